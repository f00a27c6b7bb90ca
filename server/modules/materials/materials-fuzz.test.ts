// DESIGN.md §8 for the Materials calls: random invalid bodies (JSON and multipart) never answer
// 500 and never change anything they should not; every failure is a proper envelope.

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { MATERIAL_PATHS } from '../../../src/contract/materials'
import { assertNoServerError } from '../../test/fuzz-endpoint'
import { describeApp } from '../../test/helper'
import { multipart } from './test-support'

const dataDir = mkdtempSync(path.join(tmpdir(), 'dc-materials-fuzz-'))

const ENDPOINTS: { path: string; fields: string[] }[] = [
  {
    path: MATERIAL_PATHS.list,
    fields: [
      'pageNo',
      'pageSize',
      'categoryId',
      'keyword',
      'type',
      'createdFrom',
      'createdTo',
      'sortField',
      'sortOrder',
    ],
  },
  { path: MATERIAL_PATHS.publicList, fields: ['pageNo', 'pageSize', 'keyword', 'type'] },
  { path: MATERIAL_PATHS.categoryList, fields: [] },
  { path: MATERIAL_PATHS.update, fields: ['id', 'ids', 'name', 'categoryId', 'tags', 'type', 'version'] },
  { path: MATERIAL_PATHS.remove, fields: ['ids'] },
  { path: MATERIAL_PATHS.categorySave, fields: ['id', 'pid', 'name', 'sort', 'version'] },
  { path: MATERIAL_PATHS.categoryRemove('%00'), fields: [] },
  { path: MATERIAL_PATHS.fontList, fields: ['pageNo', 'pageSize', 'keyword'] },
  { path: MATERIAL_PATHS.fontRemove, fields: ['ids'] },
]

const value = fc.oneof(
  fc.constantFrom(
    'm-demo-01',
    'm-demo-25',
    'mc-demo-dots',
    'mc-public-picks',
    '0',
    'none',
    'pattern',
    '',
    '\u0000',
    'x'.repeat(3000),
  ),
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('m-demo-01', 'm-demo-26')), { maxLength: 3 }),
  fc.jsonValue(),
)
const bodies = (fields: string[]) =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record(Object.fromEntries(fields.map((field) => [field, value])), { requiredKeys: [] }),
    },
    { weight: 1, arbitrary: fc.jsonValue() },
  )

function expectEnvelope(status: number, raw: string) {
  expect(status, raw).toBeLessThan(500)
  const envelope = JSON.parse(raw)
  expect(typeof envelope.code).toBe('number')
  if (status >= 400) expect(envelope.msg.length).toBeGreaterThan(0)
}

describeApp(
  'materials: random bad input never causes a 500',
  (get) => {
    for (const endpoint of ENDPOINTS) {
      it(`POST ${endpoint.path}`, () =>
        assertNoServerError(get, { path: endpoint.path, bodies: bodies(endpoint.fields), usernames: ['seller'] }))
    }

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
