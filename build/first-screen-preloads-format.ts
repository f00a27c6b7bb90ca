// What build/first-screen-preloads.ts writes and server/plugins/first-screen-preloads.ts reads: no
// imports, so the server's bundle takes nothing of the build's code with it.

export const FIRST_SCREEN_PRELOADS_FILE = 'first-screen-preloads.json'

export interface FirstScreenPreloads {
  /** Path under /dis (`/sale/order`) → files under /dis (`assets/orders-….js`), scripts then stylesheets. */
  pages: Record<string, { scripts: string[]; styles: string[] }>
}
