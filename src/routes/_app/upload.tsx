// /upload: page images of the storefront (JPG/PNG ≤ 500K).
import { createFileRoute } from '@tanstack/react-router'
import { PageImagesScreen } from '../../features/storefront/components/page-images-screen'

export const Route = createFileRoute('/_app/upload')({ component: PageImagesScreen })
