// Query-key factories, one per resource (STYLE.md §2): `all` for invalidating a whole resource,
// narrower keys for one list or one detail. Features add their factories here.

export const userKeys = {
  all: ['user'] as const,
  info: () => [...userKeys.all, 'info'] as const,
}
