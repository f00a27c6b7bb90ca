// Export of the production jobs shown (stage filter applied), from the device, for accounts with
// production.export. It needs no network: the rows are the mirror's.
import { useLingui } from '@lingui/react/macro'
import { useAccess } from '../../../components/access'
import { ExportMenu } from '../../../components/list-page/export-menu'
import { exportFileName } from '../../../lib/export/export-list'
import { buildExportFile } from '../../../lib/export/table-export'
import { useLocale } from '../../../lib/i18n'
import { jobExportColumns } from '../export-jobs'
import type { JobView } from '../job-view'

export function ProductionExportMenu({ views }: { views: JobView[] }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const can = useAccess()
  if (!can('production.export')) return null
  return (
    <ExportMenu
      disabled={views.length === 0}
      run={async (format, onProgress, signal) => {
        onProgress(views.length, views.length)
        const file = await buildExportFile(
          format,
          views,
          jobExportColumns(i18n, locale),
          exportFileName(t`production-jobs`),
        )
        signal.throwIfAborted()
        return file
      }}
    />
  )
}
