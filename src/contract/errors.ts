// Stable numeric error codes of the API envelope (DESIGN.md §4). `code` 0 is success;
// every other code pairs with the HTTP status that tells its class.

export const ErrorCode = {
  OK: 0,
  /** Body, query or params failed validation. */
  VALIDATION: 40000,
  /** A business rule refused the change (e.g. a transition the state machine does not allow). */
  RULE: 40001,
  BAD_CREDENTIALS: 40002,
  BAD_SMS_CODE: 40003,
  WEAK_PASSWORD: 40004,
  ALREADY_EXISTS: 40005,
  UNAUTHORIZED: 40100,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  CONFLICT: 40900,
  IN_FLIGHT: 40901,
  STALE_VERSION: 41200,
  PAYLOAD_TOO_LARGE: 41300,
  UNSUPPORTED_MEDIA: 41500,
  IDEMPOTENCY_MISMATCH: 42200,
  RATE_LIMITED: 42900,
  INTERNAL: 50000,
  UPSTREAM: 50200,
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/** HTTP status of each error code: the class of the failure. */
export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  [ErrorCode.OK]: 200,
  [ErrorCode.VALIDATION]: 400,
  [ErrorCode.RULE]: 400,
  [ErrorCode.BAD_CREDENTIALS]: 400,
  [ErrorCode.BAD_SMS_CODE]: 400,
  [ErrorCode.WEAK_PASSWORD]: 400,
  [ErrorCode.ALREADY_EXISTS]: 409,
  [ErrorCode.UNAUTHORIZED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.IN_FLIGHT]: 409,
  [ErrorCode.STALE_VERSION]: 412,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.UNSUPPORTED_MEDIA]: 415,
  [ErrorCode.IDEMPOTENCY_MISMATCH]: 422,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.INTERNAL]: 500,
  [ErrorCode.UPSTREAM]: 502,
}

/** The client-side error flag of SPEC.md §7: any non-zero code reaches the caller as -1. */
export const CLIENT_ERROR_FLAG = -1
