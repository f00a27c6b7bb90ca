// Ozon Seller API: Client-Id and Api-Key headers, the items payload family for one product at a
// time, and Ozon's batch import (import.ts) for publishing many.
import { itemsFamily } from '../families/items'
import { LISTING_WIRE } from '../wire'
import { ozonImport } from './import'

const spec = { channel: 'ozon' as const, ...LISTING_WIRE.ozon }
export const ozonListing = { ...itemsFamily(spec), batch: ozonImport(spec) }
