// Where to go after signing in. The `redirect` search param comes from a URL anyone can craft,
// so only same-site paths are followed (no open redirect), and never back to /login.

export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/'
  const path = target.split(/[?#]/)[0]?.replace(/^\/dis(?=\/|$)/, '') || '/'
  return path === '/login' ? '/' : target
}
