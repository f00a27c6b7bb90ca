// Importing keywords from CSV or XLSX: a column headed keyword / 关键词 (or the first column), an
// optional "tags" column (separated by , ; or |), and the language and channel the rows are for.
// Duplicates — in the file or already in the library, whatever their case or width — are merged.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Drawer,
  FileInput,
  Group,
  Progress,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import type { TextLanguage } from '../../../contract/seo-common'
import { KEYWORD_IMPORT_BATCH, type KeywordChannel, type KeywordImportResult } from '../../../contract/seo-keywords'
import { errorMessage } from '../../../lib/error-message'
import { columnValues, readTableFile, TABLE_FILE_ACCEPT, TableFileError } from '../../../lib/table-file'
import { importKeywordBatch, keywordKeys } from '../api/keywords'
import { KEYWORD_REFUSAL_LABELS } from '../labels'
import { useSeoOptions } from '../use-channel-options'

type Outcome = KeywordImportResult & { total: number }

export function ImportKeywordsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const isPhone = useIsPhone()
  const options = useSeoOptions()
  const client = useQueryClient()
  const [file, setFile] = useState<File | null>(null)
  const [language, setLanguage] = useState<TextLanguage>('en')
  const [channel, setChannel] = useState<KeywordChannel>('all')
  const [running, setRunning] = useState<{ done: number; total: number } | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const run = async () => {
    if (!file) return
    setProblem(null)
    setOutcome(null)
    try {
      const table = await readTableFile(file)
      const rows = columnValues(table, /^(keywords?|search terms?|关键词|搜索词)$/i)
      const header = table.find((row) => row.some((v) => v.trim() !== '')) ?? []
      const tagsAt = header.findIndex((value) => /^(tags?|标签)$/i.test(value.trim()))
      const result: Outcome = { created: 0, merged: 0, refused: [], total: rows.length }
      setRunning({ done: 0, total: rows.length })
      for (let i = 0; i < rows.length; i += KEYWORD_IMPORT_BATCH) {
        const batch = rows.slice(i, i + KEYWORD_IMPORT_BATCH)
        const answer = await importKeywordBatch(
          {
            language,
            channel,
            rows: batch.map((row) => ({
              rowNo: row.rowNo,
              keyword: row.value.slice(0, 500),
              tags:
                tagsAt >= 0
                  ? [
                      ...new Set(
                        (row.cells[tagsAt] ?? '')
                          .split(/[,;|，；]/)
                          .map((tag) => tag.trim().slice(0, 20))
                          .filter(Boolean),
                      ),
                    ].slice(0, 10)
                  : undefined,
            })),
          },
          crypto.randomUUID(),
        )
        result.created += answer.created
        result.merged += answer.merged
        result.refused.push(...answer.refused)
        setRunning({ done: Math.min(i + batch.length, rows.length), total: rows.length })
      }
      setOutcome(result)
    } catch (error) {
      setProblem(
        error instanceof TableFileError
          ? error.problem === 'badType'
            ? t`Choose a .csv or .xlsx file`
            : t`The file could not be read`
          : errorMessage(error),
      )
    } finally {
      setRunning(null)
      void client.invalidateQueries({ queryKey: keywordKeys.lists() })
    }
  }

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      title={t`Import keywords`}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>
            One keyword per row, in a column headed “keyword” (or the first column); an optional “tags” column.
            Duplicates are merged whatever their case or full-width spelling; a keyword longer than the channel allows
            is refused with its row number.
          </Trans>
        </Text>
        <Group grow>
          <Select
            label={t`Language`}
            data={options.languages}
            value={language}
            onChange={(v) => v && setLanguage(v as TextLanguage)}
            allowDeselect={false}
          />
          <Select
            label={t`Channel`}
            data={options.keywordChannels}
            value={channel}
            onChange={(v) => v && setChannel(v as KeywordChannel)}
            allowDeselect={false}
          />
        </Group>
        <FileInput
          label={t`File`}
          placeholder={t`Choose a file`}
          accept={TABLE_FILE_ACCEPT}
          value={file}
          onChange={setFile}
          clearable
        />
        <Group>
          <Button onClick={() => void run()} disabled={!file || running != null} loading={running != null}>
            <Trans>Import</Trans>
          </Button>
        </Group>
        {running && (
          <Progress value={running.total ? (100 * running.done) / running.total : 0} aria-label={t`Import progress`} />
        )}
        {problem && (
          <Alert color="red" title={t`Import failed`}>
            {problem}
          </Alert>
        )}
        {outcome && (
          <Stack gap="xs" data-testid="keyword-import-result">
            <Alert color={outcome.refused.length ? 'yellow' : 'green'} title={t`Import finished`}>
              {t`${outcome.created} keywords added, ${outcome.merged} duplicates merged, ${outcome.refused.length} rows refused, of ${outcome.total} rows`}
            </Alert>
            {outcome.refused.length > 0 && (
              <ScrollArea.Autosize mah={300}>
                <Table fz="sm" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`Row`}</Table.Th>
                      <Table.Th>{t`Keyword`}</Table.Th>
                      <Table.Th>{t`Reason`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {outcome.refused.map((row) => (
                      <Table.Tr key={row.rowNo}>
                        <Table.Td>{row.rowNo}</Table.Td>
                        <Table.Td style={{ wordBreak: 'break-all' }}>{row.keyword}</Table.Td>
                        <Table.Td>
                          {i18n._(KEYWORD_REFUSAL_LABELS[row.reason])}
                          {row.max !== undefined && ` (≤ ${row.max})`}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </Stack>
        )}
      </Stack>
    </Drawer>
  )
}
