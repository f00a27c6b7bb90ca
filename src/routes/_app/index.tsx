// '/': the layout's guard sends every account to its landing page, so nothing renders here.
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/')({})
