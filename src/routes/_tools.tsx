// The design tools' layout route: the console's guard (sign-in, permission keys customized,
// batch_customized, material_upload), then the tools' own full-window layout. Each tool is a lazy
// route of its own, so its code (the canvas, konva) loads only when that tab opens.
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadSignedIn } from '../app/query-client-holder'
import { ToolsLayout } from '../app/tools-layout'

export const Route = createFileRoute('/_tools')({
  // The guard comes with the signed-in entry; it adds the query client to the screens' context.
  beforeLoad: async ({ location }) => (await loadSignedIn()).enterLayout(location),
  component: () => (
    <ToolsLayout>
      <Outlet />
    </ToolsLayout>
  ),
})
