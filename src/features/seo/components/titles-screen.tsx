// /seo/title/list: per goods and channel, the title that will be listed — built in bulk from a
// pattern of the goods' facts and keywords, or typed by hand — checked against the channel's
// length limit and forbidden words as you type. Titles typed by hand survive regeneration unless
// the seller asks otherwise.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Checkbox, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { useState } from 'react'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { CHANNEL_TEXT_RULES } from '../../../contract/channel-text-rules'
import type { Channel } from '../../../contract/dictionaries'
import { DEFAULT_TITLE_PATTERN, TITLE_TOKENS, type TitleRow, unknownTokens } from '../../../contract/seo-titles'
import { notifySuccess } from '../../../lib/notify'
import { useGenerateTitles, useTitles } from '../api/titles'
import { hasTitleFilters, type TitleSearch, titleRequest } from '../title-search'
import { useSeoOptions } from '../use-channel-options'
import { TitleEditor } from './title-editor'

export interface TitlesScreenProps {
  search: TitleSearch
  onChange: (change: Partial<TitleSearch>) => void
  onReset: () => void
  canEdit: boolean
}

export function TitlesScreen({ search, onChange, onReset, canEdit }: TitlesScreenProps) {
  const { t } = useLingui()
  const options = useSeoOptions()
  const request = titleRequest(search)
  const channel = request.channel as Channel
  const rule = CHANNEL_TEXT_RULES[channel]
  const list = useTitles(request)
  const generate = useGenerateTitles()
  const [pattern, setPattern] = useState(DEFAULT_TITLE_PATTERN)
  const [overwrite, setOverwrite] = useState(false)
  const [selected, setSelected] = useState<TitleRow[]>([])
  const badTokens = unknownTokens(pattern)
  const patternError =
    badTokens.length > 0
      ? t`Unknown placeholders: ${badTokens.join(', ')}`
      : !/\{[a-z]+\}/.test(pattern)
        ? t`Use at least one placeholder`
        : undefined
  const targets = selected.length > 0 ? selected : (list.data?.data ?? [])
  const regenerate = () =>
    generate.mutate(
      {
        channel,
        pattern,
        goodsIds: targets.map((row) => row.id),
        overwriteManual: overwrite,
        key: crypto.randomUUID(),
      },
      {
        onSuccess: (answer) => {
          notifySuccess(t`${answer.written} titles built, ${answer.keptManual} typed by hand kept`)
          setSelected([])
        },
      },
    )
  const columns: DataTableColumn<TitleRow>[] = [
    {
      accessor: 'goodsNo',
      title: t`Goods`,
      width: 260,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.goodsNo}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {row.goodsTitle}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'title',
      title: t`SEO title`,
      render: (row) => (canEdit ? <TitleEditor row={row} /> : (row.title ?? '—')),
    },
  ]
  return (
    <Stack gap="md">
      <PageHeader title={t`SEO titles`} />
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="xs">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t`Channel`}
              w={{ base: '100%', sm: 180 }}
              data={options.channels}
              value={channel}
              allowDeselect={false}
              onChange={(value) => value && onChange({ channel: value as Channel })}
            />
            {canEdit && (
              <TextInput
                label={t`Title pattern`}
                flex={1}
                miw={240}
                value={pattern}
                onChange={(event) => setPattern(event.currentTarget.value)}
                error={patternError}
              />
            )}
            {canEdit && (
              <Button
                onClick={regenerate}
                loading={generate.isPending}
                disabled={patternError != null || targets.length === 0}
              >
                {selected.length > 0 ? t`Build ${selected.length} selected titles` : t`Build titles of this page`}
              </Button>
            )}
          </Group>
          {canEdit && (
            <Group gap="md" wrap="wrap">
              <Checkbox
                label={t`Also rebuild titles typed by hand`}
                checked={overwrite}
                onChange={(e) => setOverwrite(e.currentTarget.checked)}
              />
              <Text size="xs" c="dimmed">
                {t`Placeholders:`} {TITLE_TOKENS.map((token) => `{${token}}`).join(' ')}
              </Text>
            </Group>
          )}
          <Text size="xs" c="dimmed" data-testid="channel-rule">
            <Trans>
              {options.channelLabel(channel)}: at most {rule.titleMax} characters; forbidden words:{' '}
              {rule.forbiddenWords.join(', ')}
            </Trans>
          </Text>
        </Stack>
      </Paper>
      <FilterBar
        onReset={onReset}
        active={hasTitleFilters(search)}
        primary={
          <KeywordSearch
            value={search.keyword}
            placeholder={t`Goods no. or title`}
            onApply={(keyword) => onChange({ keyword })}
          />
        }
      >
        <Select
          label={t`Title`}
          w={{ base: '100%', sm: 180 }}
          clearable
          data={[
            { value: 'none', label: t`No SEO title yet` },
            { value: 'pattern', label: t`Built from a pattern` },
            { value: 'manual', label: t`Typed by hand` },
          ]}
          value={search.state ?? null}
          onChange={(value) => onChange({ state: (value as TitleSearch['state']) ?? undefined })}
        />
      </FilterBar>
      <DataList<TitleRow>
        label={t`SEO titles`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls({ request, onChange })}
        selectedRecords={canEdit ? selected : undefined}
        onSelectedRecordsChange={canEdit ? setSelected : undefined}
        selectLabel={(row) => t`Select ${row.goodsNo}`}
        emptyText={t`No goods match these filters`}
        renderCard={(row, selection) => (
          <Card withBorder padding="sm" radius="md">
            <Group gap="xs" wrap="nowrap" mb={4}>
              {selection}
              <Text size="sm" fw={600}>
                {row.goodsNo}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" lineClamp={1} mb={4}>
              {row.goodsTitle}
            </Text>
            {canEdit ? <TitleEditor row={row} /> : <Text size="sm">{row.title ?? '—'}</Text>}
          </Card>
        )}
      />
    </Stack>
  )
}
