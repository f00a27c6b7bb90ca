import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { transformAsync } from '@babel/core'
import { i18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { afterEach, describe, expect, it } from 'vitest'
import { readCompiledCatalog, textIds } from '../../build/texts-per-module'
import { addTexts, textsOf } from './texts'

describe('texts each module brings (production build)', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))

  it('a screen loaded after the language was activated is translated, without a change event', () => {
    i18n.loadAndActivate({ locale: 'zh-cn', messages: textsOf('zh-cn') })
    let changes = 0
    const stop = i18n.on('change', () => changes++)
    addTexts({ en: { t1: ['Sign in'] }, 'zh-cn': { t1: ['登录'] } })
    stop()
    expect(i18n._('t1')).toBe('登录')
    expect(changes).toBe(0)
    // Switching language needs nothing more: both languages came with the module.
    i18n.loadAndActivate({ locale: 'en', messages: textsOf('en') })
    expect(i18n._('t1')).toBe('Sign in')
  })

  it("finds the ids the macro compiled into a module's code", async () => {
    const source = [
      "import { Trans } from '@lingui/react/macro'",
      "import { msg, t } from '@lingui/core/macro'",
      'const label = msg`Cancel`',
      'export const A = () => <p title={t`Password`}><Trans>Sign in</Trans><Trans>Sign in</Trans></p>',
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
    // The ids `lingui compile` keys the catalog with, each once, in the order of the code.
    expect(textIds(code ?? '')).toEqual(['Cancel', 'Password', 'Sign in'].map((text) => generateMessageId(text)))
  })

  it('reads a catalog as `lingui compile --typescript` writes it', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'catalog-')), 'messages.ts')
    writeFileSync(
      file,
      '/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse("{\\"a1\\":[\\"登录 \\\\\\"x\\\\\\"\\"]}") as Messages;',
    )
    expect(readCompiledCatalog(file)).toEqual({ a1: ['登录 "x"'] })
  })
})
