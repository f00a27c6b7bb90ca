import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { ChannelError } from './errors'
import { channelFetch } from './http'

let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/**
 * A channel that drops a kept-alive connection when a later request arrives on it — what a
 * request sent on a socket the channel closed while idle meets. `drops` such requests are dropped.
 */
async function channel(drops: number) {
  const served = new WeakSet<Socket>()
  let dropped = 0
  let requests = 0
  server = createServer((request, response) => {
    requests += 1
    if (served.has(request.socket) && dropped < drops) {
      dropped += 1
      return request.socket.destroy()
    }
    served.add(request.socket)
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ ok: requests }))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: new URL(`http://127.0.0.1:${port}/products`), requests: () => requests }
}

const call = (url: URL) => channelFetch({ method: 'PUT', url, body: '{"sku":"A"}', timeoutMs: 5000 })
const read = (url: URL) => channelFetch({ method: 'GET', url, timeoutMs: 5000 })

describe('channelFetch on a kept-alive connection', () => {
  it('asks a GET again once on a fresh connection when the reused one is dropped before an answer', async () => {
    const shop = await channel(1)
    expect((await read(shop.url)).body).toEqual({ ok: 1 })
    expect((await read(shop.url)).body).toEqual({ ok: 3 })
    expect(shop.requests()).toBe(3)
  })

  it('never resends a PUT: the channel may have acted on it before the connection dropped', async () => {
    const shop = await channel(1)
    expect((await call(shop.url)).body).toEqual({ ok: 1 })
    expect(await call(shop.url).catch((error: unknown) => error)).toBeInstanceOf(ChannelError)
    expect(shop.requests()).toBe(2)
  })

  it('a fresh connection that is dropped is not sent again: the channel is unreachable', async () => {
    let requests = 0
    server = createServer((request) => {
      requests += 1
      request.socket.destroy()
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const failure = await call(new URL(`http://127.0.0.1:${port}/products`)).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ChannelError)
    expect(requests).toBe(1)
  })

  it('lets an idle connection go before the channel closes it, as its Keep-Alive says (a POST then meets no reset)', async () => {
    let connections = 0
    server = createServer((_, response) => {
      response.setHeader('content-type', 'application/json')
      response.end('{"ok":true}')
    })
    // Node's server closes idle connections after this and announces it: `Keep-Alive: timeout=2`.
    server.keepAliveTimeout = 2_000
    server.on('connection', () => {
      connections += 1
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const url = new URL(`http://127.0.0.1:${port}/auth/token/create`)
    const post = () => channelFetch({ method: 'POST', url, body: '{}', timeoutMs: 5000 })
    await post()
    await post()
    expect(connections).toBe(1) // kept alive between calls close together
    // Past the announced 2 s less a second's margin, before the channel's own close.
    await new Promise((resolve) => setTimeout(resolve, 1_400))
    expect((await post()).body).toEqual({ ok: true })
    expect(connections).toBe(2)
  })
})
