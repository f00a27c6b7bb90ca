// Adding a plaza offer to one of the caller's shops of the screen's channel: the shop is chosen,
// the variants and plaza prices shown, and the answer says where the new listing waits.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, ColorSwatch, Drawer, Group, Image, Radio, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import type { ChannelShop } from '../../../contract/listing'
import type { PlazaOfferRow } from '../../../contract/plaza'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useFetchOffers } from '../api/plaza'
import { useColourLabel } from '../colour-label'
import { priceRange } from './offer-card'

/** One line per colour: its sizes and plaza price range (a phone shows it without scrolling far). */
function byColour(offer: PlazaOfferRow) {
  const lines = new Map<string, { color: string; sizes: string[]; minPrice: number; maxPrice: number }>()
  for (const variant of offer.variants) {
    const line = lines.get(variant.color) ?? {
      color: variant.color,
      sizes: [],
      minPrice: variant.price,
      maxPrice: variant.price,
    }
    line.sizes.push(variant.size)
    line.minPrice = Math.min(line.minPrice, variant.price)
    line.maxPrice = Math.max(line.maxPrice, variant.price)
    lines.set(variant.color, line)
  }
  return [...lines.values()]
}

export function AddDrawer({
  offer,
  shops,
  channelName,
  onClose,
  onAdded,
}: {
  offer: PlazaOfferRow | undefined
  shops: ChannelShop[]
  channelName: string
  onClose: () => void
  /** The shop it went to: the screen offers to open that shop's listings. */
  onAdded: (shopId: string) => void
}) {
  const { t, i18n } = useLingui()
  const isPhone = useIsPhone()
  const colourLabel = useColourLabel()
  const free = shops.filter((shop) => !offer?.addedShopIds.includes(shop.id))
  const [shopId, setShopId] = useState<string | null>(null)
  const chosen = shopId ?? (free.length === 1 ? free[0]!.id : null)
  // One key per drawer opening: a retried click is the same request to the server.
  const [key] = useState(() => crypto.randomUUID())
  const fetch = useFetchOffers()
  const submit = () => {
    if (!offer || !chosen) return
    fetch.mutate(
      { shopId: chosen, offerIds: [offer.id], key },
      {
        onSuccess: () => {
          notifySuccess(
            t`Added to ${shops.find((shop) => shop.id === chosen)?.name ?? ''}: a listing waits to be published`,
          )
          onAdded(chosen)
        },
      },
    )
  }
  return (
    <Drawer
      opened={Boolean(offer)}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'md'}
      title={t`Add to my shop`}
    >
      {offer && (
        <Stack gap="md">
          <Group wrap="nowrap" align="flex-start">
            <Image src={offer.images[0]} alt={offer.title} w={88} h={88} fit="contain" bg="gray.0" radius="sm" />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={600}>{offer.title}</Text>
              <Text size="sm" c="dimmed">
                {offer.offererName}
              </Text>
              <Text fw={700} c="orange.8">
                {priceRange(offer, i18n.locale)}
              </Text>
            </Stack>
          </Group>
          <Text size="sm">
            <Trans>
              The goods becomes yours on sale in the shop you choose, priced from the plaza price (what you pay the
              offerer), and a listing to be published waits on the {channelName} goods list.
            </Trans>
          </Text>
          {free.length === 0 ? (
            <Alert color="gray">
              {shops.length === 0 ? (
                <Trans>You have no {channelName} shop to add it to.</Trans>
              ) : (
                <Trans>Every one of your {channelName} shops carries it already.</Trans>
              )}
            </Alert>
          ) : (
            <Radio.Group label={t`Shop`} value={chosen} onChange={setShopId} withAsterisk>
              <Stack gap="xs" mt="xs">
                {free.map((shop) => (
                  <Radio key={shop.id} value={shop.id} label={shop.name} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Table striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Colour</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Sizes</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Plaza price</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {byColour(offer).map((line) => (
                <Table.Tr key={line.color}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Group gap={6} wrap="nowrap">
                      <ColorSwatch color={line.color} size={14} />
                      {colourLabel(line.color)}
                    </Group>
                  </Table.Td>
                  <Table.Td>{line.sizes.join(' / ')}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {priceRange(line, i18n.locale)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {fetch.isError && <Alert color="red">{errorMessage(fetch.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={submit} disabled={!chosen} loading={fetch.isPending}>
              <Trans>Add to shop</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  )
}
