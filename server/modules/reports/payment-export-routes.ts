// POST /sale/payment/export/mark: the payment records an export wrote become "exported".
// Idempotency-Key required: the client retries a lost answer with the same key.
import type { FastifyInstance } from 'fastify'
import { PAYMENT_EXPORT_PATHS, paymentExportMarkSchema } from '../../../src/contract/payment-export'
import { mutation } from '../../lib/route'
import { markPaymentsExported } from './payment-export'

export async function paymentExportRoutes(app: FastifyInstance) {
  mutation(app, {
    path: PAYMENT_EXPORT_PATHS.mark,
    permission: { key: 'report_unpaid', action: 'export' },
    body: paymentExportMarkSchema,
    idempotency: 'required',
    run: (tx, caller, { ids }) => markPaymentsExported(tx, caller.did, ids),
  })
}
