// Reads a value the host page supplies through a <meta> tag in index.html (SPEC.md §1, §2). Apart
// from host-page.ts (which needs Lingui) so that the page's first script can read the language.
export function readHostMeta(name: string): string | null {
  if (typeof document === 'undefined') return null
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim()
  return content || null
}
