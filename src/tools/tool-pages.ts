// The design tools' pages (issue 17): /dis/pcdiy/, /dis/batch/ and /dis/mi/ open in a tab of their
// own from the menu (SPEC.md §2), as a page of their own (tools.html, src/tools/main.tsx) that
// the server and the service worker answer for these paths instead of the console's.

/** A design tool's path, with or without the /dis base and the trailing slash, search and hash. */
const TOOL_PAGE = /^(?:\/dis)?\/(pcdiy|batch|mi)\/?(?:[?#]|$)/

export type ToolName = 'pcdiy' | 'batch' | 'mi'

/** The tool a path opens, or null for every other page. */
export function toolOf(path: string): ToolName | null {
  return (TOOL_PAGE.exec(path)?.[1] as ToolName | undefined) ?? null
}

/**
 * The address of a design tool's page for a path inside the app (with or without the /dis base),
 * or null for a console page: a tool is not a route of the console's router, so whoever would
 * navigate there (sign-in, going on to where the user was) loads its page instead.
 */
export function toolHref(path: string): string | null {
  if (!toolOf(path)) return null
  return path.startsWith('/dis/') ? path : `/dis${path}`
}
