// /distribution/manufacturer/product/detail/{id}: one factory product (hidden from the menu).
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { manufacturerProductQueryOptions } from '../../../../../../features/supply/api/get-manufacturer-product'
import { ManufacturerProductDetail } from '../../../../../../features/supply/components/manufacturer-product-detail'
import { useLocale } from '../../../../../../lib/i18n'
import { text } from '../../../../../../lib/search-parsers'

const productId = text({ min: 1, max: 64 })
/** The id in the path, trimmed; anything else is an error page, as before (no zod on the first page). */
function parseParams(raw: Record<string, string>) {
  const id = productId(raw.id)
  if (id === undefined) throw new Error(`Invalid product id: ${raw.id}`)
  return { id }
}

export const Route = createFileRoute('/_app/distribution/manufacturer/product/detail/$id')({
  params: { parse: parseParams },
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(manufacturerProductQueryOptions(params.id)),
  component: ManufacturerProductDetailRoute,
})

function ManufacturerProductDetailRoute() {
  const { id } = Route.useParams()
  const navigate = useNavigate()
  const { locale } = useLocale()
  return (
    <ManufacturerProductDetail
      id={id}
      locale={locale}
      onBack={() => void navigate({ to: '/distribution/manufacturer/product/list' })}
    />
  )
}
