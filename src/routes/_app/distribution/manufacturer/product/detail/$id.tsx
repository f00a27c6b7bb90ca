// /distribution/manufacturer/product/detail/{id}: one factory product (hidden from the menu).
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { z } from 'zod'
import { manufacturerProductQueryOptions } from '../../../../../../features/supply/api/get-manufacturer-product'
import { ManufacturerProductDetail } from '../../../../../../features/supply/components/manufacturer-product-detail'
import { useLocale } from '../../../../../../lib/i18n'

const paramsSchema = z.object({ id: z.string().trim().min(1).max(64) })

export const Route = createFileRoute('/_app/distribution/manufacturer/product/detail/$id')({
  params: { parse: (raw) => paramsSchema.parse(raw) },
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
