// Ozon's stock call as it travels (Seller API `/v2/products/stocks`, and `/v1/warehouse/list` for
// the warehouse it needs), read by the connector and by the sandbox that answers it. Ozon's product
// import carries no quantity: an imported item has none until this call sets it, per warehouse.
export const OZON_STOCKS = {
  path: '/v2/products/stocks',
  warehousesPath: '/v1/warehouse/list',
  /** Ozon refuses a stock call of more items than this. */
  maxItems: 100,
} as const

export interface OzonStockItem {
  offer_id: string
  stock: number
  warehouse_id: number
}

export interface OzonStockResult {
  warehouse_id: number
  product_id: number
  offer_id: string
  updated: boolean
  errors: { code: string; message: string }[]
}

export interface OzonWarehouse {
  warehouse_id: number
  name: string
  /** 'created' (in use) or 'disabled'. */
  status: string
}
