// GS1 check digits and the reasons a code is refused, on codes printed on real products.
import { describe, expect, it } from 'vitest'
import { gtinCheckDigit, parseGtin, withCheckDigit } from './gtin'

describe('GTIN check digits', () => {
  it('accepts real codes of every length and names their kind', () => {
    expect(parseGtin('4006381333931')).toMatchObject({ ok: true, kind: 'ean13', gtin14: '04006381333931' })
    expect(parseGtin('036000291452')).toMatchObject({ ok: true, kind: 'upca', gtin14: '00036000291452' })
    expect(parseGtin('73513537')).toMatchObject({ ok: true, kind: 'ean8' })
    expect(parseGtin('10012345678902')).toMatchObject({ ok: true, kind: 'gtin14' })
  })

  it('computes the mod-10 check digit with weights 3,1 from the right', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1)
    expect(gtinCheckDigit('03600029145')).toBe(2)
    expect(gtinCheckDigit('629104150021')).toBe(3)
    expect(withCheckDigit('978030640615')).toBe('9780306406157')
  })

  it('drops spaces and hyphens between digit groups, as spreadsheets write them', () => {
    expect(parseGtin(' 4 006381-333931 ')).toMatchObject({ ok: true, code: '4006381333931' })
  })

  it('refuses a wrong check digit and says which digit was expected', () => {
    expect(parseGtin('4006381333932')).toEqual({ ok: false, problem: 'badCheckDigit', expected: 1 })
  })

  it('refuses the wrong length, letters, empty cells and in-store numbers', () => {
    expect(parseGtin('400638133393')).toMatchObject({ ok: false })
    expect(parseGtin('40063813339')).toEqual({ ok: false, problem: 'badLength' })
    expect(parseGtin('400638133393X')).toEqual({ ok: false, problem: 'notDigits' })
    expect(parseGtin('4.006381333931E12')).toEqual({ ok: false, problem: 'notDigits' })
    expect(parseGtin('  ')).toEqual({ ok: false, problem: 'empty' })
    expect(parseGtin(withCheckDigit('200000000001'))).toEqual({ ok: false, problem: 'restricted' })
    expect(parseGtin(withCheckDigit('40000000001'))).toEqual({ ok: false, problem: 'restricted' })
    expect(parseGtin('00000000000000')).toEqual({ ok: false, problem: 'restricted' })
  })

  it('the same GTIN as UPC-A and as EAN-13 has one GTIN-14 form', () => {
    const upc = parseGtin('036000291452')
    const ean = parseGtin('0036000291452')
    expect(upc.ok && ean.ok && upc.gtin14 === ean.gtin14).toBe(true)
  })
})
