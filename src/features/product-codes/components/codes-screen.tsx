// /platform/code/list: the tenant's pool of product codes (GTIN / EAN-13 / UPC-A) — how many are
// left, search by code or by goods, used / not used, import with per-row verdicts, export, and
// deleting codes no SKU holds. Codes are given to SKUs when a listing that needs one is published.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog-view'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { ExportMenu } from '../../../components/list-page/export-menu'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { GTIN_KINDS } from '../../../contract/gtin'
import type { ProductCodeRow } from '../../../contract/product-codes'
import { formatDateTime } from '../../../lib/format-date'
import { notifySuccess } from '../../../lib/notify'
import { useCodeSummary, useCodes, useDeleteCodes } from '../api/codes'
import { type CodeSearch, codeRequest, hasCodeFilters } from '../code-search'
import { codeExportColumns, exportCodes } from '../export-codes'
import { KIND_LABELS, STATUS_LABELS } from '../labels'
import { ImportCodesDrawer } from './import-codes-drawer'

export interface CodesScreenProps {
  search: CodeSearch
  onChange: (change: Partial<CodeSearch>) => void
  onReset: () => void
  locale: string
  can: { import: boolean; export: boolean; delete: boolean }
}

export function CodesScreen({ search, onChange, onReset, locale, can }: CodesScreenProps) {
  const { t, i18n } = useLingui()
  const request = codeRequest(search)
  const list = useCodes(request)
  const summary = useCodeSummary()
  const remove = useDeleteCodes()
  const [importing, setImporting] = useState(false)
  const [selected, setSelected] = useState<ProductCodeRow[]>([])
  const [confirm, setConfirm] = useState<{ key: string } | null>(null)

  const status = (row: ProductCodeRow) => (
    <Badge color={row.status === 'used' ? 'gray' : 'green'} variant="light">
      {i18n._(STATUS_LABELS[row.status])}
    </Badge>
  )
  const goods = (row: ProductCodeRow) => (row.goodsNo ? `${row.goodsNo} · ${row.goodsTitle ?? ''}` : '—')
  const columns: DataTableColumn<ProductCodeRow>[] = [
    {
      accessor: 'code',
      title: t`Code`,
      render: (row) => (
        <Text ff="monospace" size="sm">
          {row.code}
        </Text>
      ),
    },
    { accessor: 'kind', title: t`Kind`, render: (row) => KIND_LABELS[row.kind] },
    { accessor: 'status', title: t`State`, render: status },
    { accessor: 'goods', title: t`Goods`, render: goods },
    { accessor: 'usedAt', title: t`Used at`, render: (row) => (row.usedAt ? formatDateTime(row.usedAt, locale) : '—') },
    { accessor: 'createdAt', title: t`Imported at`, render: (row) => formatDateTime(row.createdAt, locale) },
  ]
  const counts = summary.data

  return (
    <Stack gap="md">
      <PageHeader
        title={t`Product codes`}
        extra={
          counts && (
            <Group gap={6} data-testid="code-summary">
              <Badge variant="light" color="green">{t`${counts.unused} not used`}</Badge>
              <Badge variant="light" color="gray">{t`${counts.used} used`}</Badge>
            </Group>
          )
        }
        actions={
          <>
            {can.delete && selected.length > 0 && (
              <Button variant="light" color="red" onClick={() => setConfirm({ key: crypto.randomUUID() })}>
                {t`Delete ${selected.length} selected`}
              </Button>
            )}
            {can.import && (
              <Button onClick={() => setImporting(true)}>
                <Trans>Import codes</Trans>
              </Button>
            )}
            {can.export && (
              <ExportMenu
                run={(format, onProgress, signal) =>
                  exportCodes({
                    format,
                    search,
                    columns: codeExportColumns(i18n, locale),
                    onProgress,
                    signal,
                    fileName: `${t`product-codes`}-${new Date().toISOString().slice(0, 10)}`,
                  })
                }
              />
            )}
          </>
        }
      />
      {counts && counts.unused === 0 && (
        <Text size="sm" c="orange">
          <Trans>No unused codes left: listings that need a code cannot be published until you import more.</Trans>
        </Text>
      )}
      <FilterBar
        onReset={onReset}
        active={hasCodeFilters(search)}
        primary={
          <KeywordSearch
            value={search.keyword}
            placeholder={t`Part of a code`}
            onApply={(keyword) => onChange({ keyword })}
          />
        }
      >
        <KeywordSearch
          value={search.goods}
          placeholder={t`Goods no. or title`}
          onApply={(value) => onChange({ goods: value })}
        />
        <Select
          label={t`State`}
          w={{ base: '100%', sm: 140 }}
          clearable
          data={[
            { value: 'unused', label: i18n._(STATUS_LABELS.unused) },
            { value: 'used', label: i18n._(STATUS_LABELS.used) },
          ]}
          value={search.status ?? null}
          onChange={(value) => onChange({ status: (value as CodeSearch['status']) ?? undefined })}
        />
        <Select
          label={t`Kind`}
          w={{ base: '100%', sm: 140 }}
          clearable
          data={GTIN_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
          value={search.kind ?? null}
          onChange={(value) => onChange({ kind: (value as CodeSearch['kind']) ?? undefined })}
        />
      </FilterBar>
      <DataList<ProductCodeRow>
        label={t`Product codes`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls<ProductCodeRow>({ request, onChange })}
        selectedRecords={can.delete ? selected : undefined}
        onSelectedRecordsChange={can.delete ? setSelected : undefined}
        isRecordSelectable={(row) => row.status === 'unused'}
        selectLabel={(row) => t`Select ${row.code}`}
        emptyText={hasCodeFilters(search) ? t`No code matches these filters` : t`No codes yet: import a file of codes`}
        renderCard={(row, selection) => (
          <Card withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                {selection}
                <Text ff="monospace" fw={600} size="sm">
                  {row.code}
                </Text>
              </Group>
              {status(row)}
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {KIND_LABELS[row.kind]} · {goods(row)}
            </Text>
          </Card>
        )}
      />
      <ImportCodesDrawer opened={importing} onClose={() => setImporting(false)} />
      <ConfirmDialog
        opened={confirm != null}
        title={t`Delete codes`}
        message={t`Delete ${selected.length} unused codes from the pool?`}
        danger
        loading={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          confirm &&
          remove.mutate(
            { ids: selected.map((row) => row.id), key: confirm.key },
            {
              onSuccess: (answer) => {
                notifySuccess(t`${answer.deleted} codes deleted`)
                setSelected([])
                setConfirm(null)
              },
            },
          )
        }
      />
    </Stack>
  )
}
