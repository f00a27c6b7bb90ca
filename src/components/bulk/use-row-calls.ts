// The state of an online bulk action: the outcome of each row as it arrives, and the per-row calls
// kept so that a row the network never delivered is sent again with the same Idempotency-Key.
import { useCallback, useRef, useState } from 'react'
import { type RowCall, type RowOutcome, rowCalls, runRowCalls } from '../../lib/row-calls'

export function useRowCalls<B>(send: (call: RowCall<B>) => Promise<unknown>, onSettled?: () => void) {
  const [outcomes, setOutcomes] = useState<Record<string, RowOutcome>>({})
  const [running, setRunning] = useState(false)
  const calls = useRef<RowCall<B>[]>([])

  const go = useCallback(
    async (todo: RowCall<B>[]): Promise<RowOutcome[]> => {
      setRunning(true)
      const answered: RowOutcome[] = []
      try {
        await runRowCalls(todo, send, (id, outcome) => {
          answered.push(outcome)
          setOutcomes((current) => ({ ...current, [id]: outcome }))
        })
        return answered
      } finally {
        setRunning(false)
        onSettled?.()
      }
    },
    [send, onSettled],
  )

  /** Sends the rows, each with a new key; answers the outcomes of this run. */
  const run = useCallback(
    (rows: readonly { id: string; body: B }[]) => {
      calls.current = rowCalls(rows)
      setOutcomes({})
      return go(calls.current)
    },
    [go],
  )

  /** Sends again, with their own keys, the rows that got no answer. */
  const retryUnsent = useCallback(() => {
    const todo = calls.current.filter((call) => outcomes[call.id]?.kind === 'unsent')
    return go(todo)
  }, [go, outcomes])

  const reset = useCallback(() => {
    calls.current = []
    setOutcomes({})
  }, [])

  return { outcomes, running, run, retryUnsent, reset }
}
