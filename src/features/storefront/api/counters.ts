// Smart counters: POST /shop/counter/list (page with each counter's sales) and /shop/counter/save.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CounterListRequest, CounterSaveInput, CounterView } from '../../../contract/storefront'
import { fetchPage } from '../../../lib/paging'
import { storefrontKeys } from './keys'
import { useStorefrontCall } from './mutate'

export const counterListQueryOptions = (request: CounterListRequest) =>
  queryOptions({
    queryKey: storefrontKeys.counterList(request),
    queryFn: ({ signal }) => fetchPage<CounterView>('/shop/counter/list', { ...request }, { signal }),
    placeholderData: keepPreviousData,
  })

export const useCounterList = (request: CounterListRequest) => useQuery(counterListQueryOptions(request))

export const useSaveCounter = () =>
  useStorefrontCall<CounterSaveInput, CounterView>(
    () => '/shop/counter/save',
    () => [storefrontKeys.counters()],
  )
