// The demo accounts seeded on first start of an empty embedded database (README).
export const DEMO_PASSWORD = 'demo1234'

export const ACCOUNTS = {
  seller: { username: 'seller', landing: '/dis/dashboard/workplace' },
  staff: { username: 'staff', landing: '/dis/material/common/list' },
  supplier: { username: 'supplier', landing: '/dis/dashboard/workplace' },
  factory: { username: 'factory', landing: '/dis/distribution/manufacturer/product/list' },
  seller2: { username: 'seller2', landing: '/dis/dashboard/workplace' },
} as const
export type AccountName = keyof typeof ACCOUNTS
