// Publishing goods to one or more shops of a channel with a template: pick the goods on sale, the
// shops and the template, see the exact product the channel will get (GET /third/platform/product/build),
// then start the job. The Idempotency-Key is made when the drawer opens, so a double tap or a
// retry after a lost answer starts the job once.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Checkbox,
  ColorSwatch,
  Drawer,
  Group,
  Loader,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { useEffect, useState } from 'react'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import type { Channel } from '../../../contract/dictionaries'
import type { ChannelShop } from '../../../contract/listing'
import { fieldErrorsOf } from '../../../lib/api-error'
import { errorMessage } from '../../../lib/error-message'
import { formatMoney } from '../../../lib/money'
import { notifySuccess } from '../../../lib/notify'
import { useCandidates, usePublish } from '../api/listings'
import { useMirrorCandidates, useMirrorTemplatePage } from '../api/offline-listing'
import { useBuildPreview, useChannelTemplates } from '../api/templates'

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

export interface PublishDrawerProps {
  channel: Channel
  channelName: string
  opened: boolean
  /** No server answer: goods and templates come from the device, the request waits in the outbox. */
  offline?: boolean
  shops: ChannelShop[]
  /** Shops ticked when the drawer opens: the one the page shows (its filter, or one shop's publish flow). */
  defaultShopIds?: string[]
  onClose: () => void
  onStarted: (jobIds: string[]) => void
}

