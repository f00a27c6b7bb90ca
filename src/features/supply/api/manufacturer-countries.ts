// POST /ds/manufacturer_country_list: the countries of the factories the caller may see.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { type CountryOption, SUPPLY_SOURCES } from '../../../contract/supply'
import { apiFetch } from '../../../lib/api-client'
import { manufacturerProductKeys } from './keys'

export function manufacturerCountriesQueryOptions(locale: string) {
  return queryOptions({
    // The country names come in the caller's language.
    queryKey: [...manufacturerProductKeys.countries(), locale],
    queryFn: ({ signal }) =>
      apiFetch<CountryOption[]>(`/ds/${SUPPLY_SOURCES.manufacturerCountries}`, { body: {}, signal, silent: true }),
    staleTime: 60_000,
  })
}

export const useManufacturerCountries = (locale: string) => useQuery(manufacturerCountriesQueryOptions(locale))

/** Country code → its name in the reader's language (the code itself while loading). */
export function useCountryName(locale: string): (code: string) => string {
  const countries = useManufacturerCountries(locale).data
  return useCallback((code: string) => countries?.find((row) => row.value === code)?.text ?? code, [countries])
}
