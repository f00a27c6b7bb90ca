// /distribution/production/list: the production jobs of a factory (it acts) or of a distributor's
// purchase orders (it reads). The stage filter, the open job and its dialog live in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useAccess } from '../../../../components/access'
import { ACCOUNT_TYPE } from '../../../../contract/constants'
import { ProductionScreen, type ProductionSearch } from '../../../../features/production/components/production-screen'
import { oneOf, parseSearch, text } from '../../../../lib/search-parsers'
import { useSession } from '../../../../lib/session/session'
import { ALL_PRODUCTION_STAGES } from '../../../../lib/url-enums'

// Plain parsers, not zod: every route's validateSearch is on the first page (src/lib/search-parsers.ts).
const searchShape = {
  stage: oneOf(ALL_PRODUCTION_STAGES),
  job: text({ max: 64, trim: false }),
  sheet: oneOf(['defect', 'ticket']),
}

export const Route = createFileRoute('/_app/distribution/production/list')({
  validateSearch: (search: Record<string, unknown>): ProductionSearch => parseSearch(searchShape, search),
  component: ProductionRoute,
})

function ProductionRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const { info } = useSession()
  // Only the factory moves jobs; the server refuses anyone else as well.
  const canAct = info.type !== ACCOUNT_TYPE.distributor && can('production.edit')
  return (
    <ProductionScreen
      search={search}
      canAct={canAct}
      onSearchChange={(change) =>
        void navigate({ search: (current) => ({ ...current, ...change }), replace: change.sheet === undefined })
      }
    />
  )
}
