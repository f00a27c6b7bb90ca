/// <reference path="../../../../server/types/opentype.d.ts" />
// The editor's reading of a font's character map agrees with opentype.js, which the server asks
// before it refuses a text its font cannot draw: for the built-in Latin faces and the Chinese demo
// font (WOFF, zlib tables), over every code point of the Basic Multilingual Plane.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { demoFontFile } from '../../../../server/db/demo-fonts'
import { parseFont } from '../../../../server/lib/opentype'
import { fontCharacters, missingCharacters } from './font-characters'

const require = createRequire(import.meta.url)
const files = {
  roboto: require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff'),
  pacifico: require.resolve('@fontsource/pacifico/files/pacifico-latin-400-normal.woff'),
  wenquanyi: demoFontFile('wqy-microhei-gb2312.woff'),
}
const bufferOf = (file: string) => {
  const body = readFileSync(file)
  return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer
}

describe('fontCharacters', () => {
  for (const [name, file] of Object.entries(files))
    it(`reads the characters of ${name} as opentype.js does`, async () => {
      const characters = await fontCharacters(bufferOf(file))
      expect(characters).not.toBeNull()
      const font = parseFont(readFileSync(file))
      const disagree: number[] = []
      for (let code = 0x20; code < 0xffff; code++) {
        if (code >= 0xd800 && code <= 0xdfff) continue
        const drawn = font.charToGlyph(String.fromCodePoint(code)).index !== 0
        if (drawn !== characters!.has(code)) disagree.push(code)
      }
      expect(disagree).toEqual([])
    })

  it('names what the built-in face lacks in a Chinese text, and nothing the Chinese font lacks', async () => {
    const roboto = (await fontCharacters(bufferOf(files.roboto)))!
    const wenquanyi = (await fontCharacters(bufferOf(files.wenquanyi)))!
    expect(missingCharacters(roboto, '你的文字 Tee 你')).toEqual(['你', '的', '文', '字'])
    expect(missingCharacters(wenquanyi, '你的文字 Tee')).toEqual([])
    expect(missingCharacters(roboto, 'Your text\n2 lines')).toEqual([])
  })

  it('gives null (unknown) for bytes that are not a font it reads', async () => {
    expect(await fontCharacters(new TextEncoder().encode('wOF2 not really a font').buffer as ArrayBuffer)).toBeNull()
    expect(await fontCharacters(new ArrayBuffer(4))).toBeNull()
  })
})
