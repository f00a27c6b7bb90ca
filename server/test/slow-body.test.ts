// Issue 14 item 7: a request whose body trickles in (one byte at a time) is cut off with 408 once
// REQUEST_TIMEOUT_MS has passed, instead of holding its connection open for as long as it likes.
// A real listening server and a raw socket: inject never sees a slow client.
import { connect } from 'node:net'
import { expect, it } from 'vitest'
import { describeApp } from './helper'

describeApp(
  'slow request bodies',
  (get) => {
    it('closes a POST trickling a byte every 300 ms with 408 after the 1.5 s request time-out', async () => {
      const address = await get().app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = new URL(address)
      const socket = connect(Number(port), '127.0.0.1')
      socket.write(
        'POST /dis/ts/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      )
      const started = Date.now()
      const trickle = setInterval(() => socket.writable && socket.write(' '), 300)
      let answer = ''
      socket.on('data', (chunk) => {
        answer += chunk.toString()
      })
      const closedAfter = await new Promise<number>((resolve) => {
        socket.on('close', () => resolve(Date.now() - started))
        socket.on('error', () => {})
        // Bounded, so the test fails (instead of hanging) where no time-out exists.
        setTimeout(() => resolve(Number.POSITIVE_INFINITY), 12_000)
      })
      clearInterval(trickle)
      socket.destroy()
      console.info(`slow body closed after ${closedAfter} ms`)
      expect(closedAfter).toBeLessThan(4_000)
      expect(answer).toMatch(/^HTTP\/1\.1 408/)
    }, 20_000)
  },
  { config: { requestTimeoutMs: 1_500 } },
)
