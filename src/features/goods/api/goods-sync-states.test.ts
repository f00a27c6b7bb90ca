import { describe, expect, it } from 'vitest'
import { goodsSyncStatesOf } from './goods-sync-states'

describe('goods sync states', () => {
  const entry = (id: string, state: 'pending' | 'conflict' | 'retry', status: string) => ({
    entity: `goods:${id}`,
    state,
    payload: { id, status, version: 1 },
  })

  it('waiting changes show their last status; one needing the user shows the server status', () => {
    const states = goodsSyncStatesOf([
      entry('a', 'pending', 'off_shelf'),
      entry('a', 'retry', 'on_sale'),
      entry('b', 'conflict', 'on_sale'),
      entry('b', 'pending', 'off_shelf'),
      { entity: 'order:x', state: 'pending', payload: {} },
    ])
    expect([...states]).toEqual([
      ['a', { state: 'pending', status: 'on_sale' }],
      ['b', { state: 'conflict', status: undefined }],
    ])
  })
})
