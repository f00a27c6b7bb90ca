// Where shops find the built-in sandbox marketplace: a shop whose connector baseUrl is
// SANDBOX_BASE_URL is synced against the sandbox this server started (MARKETPLACE_SANDBOX=on),
// whatever free port it got.
export const SANDBOX_BASE_URL = 'sandbox://marketplace'

export const isSandboxUrl = (baseUrl: string | undefined) => baseUrl === SANDBOX_BASE_URL
