// The guard's "no network and no saved user info" failure, apart from the session module so the
// route error page, which every page loads, does not bring TanStack Query with it (issue 21).

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
