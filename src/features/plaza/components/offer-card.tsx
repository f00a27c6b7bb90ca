// One plaza offer as a card (every screen width): cover picture, title, who offers it, the plaza
// price range and its variants, where the caller already carries it, and the card's actions.
import { Trans, useLingui } from '@lingui/react/macro'
import { AspectRatio, Badge, Card, ColorSwatch, Group, Image, Stack, Text, Tooltip } from '@mantine/core'
import type { ReactNode } from 'react'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import type { PlazaOfferRow } from '../../../contract/plaza'
import { formatMoney } from '../../../lib/money'
import { useColourLabel } from '../colour-label'

export function priceRange(row: Pick<PlazaOfferRow, 'minPrice' | 'maxPrice'>, locale: string) {
  const low = formatMoney(row.minPrice, 'CNY', locale)
  return row.minPrice === row.maxPrice ? low : `${low} – ${formatMoney(row.maxPrice, 'CNY', locale)}`
}

export function OfferCard({
  row,
  shopNames,
  actions,
}: {
  row: PlazaOfferRow
  /** Names of the caller's shops that carry it (scope 'plaza'). */
  shopNames: string[]
  actions: ReactNode
}) {
  const { i18n } = useLingui()
  const colours = [...new Set(row.variants.map((variant) => variant.color))]
  const sizes = [...new Set(row.variants.map((variant) => variant.size))]
  const isPhone = useIsPhone()
  const colourLabel = useColourLabel()
  const details = (
    <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
      <Text fw={600} size="sm" lineClamp={2} title={row.title}>
        {row.title}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {row.offererName}
      </Text>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text fw={700} c="orange.8">
          {priceRange(row, i18n.locale)}
        </Text>
        {row.state === 'withdrawn' && (
          <Badge color="gray" variant="light">
            <Trans>Withdrawn</Trans>
          </Badge>
        )}
      </Group>
      <Group gap={4} wrap="wrap">
        {colours.slice(0, 8).map((colour) => (
          <Tooltip key={colour} label={colourLabel(colour)}>
            <ColorSwatch color={colour} size={14} />
          </Tooltip>
        ))}
        <Text size="xs" c="dimmed">
          <Trans>
            {row.variants.length} variants · {sizes.join(' / ')}
          </Trans>
        </Text>
      </Group>
      {shopNames.length > 0 && (
        <Group gap={4} wrap="wrap">
          <Text size="xs" c="teal.8">
            <Trans>In your shops:</Trans>
          </Text>
          {shopNames.map((name) => (
            <Badge key={name} size="sm" variant="light" color="teal" tt="none">
              {name}
            </Badge>
          ))}
        </Group>
      )}
      {row.state === 'offered' && row.takenCount > 0 && (
        <Text size="xs" c="dimmed">
          <Trans>Carried by {row.takenCount} shops of bound accounts</Trans>
        </Text>
      )}
      {/* Pushed to the card's foot, so the buttons of a row of cards line up. */}
      <Group gap="xs" mt="auto" pt={4} grow>
        {actions}
      </Group>
    </Stack>
  )
  if (isPhone) {
    // Phones: picture beside the text, so a screen shows several offers, not one picture.
    return (
      <Card withBorder radius="md" padding="sm" data-testid="plaza-offer">
        <Group align="stretch" wrap="nowrap" gap="sm">
          <Image src={row.images[0]} alt={row.title} w={96} h={96} fit="contain" bg="gray.0" radius="sm" />
          {details}
        </Group>
      </Card>
    )
  }
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="plaza-offer"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          <Image src={row.images[0]} alt={row.title} fit="contain" bg="gray.0" />
        </AspectRatio>
      </Card.Section>
      <Stack gap={0} mt="sm" style={{ flex: 1 }}>
        {details}
      </Stack>
    </Card>
  )
}
