// The guard's "no network and no saved user info" and "refused" failures, apart from the session
// module so the route error page, which every page loads, does not bring TanStack Query with it
// (issue 21); neither is a router redirect, so the design tools' page, which has no router
// (src/tools/main.tsx), takes the session's code without the router's.

/**
 * Thrown by the guard when user info could not be fetched because the network is gone and no
 * copy is cached: the route error page shows the offline page with a retry, not a sign-out.
 */
export class OfflineStartError extends Error {
  constructor(override readonly cause: unknown) {
    super('User info is not cached and the server cannot be reached')
    this.name = 'OfflineStartError'
  }
}

export function isOfflineStartError(error: unknown): error is OfflineStartError {
  return error instanceof OfflineStartError
}

/**
 * Thrown by ensureUserInfo when the server refused the session (it has signed out already and
 * said why): the guard sends the user to sign in again, and back to `redirectTo` afterwards.
 */
export class SessionRefusedError extends Error {
  constructor(readonly redirectTo: string | undefined) {
    super('The server refused the session')
    this.name = 'SessionRefusedError'
  }
}

export function isSessionRefusedError(error: unknown): error is SessionRefusedError {
  return error instanceof SessionRefusedError
}
