// A client that keeps its connection open between requests (browsers, proxies, Playwright's request
// context) can use it again after a pause: the server does not close idle connections after Node's
// 5 s default, which raced a request sent at about that moment (ECONNRESET, session 15).
import { Agent, request } from 'node:http'
import { expect, it } from 'vitest'
import { describeApp } from './helper'

function get(url: string, agent: Agent): Promise<{ status: number; port: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, port: req.socket?.localPort ?? 0 }))
    })
    req.on('error', reject)
    req.end()
  })
}

describeApp('keep-alive connections', (app) => {
  it('serves a second request on the same connection after 6 s idle', async () => {
    const address = await app().app.listen({ port: 0, host: '127.0.0.1' })
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const first = await get(`${address}/dis/ts/health`, agent)
      // The pause is what is tested (the connection idle longer than Node's 5 s): not a wait.
      await new Promise((resolve) => setTimeout(resolve, 6_000))
      const second = await get(`${address}/dis/ts/health`, agent)
      expect(first.status).toBe(200)
      expect(second.status).toBe(200)
      // The same connection (the same local port), kept open by the server through the pause.
      expect(second.port).toBe(first.port)
    } finally {
      agent.destroy()
    }
  }, 20_000)
})
