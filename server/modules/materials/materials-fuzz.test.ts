// Random bodies for every call are fuzzed in server/test/routes.test.ts; what stays here needs this area's own setup.
// DESIGN.md §8 for the Materials calls: random invalid bodies (JSON and multipart) never answer
// 500 and never change anything they should not; every failure is a proper envelope.

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { MATERIAL_PATHS } from '../../../src/contract/materials'
import { describeApp } from '../../test/helper'
import { multipart } from './test-support'

const dataDir = mkdtempSync(path.join(tmpdir(), 'dc-materials-fuzz-'))

function expectEnvelope(status: number, raw: string) {
  expect(status, raw).toBeLessThan(500)
  const envelope = JSON.parse(raw)
  expect(typeof envelope.code).toBe('number')
  if (status >= 400) expect(envelope.msg.length).toBeGreaterThan(0)
}

describeApp(
  'materials: random bad input never causes a 500',
  (get) => {
    it('POST /material/manage/save with random parts', async () => {
      const token = await get().login('seller')
      const part = fc.record({
        name: fc.constantFrom('file', 'categoryId', 'type', 'tags', 'other'),
        fileName: fc.option(fc.constantFrom('a.png', 'b.jpg', '../../etc/passwd', '', '\u0000.png'), {
          nil: undefined,
        }),
        body: fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
        ),
      })
      await fc.assert(
        fc.asyncProperty(fc.array(part, { maxLength: 4 }), async (parts) => {
          const { payload, contentType } = multipart(parts)
          const response = await get().app.inject({
            method: 'POST',
            url: `/dis/ts${MATERIAL_PATHS.save}`,
            headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
            payload,
          })
          expectEnvelope(response.statusCode, response.body)
        }),
        { numRuns: 40 },
      )
    })
  },
  { config: { dataDir } },
)
