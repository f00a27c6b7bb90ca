// Importing codes from a CSV or XLSX file: the column headed code / GTIN / EAN / UPC (or the
// first column of a bare list) is sent in batches of 1,000; each batch answers which rows went in
// and which were refused and why (check digit, length, duplicates) — shown row by row.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Drawer, FileInput, Group, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import {
  PRODUCT_CODE_IMPORT_BATCH,
  PRODUCT_CODE_IMPORT_MAX_ROWS,
  type ProductCodeImportResult,
} from '../../../contract/product-codes'
import { errorMessage } from '../../../lib/error-message'
import { columnValues, readTableFile, TABLE_FILE_ACCEPT, TableFileError } from '../../../lib/table-file'
import { codeKeys, importCodeBatch } from '../api/codes'
import { REFUSAL_LABELS } from '../labels'

interface Outcome {
  inserted: number
  refused: ProductCodeImportResult['refused']
  total: number
}

export function ImportCodesDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const isPhone = useIsPhone()
  const client = useQueryClient()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const fileProblem = (error: unknown) => {
    if (!(error instanceof TableFileError)) return errorMessage(error)
    if (error.problem === 'badType') return t`Choose a .csv or .xlsx file`
    if (error.problem === 'empty') return t`The file has no rows`
    if (error.problem === 'tooLarge') return t`The file is larger than 20 MB`
    return t`The file could not be read`
  }

  const run = async () => {
    if (!file) return
    setProblem(null)
    setOutcome(null)
    try {
      const rows = columnValues(await readTableFile(file), /^(code|gtin|ean|upc|barcode|条码|编码|商品编码)/i)
      if (rows.length > PRODUCT_CODE_IMPORT_MAX_ROWS) {
        setProblem(t`The file has ${rows.length} rows; at most ${PRODUCT_CODE_IMPORT_MAX_ROWS} per import`)
        return
      }
      const result: Outcome = { inserted: 0, refused: [], total: rows.length }
      setProgress({ done: 0, total: rows.length })
      // One key per batch, made now: a batch retried after a dropped connection is not imported twice.
      const batches = Array.from({ length: Math.ceil(rows.length / PRODUCT_CODE_IMPORT_BATCH) }, (_, i) => ({
        rows: rows.slice(i * PRODUCT_CODE_IMPORT_BATCH, (i + 1) * PRODUCT_CODE_IMPORT_BATCH),
        key: crypto.randomUUID(),
      }))
      for (const batch of batches) {
        const answer = await importCodeBatch(
          { fileName: file.name, rows: batch.rows.map((row) => ({ rowNo: row.rowNo, code: row.value.slice(0, 64) })) },
          batch.key,
        )
        result.inserted += answer.inserted
        result.refused.push(...answer.refused)
        setProgress((current) => ({ done: (current?.done ?? 0) + batch.rows.length, total: rows.length }))
      }
      setOutcome(result)
    } catch (error) {
      setProblem(fileProblem(error))
    } finally {
      setProgress(null)
      void client.invalidateQueries({ queryKey: codeKeys.all })
    }
  }

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      title={t`Import product codes`}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>
            A CSV or XLSX file with one code per row, in a column headed “code”, “GTIN”, “EAN” or “UPC” (or the first
            column). EAN-8, UPC-A (12 digits), EAN-13 and GTIN-14 are accepted; every check digit is verified and a
            wrong row is refused with its reason — the other rows are imported.
          </Trans>
        </Text>
        <FileInput
          label={t`File`}
          placeholder={t`Choose a file`}
          accept={TABLE_FILE_ACCEPT}
          value={file}
          onChange={setFile}
          clearable
        />
        <Group>
          <Button onClick={() => void run()} disabled={!file || progress != null} loading={progress != null}>
            <Trans>Import</Trans>
          </Button>
        </Group>
        {progress && (
          <Stack gap={4}>
            <Progress
              value={progress.total ? (100 * progress.done) / progress.total : 0}
              aria-label={t`Import progress`}
            />
            <Text size="xs" c="dimmed">
              {t`${progress.done} of ${progress.total} rows sent`}
            </Text>
          </Stack>
        )}
        {problem && (
          <Alert color="red" title={t`Import failed`}>
            {problem}
          </Alert>
        )}
        {outcome && (
          <Stack gap="xs" data-testid="code-import-result">
            <Alert color={outcome.refused.length ? 'yellow' : 'green'} title={t`Import finished`}>
              {t`${outcome.inserted} codes imported, ${outcome.refused.length} rows refused, of ${outcome.total} rows`}
            </Alert>
            {outcome.refused.length > 0 && (
              <ScrollArea.Autosize mah={360}>
                <Table fz="sm" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`Row`}</Table.Th>
                      <Table.Th>{t`Code`}</Table.Th>
                      <Table.Th>{t`Reason`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {outcome.refused.map((row) => (
                      <Table.Tr key={row.rowNo}>
                        <Table.Td>{row.rowNo}</Table.Td>
                        <Table.Td ff="monospace">{row.code}</Table.Td>
                        <Table.Td>
                          {i18n._(REFUSAL_LABELS[row.reason])}
                          {row.expected !== undefined && ` (${t`expected ${row.expected}`})`}
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
