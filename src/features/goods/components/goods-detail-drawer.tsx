// One goods in a drawer (its id is in the URL): images, facts, the price of every spec, the
// status change (optimistic, like the list) and the recommend switches; title and brand edit.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import { NeedsNetwork, useOffline } from '../../../components/offline/needs-network'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import type { ConfigEntry } from '../../../contract/dictionaries'
import type { GoodsDetail, GoodsStatus } from '../../../contract/goods'
import { errorMessage } from '../../../lib/error-message'
import { formatDateTime } from '../../../lib/format-date'
import { formatMoney } from '../../../lib/money'
import { notifySuccess } from '../../../lib/notify'
import { useAccountDb } from '../../../lib/use-account-db'
import { useLiveQuery } from '../../../lib/use-live-query'
import { useChannelName } from '../../../lookups/channel-names'
import { useChangeGoodsStatus } from '../api/change-goods-status'
import { useGoods } from '../api/get-goods'
import type { BrandOption } from '../api/goods-options'
import { type GoodsSyncState, withSyncState } from '../api/goods-sync-states'
import { useQueueGoodsFlag } from '../api/set-goods-flag'
import { useUpdateGoodsInfo } from '../api/update-goods-info'
import { priceRange } from './goods-columns'
import { GoodsStatusBadge, GoodsStatusMenu } from './goods-status'
import { GoodsSyncBadge } from './goods-sync-badge'
import { GoodsThumb } from './goods-thumb'

export interface GoodsDetailDrawerProps {
  goodsId: string | undefined
  onClose: () => void
  canEdit: boolean
  locale: string
  colors: ConfigEntry[]
  brands: BrandOption[]
  /** Goods with a status change still in the outbox. */
  syncStates: Map<string, GoodsSyncState>
}

export function GoodsDetailDrawer({
  goodsId,
  onClose,
  canEdit,
  locale,
  colors,
  brands,
  syncStates,
}: GoodsDetailDrawerProps) {
  const { t } = useLingui()
  const isPhone = useIsPhone()
  const query = useGoods(goodsId)
  // Offline the drawer opens from the device's goods mirror: the row without its spec prices, so
  // its status and recommend switches (outbox operations) still work (issue 14 item 16).
  const offline = useIsOffline(query)
  const db = useAccountDb()
  const mirrored = useLiveQuery(
    async () => (offline && !query.data && db && goodsId ? ((await db.goods.get(goodsId)) ?? null) : null),
    [offline, query.data, db, goodsId],
  )
  const source: GoodsDetail | undefined = query.data ?? (mirrored ? { ...mirrored, specs: [] } : undefined)
  const goods = source && withSyncState(source, syncStates)
  return (
    <Drawer
      opened={Boolean(goodsId)}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      title={goods ? goods.goodsNo : t`Goods detail`}
    >
      {!goods && offline && mirrored === null && (
        <Alert color="orange" data-testid="goods-detail-offline">
          {t`You are offline. The goods list is kept on this device, but a goods' details (specs and prices) are not; they open when the connection is back.`}
        </Alert>
      )}
      {query.isLoading && !query.isPaused && <Loader />}
      {goods && !query.data && (
        <Alert color="orange" mb="md" data-testid="goods-detail-offline">
          {t`You are offline: this goods comes from this device, without its spec prices; they show once the connection is back.`}
        </Alert>
      )}
      {query.isError && !offline && (
        <Alert color="red" title={t`The goods could not be loaded`}>
          {errorMessage(query.error)}
        </Alert>
      )}
      {goods && (
        <GoodsDetailBody
          goods={goods}
          canEdit={canEdit}
          locale={locale}
          colors={colors}
          brands={brands}
          syncStates={syncStates}
        />
      )}
    </Drawer>
  )
}

