// Issue 14 item 6 for the files the server writes (channel bulk-upload CSV and Amazon's tab text):
// a goods title or SKU imported as `=HYPERLINK(…)`, `-2+3+cmd|…` or `@SUM(1+1)` comes out as text,
// not as a live formula; plain signed numbers (prices) keep their sign.
import { describe, expect, it } from 'vitest'
import { encodeRows } from './export-file'

const rows = [['=HYPERLINK("http://x","y")', '-2+3+cmd|/C calc', '@SUM(1+1)', '\t=1+1', '-12.50', 19.9, 'T-shirt']]

describe('export files escape formula cells', () => {
  it('CSV', () => {
    expect(encodeRows('csv', rows, 0)).toBe(
      `"'=HYPERLINK(""http://x"",""y"")",'-2+3+cmd|/C calc,'@SUM(1+1),'\t=1+1,-12.50,19.9,T-shirt\r\n`,
    )
  })

  it('tab-separated text', () => {
    expect(encodeRows('txt', rows, 0)).toBe(
      `'=HYPERLINK("http://x","y")\t'-2+3+cmd|/C calc\t'@SUM(1+1)\t' =1+1\t-12.50\t19.9\tT-shirt\r\n`,
    )
  })
})