export function PublishDrawer({
  channel,
  channelName,
  opened,
  offline = false,
  shops,
  defaultShopIds,
  onClose,
  onStarted,
}: PublishDrawerProps) {
  const { t, i18n } = useLingui()
  const isPhone = useIsPhone()
  const [keyword, setKeyword] = useState<string>()
  const [goodsIds, setGoodsIds] = useState<string[]>([])
  const [shopIds, setShopIds] = useState<string[]>(defaultShopIds ?? [])
  const [templateId, setTemplateId] = useState<string | null>(null)
  const [key, setKey] = useState(() => crypto.randomUUID())
  useEffect(() => {
    if (opened) setKey(crypto.randomUUID())
  }, [opened])
  // Opened from a page showing one shop (its filter, or one shop's publish flow), or on a channel
  // with a single shop: that shop is ticked already. A choice the seller made stays as it is.
  const presetShops = (defaultShopIds ?? (shops.length === 1 ? [shops[0]!.id] : [])).join(',')
  useEffect(() => {
    if (opened && presetShops) setShopIds((current) => (current.length > 0 ? current : presetShops.split(',')))
  }, [opened, presetShops])
  const serverCandidates = useCandidates({ pageNo: 1, pageSize: 50, keyword })
  const mirrorCandidates = useMirrorCandidates(keyword, offline && opened)
  const candidates = offline ? mirrorCandidates : serverCandidates.data
  const templateRequest = { channel, pageNo: 1, pageSize: 100 }
  const serverTemplates = useChannelTemplates(templateRequest)
  const mirrorTemplates = useMirrorTemplatePage(templateRequest, offline && opened)
  const templates = (offline ? mirrorTemplates.page?.data : serverTemplates.data?.data) ?? []
  const preview = useBuildPreview(offline ? null : (goodsIds[0] ?? null), templateId)
  const publish = usePublish()
  const money = (minor: number) => formatMoney(minor, 'CNY', i18n.locale)
  const toggle = (id: string) =>
    setGoodsIds((ids) => (ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id]))

  const submit = () =>
    publish.mutate(
      {
        input: { channel, templateId: templateId!, shopIds, goodsIds },
        key,
        label: t`Publish ${goodsIds.length} goods to ${channelName}`,
      },
      {
        onSuccess: (outcome) => {
          if (outcome.queued) {
            notifySuccess(t`No connection: the publish request is kept on this device and sent once when it is back`)
          } else {
            onStarted(outcome.jobs.map((job) => job.id))
            notifySuccess(t`${outcome.listings} listings queued`)
          }
          setGoodsIds([])
          onClose()
        },
      },
    )
  // A refused request's field errors, by the first part of their path (`shopIds.0` → shops).
  const refused = Object.fromEntries(
    Object.entries(fieldErrorsOf(publish.error)).map(([path, message]) => [path.split('.')[0], message]),
  )
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'xl'}
      title={t`Publish to ${channelName}`}
    >
      <Stack gap="sm">
        {offline && (
          <Alert color="orange" variant="light">
            <Trans>
              Offline: goods and templates come from this device. The request is kept here and sent once when the
              connection is back; the preview needs the connection.
            </Trans>
          </Alert>
        )}
        {/* Ticks, not a multi-select: its list stayed open over the template field below, and the
            tap meant for that field landed on the shop just picked and took it off again. */}
        <Checkbox.Group label={t`Shops`} required value={shopIds} onChange={setShopIds} error={refused.shopIds}>
          <Group gap="xs" mt={6}>
            {shops.map((shop) => (
              <Checkbox key={shop.id} value={shop.id} label={shop.name} size={isPhone ? 'md' : 'sm'} />
            ))}
            {shops.length === 0 && (
              <Text size="sm" c="dimmed">
                <Trans>No shops bound yet</Trans>
              </Text>
            )}
          </Group>
        </Checkbox.Group>
        <Select
          label={t`Listing template`}
          required
          data={templates
            .filter((row) => shopIds.length === 0 || shopIds.includes(row.shopId))
            .map((row) => ({ value: row.id, label: `${row.name} · ${row.shopName}` }))}
          value={templateId}
          onChange={setTemplateId}
          error={refused.templateId}
          nothingFoundMessage={t`No template for these shops yet`}
        />
        <KeywordSearch value={keyword} placeholder={t`Goods on sale`} onApply={setKeyword} />
        {refused.goodsIds && (
          <Text size="sm" c="red">
            {refused.goodsIds}
          </Text>
        )}
        {/* On a phone the drawer is the whole screen: a taller list, and rows a finger can hit. */}
        <ScrollArea.Autosize mah={isPhone ? '50dvh' : 260}>
          <Stack gap={isPhone ? 'sm' : 4}>
            {(candidates?.data ?? []).map((row) => (
              <Checkbox
                key={row.id}
                checked={goodsIds.includes(row.id)}
                onChange={() => toggle(row.id)}
                label={`${row.title} · ${money(row.minPrice)}`}
                size={isPhone ? 'md' : 'sm'}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        {/* The list says when it is still coming, could not come, or found nothing for the words. */}
        {!offline && serverCandidates.isPending && <Loader size="sm" />}
        {!offline && serverCandidates.isError && <Alert color="red">{errorMessage(serverCandidates.error)}</Alert>}
        {candidates?.data.length === 0 && (
          <Text c="dimmed" size="sm">
            <Trans>No goods on sale match.</Trans>
          </Text>
        )}
        {preview.data && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              <Trans>What the channel will get (first goods)</Trans>
            </Text>
            <Text size="sm">{preview.data.title}</Text>
            <Table fz="xs" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Colour</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Size</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Price</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Quantity</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.data.variants.map((variant) => (
                  <Table.Tr key={variant.sku}>
                    <Table.Td>
                      {/* Colours travel as their code (#556B2F): the swatch says which one it is. */}
                      <Group gap={6} wrap="nowrap">
                        {HEX_COLOUR.test(variant.color) && <ColorSwatch color={variant.color} size={14} />}
                        {variant.color}
                      </Group>
                    </Table.Td>
                    <Table.Td>{variant.size}</Table.Td>
                    <Table.Td>{money(variant.price)}</Table.Td>
                    <Table.Td>{variant.quantity}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
        {publish.isError && <Alert color="red">{errorMessage(publish.error)}</Alert>}
        {/* Kept in reach at the bottom while the goods list and the preview scroll past. */}
        <Group
          justify="flex-end"
          py="xs"
          style={{ position: 'sticky', bottom: 0, zIndex: 1, background: 'var(--mantine-color-body)' }}
        >
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={submit}
            loading={publish.isPending}
            disabled={goodsIds.length === 0 || shopIds.length === 0 || !templateId}
          >
            <Trans>Publish {goodsIds.length} goods</Trans>
          </Button>
        </Group>
      </Stack>
    </Drawer>
  )
}
