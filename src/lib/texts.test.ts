import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runInThisContext } from 'node:vm'
import { transformAsync } from '@babel/core'
import { i18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { afterEach, describe, expect, it } from 'vitest'
import { readCompiledCatalog, registration, textIds, textsPerChunk } from '../../build/texts-per-chunk'
import { textsOf } from './texts'

const compiled = (messages: Record<string, unknown>) =>
  `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))}) as Messages;`

const CATALOGS = {
  en: { 'aB3+x9': ['Sign in'], 'Qk/L4S': ['Password'] },
  'zh-cn': { 'aB3+x9': ['登录'], 'Qk/L4S': ['密码'] },
} as Record<'en' | 'zh-cn', Record<string, string[]>>

/** A project folder with the two compiled catalogs, as `npm run i18n:compile` leaves them. */
function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'texts-'))
  for (const locale of ['en', 'zh-cn'] as const) {
    mkdirSync(path.join(root, 'src/locales', locale), { recursive: true })
    writeFileSync(path.join(root, 'src/locales', locale, 'messages.ts'), compiled(CATALOGS[locale]))
  }
  return root
}

describe('texts each chunk brings (production build)', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

  it('a chunk loaded after the language was activated is translated, without a change event', () => {
    i18n.loadAndActivate({ locale: 'zh-cn', messages: textsOf('zh-cn') })
    let changes = 0
    const stop = i18n.on('change', () => changes++)
    // What a chunk starts with: it needs no import, the registry is a global.
    runInThisContext(registration(['aB3+x9'], CATALOGS))
    stop()
    expect(i18n._('aB3+x9')).toBe('登录')
    expect(changes).toBe(0)
    // Switching language needs nothing more: both languages came with the chunk.
    i18n.loadAndActivate({ locale: 'en', messages: textsOf('en') })
    expect(i18n._('aB3+x9')).toBe('Sign in')
  })

  it("finds the catalog ids in a chunk's code, whatever the quotes, and nothing else", () => {
    const code = 'jsx(Trans,{id:"aB3+x9"});const a={id:`Qk/L4S`},b="aB3+x9",c="Cancel",d="zzzzzz";'
    expect(textIds(code, CATALOGS.en)).toEqual(['aB3+x9', 'Qk/L4S'])
  })

  it('finds the ids the macro compiles texts to', async () => {
    const source = [
      "import { Trans } from '@lingui/react/macro'",
      "import { msg, t } from '@lingui/core/macro'",
      'const label = msg`Cancel`',
      'export const A = () => <p title={t`Password`}><Trans>Sign in</Trans></p>',
    ].join('\n')
    const code = (
      await transformAsync(source, {
        filename: 'a.tsx',
        babelrc: false,
        configFile: false,
        parserOpts: { sourceType: 'module', plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      })
    )?.code
    const ids = ['Cancel', 'Password', 'Sign in'].map((text) => generateMessageId(text))
    const catalog = Object.fromEntries(ids.map((id) => [id, ['…']]))
    expect(textIds(code ?? '', catalog)).toEqual(ids)
  })

  it('the build fails when a chunk holds the id of a text it does not bring, naming the chunk and the id', () => {
    const root = project()
    const plugin = textsPerChunk(root)
    const hook = <T>(h: unknown) => (typeof h === 'function' ? h : (h as { handler: T }).handler) as T
    const context = {
      error: (message: string) => {
        throw new Error(message)
      },
    }
    hook<() => void>(plugin.buildStart).call(context)
    const screen = { moduleIds: [path.join(root, 'src/routes/login.tsx')], fileName: 'assets/login-x.js' }
    const code = 'export const A=()=>jsx(Trans,{id:"aB3+x9"});'
    const rendered = hook<(code: string, chunk: unknown) => { code: string } | null>(plugin.renderChunk).call(
      context,
      code,
      screen,
    )
    expect(rendered?.code).toContain('登录')
    const generate = (chunkCode: string) =>
      hook<(o: unknown, b: unknown) => void>(plugin.generateBundle).call(
        context,
        {},
        {
          'assets/login-x.js': { ...screen, type: 'chunk', code: chunkCode },
        },
      )
    // The chunk as rendered passes; the same code with a text moved in from elsewhere does not.
    expect(() => generate(rendered?.code ?? '')).not.toThrow()
    expect(() => generate(`${rendered?.code}const b={id:"Qk/L4S"};`)).toThrow(/assets\/login-x\.js: Qk\/L4S/)
    // The storefront's chunks (own catalog) are left alone.
    const store = { moduleIds: [path.join(root, 'src/store/app.tsx')], fileName: 'assets/store-x.js' }
    expect(hook<(c: string, k: unknown) => unknown>(plugin.renderChunk).call(context, code, store)).toBeNull()
  })

  it('reads a catalog as `lingui compile --typescript` writes it', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'catalog-')), 'messages.ts')
    writeFileSync(file, compiled({ a1: ['登录 "x"'] }))
    expect(readCompiledCatalog(file)).toEqual({ a1: ['登录 "x"'] })
  })
})
