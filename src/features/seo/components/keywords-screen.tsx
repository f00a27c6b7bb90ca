// /seo/keyword/list: the keyword library per language and channel — where each word came from,
// how many goods use it, its tags — with import (duplicates merged), typing one, harvesting from
// the seller's own titles, bulk assignment to goods or categories, deletion and export.
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
import type { KeywordRow } from '../../../contract/seo-keywords'
import { KEYWORD_SOURCES } from '../../../contract/seo-keywords'
import { notifySuccess } from '../../../lib/notify'
import { useDeleteKeywords, useHarvestKeywords, useKeywords } from '../api/keywords'
import { exportKeywords, keywordExportColumns } from '../export-keywords'
import { hasKeywordFilters, type KeywordSearchParams, keywordRequest } from '../keyword-search'
import { SOURCE_LABELS } from '../labels'
import { useSeoOptions } from '../use-channel-options'
import { AddKeywordModal } from './add-keyword-modal'
import { AssignKeywordsModal } from './assign-keywords-modal'
import { ImportKeywordsDrawer } from './import-keywords-drawer'

export interface KeywordsScreenProps {
  search: KeywordSearchParams
  onChange: (change: Partial<KeywordSearchParams>) => void
  onReset: () => void
  can: { add: boolean; import: boolean; edit: boolean; delete: boolean; export: boolean }
}

