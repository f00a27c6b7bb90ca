import { describe, expect, it } from 'vitest'
import { goodsSyncStatesOf, withSyncState } from './goods-sync-states'

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

  it('waiting recommend switches show as set, beside a waiting status change of the same goods', () => {
    const flag = (id: string, operation: string, value: boolean, state: 'pending' | 'failed' = 'pending') => ({
      entity: `goods:${id}`,
      state,
      operation,
      payload: { id, value },
    })
    const states = goodsSyncStatesOf([
      entry('a', 'pending', 'off_shelf'),
      flag('a', 'goods.recommend', true),
      flag('a', 'goods.brandRecommend', false),
      flag('c', 'goods.recommend', true, 'failed'),
    ])
    expect(states.get('a')).toEqual({
      state: 'pending',
      status: 'off_shelf',
      recommended: true,
      brandRecommended: false,
    })
    expect(states.get('c')).toEqual({ state: 'failed', status: undefined })
    const row = { id: 'a', status: 'on_sale' as const, recommended: false, brandRecommended: true }
    expect(withSyncState(row, states)).toEqual({
      ...row,
      status: 'off_shelf',
      recommended: true,
      brandRecommended: false,
    })
  })
})
