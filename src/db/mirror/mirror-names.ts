// The names of the device's mirrors (their sync-state rows), in a module of their own: the screens
// that read a mirror need the name, not the sync (db/mirror/sync.ts), which runs in the database
// worker and would otherwise come with every signed-in page's first chunks (issue 21).
export const MIRRORS = {
  lookups: 'lookups',
  orders: 'orders',
  refunds: 'refunds',
  goods: 'goods',
  production: 'production',
  settlements: 'settlements',
  financeFlows: 'financeFlows',
  recharges: 'recharges',
} as const
