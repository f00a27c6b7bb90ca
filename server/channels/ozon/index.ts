// Ozon Seller API: Client-Id and Api-Key headers, the items payload family for one product at a
// time, and Ozon's batch import (import.ts) for publishing many, with its stock call (stocks.ts):
// the import carries no quantity.
import { itemsFamily } from '../families/items'
import { LISTING_WIRE } from '../wire'
import { ozonImport } from './import'
import { ozonStocks } from './stocks'

const spec = { channel: 'ozon' as const, ...LISTING_WIRE.ozon }
export const ozonListing = { ...itemsFamily(spec), batch: { ...ozonImport(spec), stocks: ozonStocks(spec) } }
