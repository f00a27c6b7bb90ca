import { describe, expect, it } from 'vitest'
import { jsonDepth, MAX_JSON_DEPTH } from './json-depth'

describe('jsonDepth', () => {
  it('counts nested objects and arrays', () => {
    expect(jsonDepth('1')).toBe(0)
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4)
  })

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('{"a":"[[[[\\"[[[{{{"}')).toBe(1)
  })

  it('stops one past the limit however deep the text goes', () => {
    const deep = `${'['.repeat(500_000)}${']'.repeat(500_000)}`
    expect(jsonDepth(deep)).toBe(MAX_JSON_DEPTH + 1)
  })
})
