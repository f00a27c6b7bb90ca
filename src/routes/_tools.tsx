// The design tools' layout route: the console's guard (sign-in, permission keys customized,
// batch_customized, material_upload), then the tools' own full-window layout. Each tool is a lazy
// route of its own, so its code (the canvas, konva) loads only when that tab opens.
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ForbiddenPage } from '../app/error-pages/forbidden-page'
import { loadSignedIn } from '../app/query-client-holder'
import { ToolsLayout } from '../app/tools-layout'

export const Route = createFileRoute('/_tools')({
  // The guard comes with the signed-in entry; it adds the query client to the screens' context.
  beforeLoad: async ({ location, preload }) => (await loadSignedIn()).enterLayout(location, preload),
  // The start's first guard waits for the user info here, beside the tool's own loaders (src/app/guard.ts).
  loader: async ({ context }) => ({ forbidden: await context.pageForbidden }),
  component: ToolsRoute,
})

// A tool outside the user's permissions (customized, batch_customized, material_upload) shows the
// 403 page; the tool itself is never drawn.
function ToolsRoute() {
  // Decided with the navigation when it could be; on the start's first, by the loader. Both
  // belong to the matches drawn below (the router's location moves ahead while a page loads).
  const decided = Route.useRouteContext().forbidden
  const loaded = Route.useLoaderData().forbidden
  const forbidden = decided ?? loaded
  return <ToolsLayout>{forbidden ? <ForbiddenPage /> : <Outlet />}</ToolsLayout>
}
