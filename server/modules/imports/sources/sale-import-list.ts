// sale_import (paged): the tenant's recent order imports (file, kind, who, counts), newest first.
import {
  IMPORT_KINDS,
  IMPORT_PERMISSIONS,
  SALE_IMPORT_SOURCE,
  saleImportListSchema,
} from '../../../../src/contract/order-import'
import { defineListSource } from '../../ds/public'
import { listImports } from '../import-records'

export const saleImportListSource = defineListSource({
  name: SALE_IMPORT_SOURCE,
  params: saleImportListSchema,
  // Anyone who may import some kind of file sees the import records.
  permission: IMPORT_KINDS.map((kind) => ({ key: IMPORT_PERMISSIONS[kind], action: 'import' as const })),
  handler: (params, ctx) => listImports(ctx.db, ctx.tenant, params),
})
