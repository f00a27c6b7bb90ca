// Every browser-storage key the app writes, in one place, so none collide and a sign-out knows
// what belongs to the session (STYLE.md §6).
import { ACCESS_TOKEN_KEY } from '../contract/constants'

export const STORAGE_KEYS = {
  /** Bearer token with its expiry (SPEC.md §4, §9). */
  token: ACCESS_TOKEN_KEY,
  /** The user's locale preference (SPEC.md §1). */
  locale: 'lang',
  /** localStorage: "<account id>:<locale>" the server last heard from this device (SMS language). */
  accountLocale: 'dis-account-locale',
  /** localStorage: the stored view settings (SPEC.md §3). */
  viewSettings: 'dis-view-settings',
  /** localStorage: whether the side rail of narrower desktops is expanded, per device (true/false). */
  sideRail: 'dis-side-rail',
  /**
   * localStorage: the window width at which the top menu last had to hide a group, with the build,
   * language and menu it was measured for (src/app/layout/use-top-menu-fit.ts).
   */
  topMenuOverflow: 'dis-top-menu-overflow',
  /** localStorage: light or dark colour scheme, managed by Mantine. */
  colorScheme: 'dis-color-scheme',
  /** sessionStorage: the open tabs of the tab bar, per browser tab. */
  tabs: 'dis-tabs',
  /** localStorage: the persisted React Query cache (user info and dictionaries only), per account. */
  queryCache: 'dis-query-cache',
  /**
   * localStorage: ids of the accounts whose local database this device has opened. For them the
   * offline runtime starts with the page (their rows may be on the device); for an account new to
   * the device it starts once the first screen is idle (src/app/offline/use-offline-runtime.ts).
   */
  boundAccounts: 'dis-bound-accounts',
  /** localStorage: the account the current token signed in, with a fingerprint of that token (offline start). */
  signedInAccount: 'dis-signed-in-account',
  /**
   * localStorage: ids of the accounts that have kept a design draft on this device. The design
   * editor opens its model chooser at once for the others, without waiting for their database.
   */
  draftAccounts: 'dis-draft-accounts',
  /** localStorage, public storefront: a member's token per shop (not a console session). */
  storeMember: 'dis-store-member',
  /** localStorage, public storefront: the last page and goods seen per shop (kiosk on bad Wi-Fi). */
  storeCache: 'dis-store-cache',
  /** localStorage, public storefront: orders made offline, sent once when the network is back. */
  storeOutbox: 'dis-store-outbox',
} as const