export function KeywordsScreen({ search, onChange, onReset, can }: KeywordsScreenProps) {
  const { t, i18n } = useLingui()
  const options = useSeoOptions()
  const request = keywordRequest(search)
  const list = useKeywords(request)
  const harvest = useHarvestKeywords()
  const remove = useDeleteKeywords()
  const [selected, setSelected] = useState<KeywordRow[]>([])
  const [dialog, setDialog] = useState<'add' | 'import' | 'assign' | 'delete' | 'harvest' | null>(null)
  const [key, setKey] = useState('')
  const open = (which: typeof dialog) => {
    setKey(crypto.randomUUID())
    setDialog(which)
  }
  const tags = (row: KeywordRow) =>
    row.tags.map((tag) => (
      <Badge key={tag} size="xs" variant="outline" style={{ cursor: 'pointer' }} onClick={() => onChange({ tag })}>
        {tag}
      </Badge>
    ))
  const columns: DataTableColumn<KeywordRow>[] = [
    { accessor: 'keyword', title: t`Keyword`, sortable: true },
    { accessor: 'language', title: t`Language`, render: (row) => options.languageLabel(row.language) },
    { accessor: 'channel', title: t`Channel`, render: (row) => options.channelLabel(row.channel) },
    { accessor: 'source', title: t`Source`, render: (row) => i18n._(SOURCE_LABELS[row.source]) },
    { accessor: 'tags', title: t`Tags`, render: (row) => <Group gap={4}>{tags(row)}</Group> },
    { accessor: 'goodsCount', title: t`Goods using it`, sortable: true, textAlign: 'right' },
  ]

  return (
    <Stack gap="md">
      <PageHeader
        title={t`Search terms`}
        actions={
          <>
            {selected.length > 0 && can.edit && (
              <Button variant="light" onClick={() => open('assign')}>
                {t`Assign ${selected.length} to goods`}
              </Button>
            )}
            {selected.length > 0 && can.delete && (
              <Button variant="light" color="red" onClick={() => open('delete')}>
                {t`Delete ${selected.length}`}
              </Button>
            )}
            {can.add && (
              <Button variant="default" onClick={() => open('harvest')}>
                <Trans>Harvest from my titles</Trans>
              </Button>
            )}
            {can.add && (
              <Button variant="default" onClick={() => open('add')}>
                <Trans>Add keyword</Trans>
              </Button>
            )}
            {can.import && (
              <Button onClick={() => open('import')}>
                <Trans>Import keywords</Trans>
              </Button>
            )}
            {can.export && (
              <ExportMenu
                run={(format, onProgress, signal) =>
                  exportKeywords({
                    format,
                    search,
                    columns: keywordExportColumns(i18n, options.channelLabel),
                    onProgress,
                    signal,
                    fileName: `${t`keywords`}-${new Date().toISOString().slice(0, 10)}`,
                  })
                }
              />
            )}
          </>
        }
      />
      <FilterBar
        onReset={onReset}
        active={hasKeywordFilters(search)}
        primary={
          <KeywordSearch
            value={search.keyword}
            placeholder={t`Part of a keyword`}
            onApply={(keyword) => onChange({ keyword })}
          />
        }
      >
        <Select
          label={t`Language`}
          w={{ base: '100%', sm: 130 }}
          clearable
          data={options.languages}
          value={search.language ?? null}
          onChange={(value) => onChange({ language: (value as KeywordSearchParams['language']) ?? undefined })}
        />
        <Select
          label={t`Channel`}
          w={{ base: '100%', sm: 160 }}
          clearable
          data={options.keywordChannels}
          value={search.channel ?? null}
          onChange={(value) => onChange({ channel: (value as KeywordSearchParams['channel']) ?? undefined })}
        />
        <Select
          label={t`Source`}
          w={{ base: '100%', sm: 130 }}
          clearable
          data={KEYWORD_SOURCES.map((value) => ({ value, label: i18n._(SOURCE_LABELS[value]) }))}
          value={search.source ?? null}
          onChange={(value) => onChange({ source: (value as KeywordSearchParams['source']) ?? undefined })}
        />
        {search.tag && (
          <Badge size="lg" variant="light" style={{ cursor: 'pointer' }} onClick={() => onChange({ tag: undefined })}>
            {t`Tag: ${search.tag} ×`}
          </Badge>
        )}
      </FilterBar>
      <DataList<KeywordRow>
        label={t`Search terms`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls<KeywordRow, NonNullable<KeywordSearchParams['sortField']>>({
          request,
          onChange,
          sort: { search, defaultSort: 'createdAt' },
        })}
        selectedRecords={can.edit || can.delete ? selected : undefined}
        onSelectedRecordsChange={can.edit || can.delete ? setSelected : undefined}
        selectLabel={(row) => t`Select ${row.keyword}`}
        emptyText={
          hasKeywordFilters(search)
            ? t`No keyword matches these filters`
            : t`No keywords yet: import a file or harvest your titles`
        }
        renderCard={(row, selection) => (
          <Card withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                {selection}
                <Text fw={600} size="sm">
                  {row.keyword}
                </Text>
              </Group>
              <Badge variant="light">{t`${row.goodsCount} goods`}</Badge>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {options.languageLabel(row.language)} · {options.channelLabel(row.channel)} ·{' '}
              {i18n._(SOURCE_LABELS[row.source])}
            </Text>
            {row.tags.length > 0 && (
              <Group gap={4} mt={4}>
                {tags(row)}
              </Group>
            )}
          </Card>
        )}
      />
      <AddKeywordModal opened={dialog === 'add'} onClose={() => setDialog(null)} />
      <ImportKeywordsDrawer opened={dialog === 'import'} onClose={() => setDialog(null)} />
      {dialog === 'assign' && (
        <AssignKeywordsModal keywordIds={selected.map((row) => row.id)} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        opened={dialog === 'harvest'}
        title={t`Harvest keywords`}
        message={t`Take the 100 most frequent words of your goods titles and order titles into the library, each put on the goods whose title holds it?`}
        loading={harvest.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          harvest.mutate(
            { limit: 100, key },
            {
              onSuccess: (answer) => {
                notifySuccess(
                  t`${answer.created} keywords harvested (${answer.known} already known), put on goods ${answer.assignments} times`,
                )
                setDialog(null)
              },
            },
          )
        }
      />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t`Delete keywords`}
        message={t`Delete ${selected.length} keywords? They are also taken off every goods.`}
        danger
        loading={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          remove.mutate(
            { ids: selected.map((row) => row.id), key },
            {
              onSuccess: (answer) => {
                notifySuccess(t`${answer.deleted} keywords deleted`)
                setSelected([])
                setDialog(null)
              },
            },
          )
        }
      />
    </Stack>
  )
}
