// Owns the names of every browser-storage entry the app shell writes (view settings, tabs, colour scheme).

export const STORAGE_KEYS = {
  /** localStorage: the stored view settings (SPEC.md §3). */
  viewSettings: 'dis-view-settings',
  /** localStorage: light or dark colour scheme, managed by Mantine. */
  colorScheme: 'dis-color-scheme',
  /** sessionStorage: the open tabs of the tab bar, per browser tab. */
  tabs: 'dis-tabs',
} as const
