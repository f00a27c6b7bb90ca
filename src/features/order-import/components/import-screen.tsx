// The order import screen of one kind: choose a file (template downloadable), check the column
// mapping, look at the preview, import in batches with progress, read and download the report;
// recent imports below. The import keeps running if the user leaves: its record shows the counts.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core'
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useBlocker } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import { confirm } from '../../../components/confirm-dialog'
import { PageHeader } from '../../../components/list-page/page-header'
import { IMPORT_KIND_CHANNEL, IMPORT_MAX_ROWS, type ImportKind } from '../../../contract/order-import'
import { errorMessage } from '../../../lib/error-message'
import { useFirstContentShown } from '../../../lib/first-content'
import { useShops } from '../../../lookups/api/get-shops'
import { importKeys } from '../api/keys'
import { type ImportProgress, runImport } from '../api/run-import'
import { KIND_HINTS, KIND_LABELS } from '../import-labels'
import { KIND_SPECS } from '../kinds'
import { type ColumnMapping, guessMapping, mapRows, type ParsedTable, previewRows } from '../mapping'
import { ACCEPTED_EXTENSIONS, ReadFileError, readImportFile } from '../read-file'
import { buildTemplate } from '../template'
import { DownloadMenu } from './download-menu'
import { MappingSection } from './mapping-section'
import { PreviewSection } from './preview-section'
import { RecentImports } from './recent-imports'
import { ResultSection } from './result-section'

export interface ImportScreenProps {
  kind: ImportKind
  onOpenOrders: () => void
}

interface Loaded {
  fileName: string
  table: ParsedTable
}

export function ImportScreen({ kind, onOpenOrders }: ImportScreenProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  // The form is the screen's content, drawn at once: the shops (a gated lookup) may follow it.
  useFirstContentShown(true)
  const shops = useShops() ?? null
  const [file, setFile] = useState<File | null>(null)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [readError, setReadError] = useState<string | null>(null)
  const [reading, setReading] = useState(false)
  const [mapping, setMapping] = useState<ColumnMapping>({})
  const [defaultShop, setDefaultShop] = useState<string | null>(null)
  const [progress, setProgress] = useState<ImportProgress | null>(null)
  const [running, setRunning] = useState(false)
  const [stoppedBecause, setStoppedBecause] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)
  const spec = KIND_SPECS[kind]

  const implied = useMemo(() => new Set(Object.keys(spec.defaults ?? {})), [spec])
  const rows = useMemo(
    () => (loaded ? mapRows(loaded.table, mapping, kind, { defaultShop: defaultShop ?? undefined }) : []),
    [loaded, mapping, kind, defaultShop],
  )
  const preview = useMemo(() => previewRows(rows, kind, shops), [rows, kind, shops])
  const badRows = preview.filter((row) => row.problems.length > 0).length

  const readProblem = (problem: ReadFileError['problem']) =>
    ({
      tooLarge: t`The file is larger than 10 MB.`,
      tooManyRows: t`The file has more than ${IMPORT_MAX_ROWS} rows; split it into smaller files.`,
      empty: t`The file has no rows under its header.`,
      unreadable: t`The file could not be read. Save it as CSV or XLSX and try again.`,
      badType: t`Choose a CSV, TXT or XLSX file.`,
    })[problem]

  const choose = async (chosen: File | null) => {
    setFile(chosen)
    setLoaded(null)
    setProgress(null)
    setReadError(null)
    setStoppedBecause(null)
    if (!chosen) return
    setReading(true)
    try {
      const table = await readImportFile(chosen)
      setLoaded({ fileName: chosen.name, table })
      setMapping(guessMapping(table.headers, kind))
    } catch (error) {
      setReadError(error instanceof ReadFileError ? readProblem(error.problem) : t`The file could not be read.`)
    } finally {
      setReading(false)
    }
  }

  const start = async () => {
    if (!loaded) return
    const controller = new AbortController()
    abort.current = controller
    setRunning(true)
    setStoppedBecause(null)
    setProgress({ doneRows: 0, totalRows: rows.length, results: [], record: null })
    try {
      await runImport(kind, loaded.fileName, rows, setProgress, controller.signal)
      if (controller.signal.aborted) setStoppedBecause(t`Stopped: the remaining rows were not sent.`)
    } catch (error) {
      setStoppedBecause(t`The import stopped: ${errorMessage(error)}`)
    } finally {
      setRunning(false)
      void queryClient.invalidateQueries({ queryKey: importKeys.lists() })
    }
  }

  // A chosen file that was not imported yet is work the user would lose by leaving. A running
  // import is not: it goes on, and its record below shows how it ends.
  const unsent = loaded !== null && progress === null
  useBlocker({
    shouldBlockFn: async () =>
      unsent &&
      !(await confirm({
        title: t`Leave without importing?`,
        message: t`The file you chose has not been imported yet.`,
        confirmLabel: t`Leave`,
      })),
    enableBeforeUnload: unsent,
  })

  const startOver = () => void choose(null)
  const channel = IMPORT_KIND_CHANNEL[kind]
  const exampleShop = shops?.find((shop) => !channel || shop.channel === channel)?.name ?? ''

  return (
    <Stack gap="md">
      <PageHeader
        title={i18n._(KIND_LABELS[kind])}
        actions={
          <DownloadMenu label={<Trans>Template</Trans>} build={(format) => buildTemplate(kind, format, exampleShop)} />
        }
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text size="sm">{i18n._(KIND_HINTS[kind])}</Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <FileInput
              label={t`Order file`}
              placeholder={t`Choose a CSV or XLSX file`}
              accept={ACCEPTED_EXTENSIONS.join(',')}
              value={file}
              onChange={(chosen) => void choose(chosen)}
              leftSection={<IconFileSpreadsheet size={18} />}
              clearable
              disabled={running || reading}
              error={readError}
              w={{ base: '100%', sm: 420 }}
            />
          </Group>
          {loaded && (
            <Text size="xs" c="dimmed">
              <Trans>
                {loaded.table.rows.length} rows and {loaded.table.headers.length} columns read from {loaded.fileName}
              </Trans>
            </Text>
          )}
        </Stack>
      </Paper>
      {loaded && !progress && (
        <>
          <MappingSection
            headers={loaded.table.headers}
            mapping={mapping}
            onChange={setMapping}
            implied={implied}
            hasVariation={Boolean(spec.variation)}
            shops={shops}
            defaultShop={defaultShop}
            onDefaultShopChange={setDefaultShop}
          />
          <PreviewSection rows={preview} />
          <Group gap="sm" wrap="wrap">
            <Button leftSection={<IconUpload size={16} />} onClick={() => void start()} disabled={rows.length === 0}>
              <Trans>Import {rows.length} rows</Trans>
            </Button>
            {badRows > 0 && (
              <Text size="sm" c="dimmed">
                <Trans>Rows with problems are not imported; the report lists them.</Trans>
              </Text>
            )}
          </Group>
        </>
      )}
      {progress && loaded && (
        <ResultSection
          progress={progress}
          running={running}
          stoppedBecause={stoppedBecause}
          fileName={loaded.fileName}
          onCancel={() => abort.current?.abort()}
          onOpenOrders={onOpenOrders}
          onStartOver={startOver}
        />
      )}
      <RecentImports />
    </Stack>
  )
}
