// Shared by the team tests: calls with a fresh Idempotency-Key and multipart uploads.
import type { TestApp } from '../../test/helper'

let counter = 0
export const newKey = (label = 't') => `${label}-${process.pid}-${Date.now()}-${++counter}`

export function teamCaller(get: () => TestApp) {
  return async <T = unknown>(
    username: string,
    path: string,
    body?: unknown,
    options: { key?: string | null; locale?: 'en' | 'zh-CN'; token?: string } = {},
  ) => {
    const headers: Record<string, string> = {}
    if (options.key !== null) headers['idempotency-key'] = options.key ?? newKey()
    return get().call<T>(body === undefined ? 'GET' : 'POST', path, {
      token: options.token ?? (await get().login(username)),
      body,
      headers,
      locale: options.locale ?? 'en',
    })
  }
}

export async function upload(
  get: () => TestApp,
  token: string,
  path: string,
  file: Buffer,
  filename: string,
  type: string,
) {
  const boundary = `----team${Date.now()}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)])
  const response = await get().app.inject({
    method: 'POST',
    url: `/dis/ts${path}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': 'en',
      'idempotency-key': newKey('upload'),
    },
    payload,
  })
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: unknown } }
}
