// The production jobs export: the jobs the screen shows (the stage filter applied), read from the
// device like the screen itself, so it also works offline and shows moves still waiting to send.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isFinalStage } from '../../contract/production'
import type { ExportColumn } from '../../lib/export/table-export'
import { formatDateTime } from '../../lib/format-date'
import { STAGE_LABELS } from '../../lookups/stage-labels'
import { isOverdue } from './format'
import type { JobView } from './job-view'

const HEADERS = {
  jobNo: msg`Job no.`,
  stage: msg`Stage`,
  waiting: msg`Waiting to sync`,
  purchaseNo: msg`Purchase order no.`,
  distributor: msg`Distributor`,
  factory: msg`Factory`,
  products: msg`Products`,
  items: msg`Items`,
  dueAt: msg`Due`,
  overdue: msg`Overdue`,
  defect: msg`Defect reason`,
  createdAt: msg`Created`,
  updatedAt: msg`Updated`,
  yes: msg`Yes`,
}

/** "T-shirt (SKU-1, Black / L) × 2; Mug × 1" */
const productsOf = (view: JobView) =>
  view.job.lines
    .map((line) => {
      const detail = [line.sku, Object.values(line.spec).join(' / ')].filter(Boolean).join(', ')
      return `${line.title}${detail ? ` (${detail})` : ''} × ${line.quantity}`
    })
    .join('; ')

export function jobExportColumns(i18n: I18n, locale: string): ExportColumn<JobView>[] {
  const h = (key: keyof typeof HEADERS) => i18n._(HEADERS[key])
  return [
    { header: h('jobNo'), value: (view) => view.job.jobNo, width: 18 },
    { header: h('stage'), value: (view) => i18n._(STAGE_LABELS[view.stage]), width: 12 },
    { header: h('waiting'), value: (view) => (view.stage !== view.job.stage ? h('yes') : ''), width: 8 },
    { header: h('purchaseNo'), value: (view) => view.job.purchaseNo, width: 22 },
    { header: h('distributor'), value: (view) => view.job.distributorName, width: 20 },
    { header: h('factory'), value: (view) => view.job.factoryName, width: 20 },
    { header: h('products'), value: productsOf, width: 48 },
    { header: h('items'), value: (view) => view.job.itemCount, width: 8 },
    { header: h('dueAt'), value: (view) => formatDateTime(view.job.dueAt, locale), width: 18 },
    {
      header: h('overdue'),
      value: (view) => (isOverdue(view.job.dueAt, isFinalStage(view.stage)) ? h('yes') : ''),
      width: 8,
    },
    { header: h('defect'), value: (view) => view.job.defectReason ?? '', width: 28 },
    { header: h('createdAt'), value: (view) => formatDateTime(view.job.createdAt, locale), width: 18 },
    { header: h('updatedAt'), value: (view) => formatDateTime(view.job.updatedAt, locale), width: 18 },
  ]
}
