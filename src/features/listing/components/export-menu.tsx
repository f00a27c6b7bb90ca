// "Export for {channel}" on the goods-per-channel screen: the chosen listings, or every listing the
// current filter matches, become an export record (a job writes the file); then the records page.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Menu } from '@mantine/core'
import type { Channel } from '../../../contract/dictionaries'
import type { ExportFilter, ExportRecordRow } from '../../../contract/listing-export'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useCreateExport } from '../api/exports'

export interface ExportMenuProps {
  channel: Channel
  channelName: string
  selectedIds: string[]
  filter: ExportFilter
  disabled?: boolean
  onCreated: (record: ExportRecordRow) => void
}

export function ListingExportMenu({ channel, channelName, selectedIds, filter, disabled, onCreated }: ExportMenuProps) {
  const { t } = useLingui()
  const create = useCreateExport()
  const start = (source: { listingIds: string[] } | { filter: ExportFilter }) =>
    create.mutate(
      // The key is made when the seller acts: a retried request makes one record, not two.
      { input: { channel, ...source }, key: crypto.randomUUID() },
      {
        onSuccess: (record) => {
          notifySuccess(t`Export of ${record.count} listings started`)
          onCreated(record)
        },
        onError: (error) => notifyFailure(errorMessage(error)),
      },
    )
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" loading={create.isPending} disabled={disabled}>
          <Trans>Export for {channelName}</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={selectedIds.length === 0} onClick={() => start({ listingIds: selectedIds })}>
          <Trans>The {selectedIds.length} selected listings</Trans>
        </Menu.Item>
        <Menu.Item onClick={() => start({ filter })}>
          <Trans>Every listing matching the filter</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
