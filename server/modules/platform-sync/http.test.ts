import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { FetchFailure, fetchJson } from './http'

let server: Server | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/** A marketplace whose connection drops on the first `drops` requests, as a closed kept-alive socket does. */
async function marketplace(drops: number): Promise<{ url: URL; requests: () => number }> {
  let requests = 0
  server = createServer((request, response) => {
    requests += 1
    if (requests <= drops) return request.socket.destroy()
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ page: 1, orders: [] }))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: new URL(`http://127.0.0.1:${port}/orders`), requests: () => requests }
}

const options = { timeoutMs: 5000, maxBytes: 1024 * 1024 }

describe('fetchJson', () => {
  it('asks once more on a fresh connection when the connection is dropped before an answer', async () => {
    const shop = await marketplace(1)
    expect(await fetchJson(shop.url, options)).toEqual({ page: 1, orders: [] })
    expect(shop.requests()).toBe(2)
  })

  it('asks only once more: a marketplace that keeps dropping is unreachable', async () => {
    const shop = await marketplace(5)
    const failure = await fetchJson(shop.url, options).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(FetchFailure)
    expect((failure as FetchFailure).kind).toBe('unreachable')
    expect(shop.requests()).toBe(2)
  })
})
