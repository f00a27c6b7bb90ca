// The online bulk runner: every row is its own call with its own key, and the outcome of each row
// tells refused (the server decided) from unsent (no answer: the same key may be sent again).
import { describe, expect, it, vi } from 'vitest'
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
    // Each call stays on the wire until the test answers it.
    const unanswered: (() => void)[] = []
    const calls = rowCalls(Array.from({ length: 9 }, (_, i) => ({ id: `r${i}`, body: {} })))
    const run = runRowCalls(
      calls,
      async () => {
        open++
        most = Math.max(most, open)
        await new Promise<void>((answer) => unanswered.push(answer))
        open--
      },
      () => {},
    )
    // Answered one at a time, each once the runner has put on the wire all it is going to.
    for (let answered = 0; answered < calls.length; answered++) {
      await vi.waitFor(() => expect(unanswered).toHaveLength(Math.min(2, calls.length - answered)))
      unanswered.shift()?.()
    }
    await run
    expect(most).toBe(2)
  })
})
