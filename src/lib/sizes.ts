// Moved to the contract (shared by server and client); kept so existing imports keep working.
export { compareSizes, sortSizes } from '../contract/sizes'
