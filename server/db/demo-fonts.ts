// The demo fonts committed with the project (server/db/demo-fonts/, made by scripts/), found both
// when running from source (tsx, tests) and from the bundle in dist-server/, which tsup does not
// copy them into (the same lookup as the migrations, migrations-folder.ts).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** WenQuanYi Micro Hei cut to GB2312 level 1 (scripts/make-cjk-font.ts; Apache-2.0, see NOTICE). */
export const CJK_DEMO_FONT = 'wqy-microhei-gb2312.woff'

export function demoFontFile(name: string): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const candidates = [
    path.join(here, 'demo-fonts'),
    path.join(here, '..', 'server', 'db', 'demo-fonts'),
    path.resolve('server', 'db', 'demo-fonts'),
  ].map((folder) => path.join(folder, name))
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found) throw new Error(`Demo font ${name} not found (looked in ${candidates.join(', ')})`)
  return found
}
