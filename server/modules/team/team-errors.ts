// Errors team management answers with, in one place so routes and tests agree on them.
import { ErrorCode } from '../../../src/contract/errors'
import { AppError } from '../../lib/app-error'

export const refuse = (key: ConstructorParameters<typeof AppError>[1], params?: Record<string, string | number>) =>
  new AppError(ErrorCode.RULE, key, { params })

export const forbidden = (key: ConstructorParameters<typeof AppError>[1], params?: Record<string, string | number>) =>
  new AppError(ErrorCode.FORBIDDEN, key, { params })

/** A stale `version`: 412 with the current row attached. */
export const stale = (current: unknown) =>
  new AppError(ErrorCode.STALE_VERSION, 'conflict.staleVersion', { extra: { data: current } })

export function checkVersion(row: { version: number }, version: number | undefined, current: () => unknown) {
  if (version !== undefined && version !== row.version) throw stale(current())
}
