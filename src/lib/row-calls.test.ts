// The online bulk runner: every row is its own call with its own key, and the outcome of each row
// tells refused (the server decided) from unsent (no answer: the same key may be sent again).
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { type RowOutcome, rowCalls, runRowCalls } from './row-calls'

const refusal = (status: number, message: string) => new ApiError({ message, serverCode: 1, status })

describe('runRowCalls', () => {
  it('sends each row once with its own key and answers each row', async () => {
    const calls = rowCalls([
      { id: 'a', body: { n: 1 } },
      { id: 'b', body: { n: 2 } },
      { id: 'c', body: { n: 3 } },
      { id: 'd', body: { n: 4 } },
    ])
    expect(new Set(calls.map((call) => call.key)).size).toBe(4)
    const sent: string[] = []
    const outcomes: Record<string, RowOutcome> = {}
    await runRowCalls(
      calls,
      async (call) => {
        sent.push(call.key)
        if (call.id === 'b') throw refusal(400, 'Cannot approve a refund that is Refunded')
        if (call.id === 'c')
          throw new ApiError({ message: 'Network error', serverCode: null, status: 0, isNetworkError: true })
        if (call.id === 'd') throw refusal(503, 'Service unavailable')
      },
      (id, outcome) => {
        outcomes[id] = outcome
      },
    )
    expect(sent.sort()).toEqual(calls.map((call) => call.key).sort())
    expect(outcomes).toEqual({
      a: { kind: 'done' },
      b: { kind: 'refused', message: 'Cannot approve a refund that is Refunded' },
      c: { kind: 'unsent', message: 'Network error' },
      d: { kind: 'unsent', message: 'Service unavailable' },
    })
  })

  it('never has more than two calls on the wire at once', async () => {
    let open = 0
    let most = 0
    const calls = rowCalls(Array.from({ length: 9 }, (_, i) => ({ id: `r${i}`, body: {} })))
    await runRowCalls(
      calls,
      async () => {
        open++
        most = Math.max(most, open)
        await new Promise((resolve) => setTimeout(resolve, 5))
        open--
      },
      () => {},
    )
    expect(most).toBe(2)
  })
})
