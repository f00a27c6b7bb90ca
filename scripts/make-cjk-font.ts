// Makes the demo CJK font (server/db/demo-fonts/wqy-microhei-gb2312.woff) from Debian's
// fonts-wqy-microhei: the first face of the collection (WenQuanYi Micro Hei; the second is its
// monospaced twin), cut down to the characters of scripts/cjk-font/charset.ts and wrapped as WOFF,
// which opentype.js (the server's text outlines) and the browsers read. opentype.js cannot read a
// .ttc, and the whole face (5 MB, 49,000 glyphs) is too big to seed and to send to an editor.
// Licence: Apache-2.0 (or GPL-3+ with the font exception), see server/db/demo-fonts/NOTICE.
//
//   apt-get install fonts-wqy-microhei && npx tsx scripts/make-cjk-font.ts [source.ttc]
import { readFileSync, writeFileSync } from 'node:fs'
import { demoCjkCharset } from './cjk-font/charset'
import { readSfnt, writeSfnt } from './cjk-font/sfnt'
import { subsetTrueType } from './cjk-font/subset'
import { encodeWoff } from './cjk-font/woff'

const source = process.argv[2] ?? '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc'
const target = 'server/db/demo-fonts/wqy-microhei-gb2312.woff'

const file = readFileSync(source)
const wanted = demoCjkCharset()
const { font, missing, glyphCount } = subsetTrueType(readSfnt(file, 0), wanted)
const ttf = writeSfnt(font)
const woff = encodeWoff(ttf)
writeFileSync(target, woff)
const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`
console.log(
  `${target}: ${wanted.length - missing.length} characters, ${glyphCount} glyphs; TTF ${kib(ttf.length)}, WOFF ${kib(woff.length)} (source ${kib(file.length)})`,
)
if (missing.length > 0)
  console.log(`not in the font (${missing.length}): ${missing.map((c) => String.fromCodePoint(c)).join('')}`)