function GoodsDetailBody({
  goods,
  canEdit,
  locale,
  colors,
  brands,
  syncStates,
}: Omit<GoodsDetailDrawerProps, 'goodsId' | 'onClose'> & { goods: GoodsDetail }) {
  const { t } = useLingui()
  const channelName = useChannelName()
  const status = useChangeGoodsStatus()
  const recommend = useQueueGoodsFlag('recommended')
  const brandRecommend = useQueueGoodsFlag('brandRecommended')
  const setFlag = (flag: typeof recommend, value: boolean) =>
    flag.mutate(
      { goods: [goods], value },
      {
        onSuccess: ({ queued }) => {
          if (queued > 0) notifySuccess(t`Saved on this device; it will be sent when the connection is back`)
        },
      },
    )
  const colorName = (value: string) => colors.find((entry) => entry.value === value)?.text ?? value
  const editable = canEdit && goods.status !== 'deleted'
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <GoodsThumb src={goods.image} alt={goods.title} size={96} />
        <Stack gap={4} miw={0}>
          <Text fw={600}>{goods.title}</Text>
          <Text size="sm" c="dimmed">
            {goods.productTitle}
          </Text>
          <Group gap="xs">
            <GoodsStatusBadge status={goods.status} />
            <GoodsSyncBadge state={syncStates.get(goods.id)?.state} />
            <Text size="sm" fw={600}>
              {priceRange(goods, locale)}
            </Text>
          </Group>
        </Stack>
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        <Fact label={t`Shop`} value={`${goods.shopName} · ${channelName(goods.channel)}`} />
        <Fact label={t`Brand`} value={goods.brandName ?? '—'} />
        <Fact label={t`Design`} value={<DesignName goods={goods} />} />
        <Fact label={t`Updated`} value={formatDateTime(goods.updatedAt, locale)} />
      </SimpleGrid>
      {canEdit && (
        <Group gap="sm" wrap="wrap">
          <GoodsStatusMenu
            from={[goods.status]}
            size="sm"
            label={t`Change status`}
            disabled={status.isPending}
            onChange={(next: GoodsStatus) =>
              status.mutate(
                { status: next, goods: [goods] },
                {
                  onSuccess: ([outcome]) => {
                    if (outcome?.kind === 'done') notifySuccess(t`Status changed`)
                    else if (outcome?.kind === 'queued')
                      notifySuccess(t`Status change saved; it will be sent when the connection is back`)
                  },
                },
              )
            }
          />
          <Switch
            label={t`Recommended`}
            checked={goods.recommended}
            disabled={!editable || recommend.isPending}
            onChange={(event) => setFlag(recommend, event.currentTarget.checked)}
          />
          <Switch
            label={t`Brand recommended`}
            checked={goods.brandRecommended}
            disabled={!editable || !goods.brandId || brandRecommend.isPending}
            onChange={(event) => setFlag(brandRecommend, event.currentTarget.checked)}
          />
        </Group>
      )}
      {editable && <GoodsInfoForm key={`${goods.id}:${goods.version}`} goods={goods} brands={brands} />}
      <Text fw={600} size="sm">
        <Trans>Spec prices</Trans>
      </Text>
      <Table.ScrollContainer minWidth={460}>
        <Table striped withTableBorder style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Colour`}</Table.Th>
              <Table.Th>{t`Size`}</Table.Th>
              <Table.Th>{t`SKU`}</Table.Th>
              <Table.Th ta="right">{t`Price`}</Table.Th>
              <Table.Th ta="right">{t`Cost`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {goods.specs.map((spec) => (
              <Table.Tr key={spec.specId}>
                <Table.Td>{colorName(spec.color)}</Table.Td>
                <Table.Td>{spec.size}</Table.Td>
                <Table.Td>{spec.sku}</Table.Td>
                <Table.Td ta="right">{formatMoney(spec.price, 'CNY', locale)}</Table.Td>
                <Table.Td ta="right">{formatMoney(spec.cost, 'CNY', locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}

/**
 * The design by its name in the materials library, a link to it there — never its id (issue 14
 * item 30). Offline the drawer comes from the device, which does not keep the name.
 */
function DesignName({ goods }: { goods: GoodsDetail }) {
  const { t } = useLingui()
  if (!goods.materialId) return '—'
  if (goods.materialName === undefined) return t`From the materials library`
  if (goods.materialName === null) return t`Deleted from the materials library`
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => <Link to="/material/list" search={{ keyword: goods.materialName ?? '' }} {...props} />}
    >
      {goods.materialName}
    </Anchor>
  )
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  )
}

/**
 * POST /goods/info/update of title and brand, based on the version shown. The form starts from the
 * goods as read; the caller keys it by version, so a newer row (after a save) starts it again.
 */
function GoodsInfoForm({ goods, brands }: { goods: GoodsDetail; brands: BrandOption[] }) {
  const { t } = useLingui()
  const [title, setTitle] = useState(goods.title)
  const [brandId, setBrandId] = useState<string | null>(goods.brandId)
  const save = useUpdateGoodsInfo({ onSaved: () => notifySuccess(t`Saved`) })
  const submit = () => save.mutate({ id: goods.id, version: goods.version, title: title.trim(), brandId })
  const dirty = title.trim() !== goods.title || brandId !== goods.brandId
  // Not an outbox operation (a form of several fields against a version): online only, and said so.
  const offline = useOffline()
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t`Title`}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={title.trim() === '' ? t`Enter a title` : undefined}
        />
        <Select
          label={t`Brand`}
          clearable
          data={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
          value={brandId}
          onChange={setBrandId}
        />
        {save.isError && (
          <Alert color="red" variant="light">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end" wrap="nowrap">
          {offline && (
            <NeedsNetwork>
              <Trans>
                Saving the title and brand needs a connection; status and recommend changes are kept on this device.
              </Trans>
            </NeedsNetwork>
          )}
          <Button type="submit" disabled={offline || !dirty || title.trim() === ''} loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
