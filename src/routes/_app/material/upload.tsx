// /material/upload: several pictures at once, each with its own progress and verdict.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { UploadScreen } from '../../../features/materials/components/upload-screen'

export const Route = createFileRoute('/_app/material/upload')({
  component: function UploadRoute() {
    const navigate = useNavigate()
    return <UploadScreen onOpenLibrary={() => void navigate({ to: '/material/list' })} />
  },
})
