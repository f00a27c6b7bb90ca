// /platform/list/{channel}: a channel's templates per shop; new and edit open the hidden detail
// /platform/{channel}?id=…; delete asks first.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Select, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { confirm } from '../../../components/confirm-dialog'
import { DataList, listQueryProps, mirrorPageProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { OfflineNotice } from '../../../components/offline/offline-notice'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import type { Channel } from '../../../contract/dictionaries'
import type { ListingTemplateRow } from '../../../contract/listing'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useMirrorShops, useMirrorTemplatePage } from '../api/offline-listing'
import { useChannelShops, useChannelTemplates, useDeleteChannelTemplate } from '../api/templates'
import { type TemplateListSearch, templateListRequest } from '../listing-search'

export interface TemplateListScreenProps {
  channel: Channel
  channelName: string
  search: TemplateListSearch
  onSearchChange: (change: Partial<TemplateListSearch>) => void
  onOpen: (id: string) => void
  canAdd: boolean
  canDelete: boolean
}

export function TemplateListScreen(props: TemplateListScreenProps) {
  const { channel, channelName, search, onSearchChange, onOpen, canAdd, canDelete } = props
  const { t } = useLingui()
  // The route's loader prefetches this same request (routes/_app/platform/list/$channel.tsx).
  const request = templateListRequest(channel, search)
  const { pageNo, pageSize } = request
  const list = useChannelTemplates(request)
  // No answer from the server: the templates come from the device's mirror (issue 16 item 11).
  const offline = useIsOffline(list)
  const mirror = useMirrorTemplatePage(request, offline)
  const serverShops = useChannelShops(channel)
  const mirrorShops = useMirrorShops(channel, offline || serverShops.isError)
  const shops = serverShops.data ?? mirrorShops ?? []
  const remove = useDeleteChannelTemplate()
  const onRemove = async (row: ListingTemplateRow) => {
    if (!(await confirm({ title: t`Delete template`, message: t`Delete ${row.name}?`, danger: true }))) return
    remove.mutate(row.id, {
      onSuccess: () => notifySuccess(t`Deleted`),
      onError: (error) => notifyFailure(errorMessage(error)),
    })
  }
  const actions = (row: ListingTemplateRow, size: 'xs' | 'md') => (
    <Group gap="xs" wrap="nowrap" grow={size === 'md'}>
      <Button size={size} variant="light" onClick={() => onOpen(row.id)}>
        <Trans>Open</Trans>
      </Button>
      {canDelete && (
        <Button size={size} variant="light" color="red" onClick={() => void onRemove(row)}>
          <Trans>Delete</Trans>
        </Button>
      )}
    </Group>
  )
  const columns: DataTableColumn<ListingTemplateRow>[] = [
    { accessor: 'name', title: t`Listing template` },
    { accessor: 'shopName', title: t`Shop` },
    { accessor: 'categoryPath', title: t`Category`, render: (row) => row.categoryPath.join(' › ') },
    { accessor: 'actions', title: t`Actions`, textAlign: 'right', render: (row) => actions(row, 'xs') },
  ]
  return (
    <Stack gap="md">
      <PageHeader
        title={t`${channelName} templates`}
        actions={
          canAdd && (
            <Button onClick={() => onOpen('new')}>
              <Trans>New template</Trans>
            </Button>
          )
        }
      />
      {offline && <OfflineNotice syncedAt={mirror.syncedAt} />}
      <FilterBar
        primary={
          <KeywordSearch
            value={search.keyword}
            placeholder={t`Template name`}
            onApply={(keyword) => onSearchChange({ keyword, pageNo: undefined })}
          />
        }
      >
        <Select
          label={t`Shop`}
          clearable
          data={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
          value={search.shopId ?? null}
          onChange={(value) => onSearchChange({ shopId: value ?? undefined, pageNo: undefined })}
        />
      </FilterBar>
      <DataList<ListingTemplateRow>
        label={t`${channelName} templates`}
        {...(offline ? mirrorPageProps(mirror, list) : listQueryProps(list))}
        columns={columns}
        {...listControls<ListingTemplateRow>({ request: { pageNo, pageSize }, onChange: onSearchChange })}
        emptyText={t`No templates for this channel yet`}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <Stack gap={6}>
              <Text fw={600}>{row.name}</Text>
              <Text size="sm">{row.shopName}</Text>
              <Text size="sm" c="dimmed">
                {row.categoryPath.join(' › ')}
              </Text>
              {actions(row, 'md')}
            </Stack>
          </Card>
        )}
      />
    </Stack>
  )
}
