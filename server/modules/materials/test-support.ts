// Shared by the materials tests: pictures made with sharp, multipart bodies and an upload call.
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import type { TestApp } from '../../test/helper'

export const png = (width = 64, height = 48, density = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#e8542c' } })
    .withDensity(density)
    .png()
    .toBuffer()

export const jpeg = (width = 80, height = 60) =>
  sharp({ create: { width, height, channels: 3, background: '#3a5fcd' } })
    .jpeg()
    .toBuffer()

/**
 * A real PNG of exactly `bytes`, padded with a private ancillary chunk before IEND (readers skip
 * it). Padding after IEND would not do: uploads keep only the picture's own bytes.
 */
export async function bigPng(bytes: number) {
  const body = await png(32, 32)
  const iend = body.length - 12
  const data = Buffer.alloc(bytes - body.length - 12, 0)
  const chunk = Buffer.alloc(12 + data.length)
  chunk.writeUInt32BE(data.length, 0)
  chunk.write('zzPd', 4, 'latin1')
  data.copy(chunk, 8)
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length)
  return Buffer.concat([body.subarray(0, iend), chunk, body.subarray(iend)])
}

export interface Part {
  name: string
  fileName?: string
  type?: string
  body: Buffer | string
}

export function multipart(parts: Part[]) {
  const boundary = `----materials${Date.now()}${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.fileName ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

export async function upload<T = unknown>(
  get: () => TestApp,
  path: string,
  parts: Part[],
  options: { token?: string; locale?: 'en' | 'zh-CN'; key?: string } = {},
) {
  const { payload, contentType } = multipart(parts)
  const headers: Record<string, string> = { 'content-type': contentType }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.locale) headers['accept-language'] = options.locale
  if (options.key) headers['idempotency-key'] = options.key
  const response = await get().app.inject({ method: 'POST', url: `/dis/ts${path}`, headers, payload })
  return {
    status: response.statusCode,
    body: response.json() as { code: number; msg: string; data: T },
  }
}
