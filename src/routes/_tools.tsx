// The design tools' layout route: the console's guard (sign-in, permission keys customized,
// batch_customized, material_upload), then the tools' own full-window layout. Each tool is a lazy
// route of its own, so its code (the canvas, konva) loads only when that tab opens.
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { guardLayout } from '../app/guard'
import { ToolsLayout } from '../app/tools-layout'

export const Route = createFileRoute('/_tools')({
  beforeLoad: ({ context, location }) => guardLayout(context.queryClient, location),
  component: () => (
    <ToolsLayout>
      <Outlet />
    </ToolsLayout>
  ),
})
