// Publishing goods to one or more shops of a channel with a template: pick the goods on sale, the
// shops and the template, see the exact product the channel will get (GET /third/platform/product/build),
// then start the job. The Idempotency-Key is made when the drawer opens, so a double tap or a
// retry after a lost answer starts the job once.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Checkbox,
  Drawer,
  Group,
  MultiSelect,
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
import { errorMessage } from '../../../lib/error-message'
import { formatMoney } from '../../../lib/money'
import { notifySuccess } from '../../../lib/notify'
import { useCandidates, usePublish } from '../api/listings'
import { useBuildPreview, useChannelTemplates } from '../api/templates'

export interface PublishDrawerProps {
  channel: Channel
  channelName: string
  opened: boolean
  shops: ChannelShop[]
  onClose: () => void
  onStarted: (jobIds: string[]) => void
}

export function PublishDrawer({ channel, channelName, opened, shops, onClose, onStarted }: PublishDrawerProps) {
  const { t, i18n } = useLingui()
  const isPhone = useIsPhone()
  const [keyword, setKeyword] = useState<string>()
  const [goodsIds, setGoodsIds] = useState<string[]>([])
  const [shopIds, setShopIds] = useState<string[]>([])
  const [templateId, setTemplateId] = useState<string | null>(null)
  const [key, setKey] = useState(() => crypto.randomUUID())
  useEffect(() => {
    if (opened) setKey(crypto.randomUUID())
  }, [opened])
  const candidates = useCandidates({ pageNo: 1, pageSize: 50, keyword })
  const templates = useChannelTemplates({ channel, pageNo: 1, pageSize: 100 }).data?.data ?? []
  const preview = useBuildPreview(goodsIds[0] ?? null, templateId)
  const publish = usePublish()
  const money = (minor: number) => formatMoney(minor, 'CNY', i18n.locale)
  const toggle = (id: string) =>
    setGoodsIds((ids) => (ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id]))

  const submit = () =>
    publish.mutate(
      { input: { channel, templateId: templateId!, shopIds, goodsIds }, key },
      {
        onSuccess: (answer) => {
          onStarted(answer.jobs.map((job) => job.id))
          notifySuccess(t`${answer.listings} listings queued`)
          setGoodsIds([])
          onClose()
        },
      },
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
        <MultiSelect
          label={t`Shops`}
          required
          data={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
          value={shopIds}
          onChange={setShopIds}
        />
        <Select
          label={t`Template`}
          required
          data={templates
            .filter((row) => shopIds.length === 0 || shopIds.includes(row.shopId))
            .map((row) => ({ value: row.id, label: `${row.name} · ${row.shopName}` }))}
          value={templateId}
          onChange={setTemplateId}
          nothingFoundMessage={t`No template for these shops yet`}
        />
        <KeywordSearch value={keyword} placeholder={t`Goods on sale`} onApply={setKeyword} />
        <ScrollArea.Autosize mah={260}>
          <Stack gap={4}>
            {(candidates.data?.data ?? []).map((row) => (
              <Checkbox
                key={row.id}
                checked={goodsIds.includes(row.id)}
                onChange={() => toggle(row.id)}
                label={`${row.title} · ${money(row.minPrice)}`}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        {preview.data && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              <Trans>What the channel will get (first goods)</Trans>
            </Text>
            <Text size="sm">{preview.data.title}</Text>
            <Table fz="xs" withTableBorder>
              <Table.Tbody>
                {preview.data.variants.map((variant) => (
                  <Table.Tr key={variant.sku}>
                    <Table.Td>{variant.color}</Table.Td>
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
        <Group justify="flex-end">
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
