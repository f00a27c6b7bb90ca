// Errors team management answers with, in one place so routes and tests agree on them.
import { ErrorCode } from '../../../src/contract/errors'
import { AppError } from '../../lib/app-error'

export const refuse = (key: ConstructorParameters<typeof AppError>[1], params?: Record<string, string | number>) =>
  new AppError(ErrorCode.RULE, key, { params })

export const forbidden = (key: ConstructorParameters<typeof AppError>[1], params?: Record<string, string | number>) =>
  new AppError(ErrorCode.FORBIDDEN, key, { params })

// A stale `version` answers through server/db/versioned.ts (lockRow, assertVersion, staleVersion).
