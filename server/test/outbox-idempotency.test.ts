/// <reference types="vite/client" />
// Issue 14 item 12: every call the offline outbox replays requires an Idempotency-Key, declared in
// one place (src/contract/outbox-calls.ts). This test finds the outbox operations by their files,
// so a new operation whose path is not declared fails here, and calls each path without a key.
import { describe, expect, it } from 'vitest'
import { API_BASE } from '../../src/contract/constants'
import { OUTBOX_REPLAYED_PATHS } from '../../src/contract/outbox-calls'
import { describeApp } from './helper'

const operationFiles = import.meta.glob<Record<string, unknown>>(
  ['../../src/db/outbox/operations/*.ts', '!../../src/db/outbox/operations/*.test.ts'],
  { eager: true },
)
const operationPaths = Object.values(operationFiles).flatMap((exports) =>
  Object.values(exports)
    .filter((value): value is { name: string; path: string } => typeof (value as { path?: unknown })?.path === 'string')
    .map((operation) => operation.path),
)

describe('calls the outbox replays', () => {
  it('are all declared in OUTBOX_REPLAYED_PATHS', () => {
    expect(operationPaths.length).toBeGreaterThanOrEqual(3)
    for (const path of operationPaths) expect(OUTBOX_REPLAYED_PATHS, path).toContain(path)
  })
})

describeApp('Idempotency-Key on replayed calls', (get) => {
  it.each([...OUTBOX_REPLAYED_PATHS])('POST %s without a key answers 400 "is required"', async (path) => {
    const index = get().app.routeIndex
    expect(index.some((route) => route.method === 'POST' && route.url === `${API_BASE}${path}`)).toBe(true)
    let answered = false
    for (const username of ['seller', 'factory']) {
      const token = await get().login(username)
      const en = await get().call('POST', path, { token, body: { id: 'x' }, locale: 'en' })
      if (en.status === 403) continue
      answered = true
      expect(en.status).toBe(400)
      expect(en.body.msg).toBe('Idempotency-Key: is required')
      const zh = await get().call('POST', path, { token, body: { id: 'x' } })
      expect(zh.body.msg).toBe('Idempotency-Key：不能为空')
      // With a key the same call gets as far as its body.
      const keyed = await get().call('POST', path, { token, body: {}, headers: { 'idempotency-key': `k-${path}` } })
      expect(keyed.status).toBe(400)
      expect(keyed.body.msg).not.toMatch(/Idempotency-Key/)
    }
    expect(answered).toBe(true)
  })
})
