// What other modules may use from finance: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { findFinanceAccount, listFinanceAccounts, publicFinanceAccount } from './finance-repository'
export { formatMinor, lockAccount, postFlow } from './ledger'
export { listFinanceFlows } from './recharge-read'
