// /distribution/manufacturer/product/detail/{id}: one factory product — picture, factory and its
// country, base model, lead time, minimum quantity, print methods and the price of every spec.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { detailState } from '../../../components/detail-state'
import { PageHeader } from '../../../components/list-page/page-header'
import { formatMoney } from '../../../lib/money'
import { useDictionary } from '../../../lookups/api/use-dictionary'
import { useManufacturerProduct } from '../api/get-manufacturer-product'
import { useCountryName } from '../api/manufacturer-countries'
import { MANUFACTURER_CATEGORY_LABELS, PRINT_METHOD_LABELS, SUPPLY_CURRENCY } from '../supply-labels'
import { ProductThumb } from './product-thumb'
import { SpecTable } from './spec-table'
import { SupplyStatusBadge } from './supply-status-badge'

export interface ManufacturerProductDetailProps {
  id: string
  locale: string
  onBack: () => void
}

export function ManufacturerProductDetail({ id, locale, onBack }: ManufacturerProductDetailProps) {
  const { t, i18n } = useLingui()
  const color = useDictionary('COLOR')
  const query = useManufacturerProduct(id)
  const countryName = useCountryName(locale)
  const back = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
      <Trans>Back to the list</Trans>
    </Button>
  )
  const pending = detailState(id, query, {
    notFoundTitle: t`Product not found`,
    notFoundText: t`This factory product does not exist or is not offered to you.`,
    failedTitle: t`The product could not be loaded`,
  })
  if (pending || !query.data) {
    return (
      <Stack gap="md">
        <PageHeader title={t`Factory product detail`} actions={back} />
        {pending}
      </Stack>
    )
  }
  const product = query.data
  const facts: [string, string][] = [
    [t`Factory`, product.factoryName],
    [t`Country`, countryName(product.country)],
    [t`Base product model`, product.baseModel],
    [t`Category`, i18n._(MANUFACTURER_CATEGORY_LABELS[product.category])],
    [t`Lead time`, t`${product.leadDays} days`],
    [t`Minimum quantity`, String(product.minQuantity)],
  ]
  return (
    <Stack gap="md">
      <PageHeader title={product.title} extra={<SupplyStatusBadge status={product.status} />} actions={back} />
      <Card withBorder radius="md" padding="md">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <ProductThumb src={product.image} alt={product.title} size={160} />
          <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text size="sm">{value}</Text>
                </div>
              ))}
            </SimpleGrid>
            <Group gap={4}>
              {product.printMethods.map((method) => (
                <Badge key={method} variant="outline">
                  {i18n._(PRINT_METHOD_LABELS[method])}
                </Badge>
              ))}
            </Group>
            {product.description && <Text size="sm">{product.description}</Text>}
          </Stack>
        </Group>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Text fw={600} mb="xs">
          <Trans>Price per spec</Trans>
        </Text>
        <SpecTable
          label={t`Price per spec`}
          headers={[t`Colour`, t`Size`, t`Price`]}
          specs={product.specs}
          keyOf={(spec) => `${spec.color}|${spec.size}`}
          cells={(spec) => [color.labelOf(spec.color), spec.size, formatMoney(spec.price, SUPPLY_CURRENCY, locale)]}
          readOnly
        />
      </Card>
    </Stack>
  )
}
