import { describe, expect, it } from 'vitest'
import { loadNeeded, onlyPrefetching, prefetch } from './prefetch'

function deferred() {
  let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } = {
    resolve: () => {},
    reject: () => {},
  }
  const promise = new Promise((resolve, reject) => (settle = { resolve, reject }))
  return { promise, ...settle }
}

describe('prefetch', () => {
  it('is under way until its load settles, and says whether it loaded', async () => {
    const load = deferred()
    const loaded = prefetch(() => load.promise)
    expect(onlyPrefetching()).toBe(true)
    load.resolve('module')
    await expect(loaded).resolves.toBe(true)
    expect(onlyPrefetching()).toBe(false)
  })

  it('never rejects: a failed or throwing load resolves false and ends the prefetch', async () => {
    const failed = prefetch(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    await expect(failed).resolves.toBe(false)
    const thrown = prefetch(() => {
      throw new Error('no loader')
    })
    await expect(thrown).resolves.toBe(false)
    expect(onlyPrefetching()).toBe(false)
  })

  it('is no longer only a guess once someone waits on a load, which still rejects', async () => {
    const shared = deferred()
    const guessed = prefetch(() => shared.promise)
    const needed = loadNeeded(() => shared.promise)
    expect(onlyPrefetching()).toBe(false)
    shared.reject(new TypeError('Failed to fetch dynamically imported module'))
    await expect(needed).rejects.toThrow('Failed to fetch')
    await expect(guessed).resolves.toBe(false)
    expect(onlyPrefetching()).toBe(false)
  })
})
