// Query keys of the shared lookups. Texts come in the caller's language, so the locale is part of each key.
export const lookupKeys = {
  all: ['lookups'] as const,
  configList: (locale: string) => [...lookupKeys.all, 'config-list', locale] as const,
  express: (locale: string) => [...lookupKeys.all, 'express', locale] as const,
  areas: (locale: string) => [...lookupKeys.all, 'areas', locale] as const,
  /** Shop names are the account's own, in no language. */
  shops: () => [...lookupKeys.all, 'shops'] as const,
}

/** Dictionaries change with a deploy, not during a session. */
export const LOOKUP_STALE_MS = 60 * 60_000
