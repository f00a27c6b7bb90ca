import { describe, expect, it } from 'vitest'
import { ApiError } from '../lib/api-error'
import { shouldRetry } from './query-client'

const apiError = (status: number, isNetworkError = false) =>
  new ApiError({ message: 'x', serverCode: null, status, isNetworkError })

describe('query retries', () => {
  it('retries what may succeed later, a limited number of times', () => {
    expect(shouldRetry(0, apiError(0, true))).toBe(true)
    expect(shouldRetry(0, apiError(503))).toBe(true)
    expect(shouldRetry(1, apiError(429))).toBe(true)
    expect(shouldRetry(2, apiError(503))).toBe(false)
  })

  it('does not repeat a refused request', () => {
    expect(shouldRetry(0, apiError(400))).toBe(false)
    expect(shouldRetry(0, apiError(403))).toBe(false)
    expect(shouldRetry(0, new Error('render bug'))).toBe(false)
  })
})
