// What other modules may use from auth: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { isPhoneTaken } from './account-repository'
export { verifyCredentials } from './credentials'
export { attemptSucceeded, LOGIN_WINDOW_MS } from './login-attempts'
export { weakPassword } from './password-routes'
export { everyPermission, factoryPermissions, supplierPermissions } from './role-presets'
export { clearSessionCache } from './session-cache'
export { deleteAllSessions } from './session-repository'
export { CODE_TTL_MS, checkCode, issueCode, markCodeUsed } from './sms-codes'
export type { SmsSender } from './sms-sender'
