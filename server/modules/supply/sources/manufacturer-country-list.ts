// manufacturer_country_list (value): the COUNTRY options of the factories whose products the
// caller may see, with how many products each has (the "Global factories" country filter).
import { z } from 'zod'
import { SUPPLY_SOURCES } from '../../../../src/contract/supply'
import { defineSource } from '../../ds/public'
import { manufacturerCountries } from '../manufacturer-read'

export const manufacturerCountryListSource = defineSource('value', {
  name: SUPPLY_SOURCES.manufacturerCountries,
  params: z.object({}),
  permission: [
    { key: 'manufacturer_product_list', action: 'query' },
    { key: 'factory_product_list', action: 'query' },
  ],
  handler: (_params, ctx) => manufacturerCountries(ctx.db, ctx.account, ctx.locale),
})
