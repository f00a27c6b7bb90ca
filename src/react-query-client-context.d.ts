// '@tanstack/react-query/client-context' is an alias (vite.config.ts) of the package's own context
// module: boot provides the client through it without reaching the rest of TanStack Query.
declare module '@tanstack/react-query/client-context' {
  export { QueryClientContext } from '@tanstack/react-query'
}
