// What other modules may use from finance: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { financePermission } from './finance-access'
export { formatMinor, lockAccount, postFlow } from './ledger'
