import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '../lib/i18n'
import { currentChunkError } from './chunk-errors'
import { startLanguage } from './start-language'

vi.mock('../lib/i18n', async (original) => ({
  ...(await original<typeof import('../lib/i18n')>()),
  activateLocale: vi.fn(),
}))

afterEach(() => vi.clearAllMocks())

describe('startLanguage', () => {
  it('activates the catalog when it loads', async () => {
    vi.mocked(activateLocale).mockResolvedValue()
    await startLanguage('zh-cn')
    expect(activateLocale).toHaveBeenCalledWith('zh-cn')
    expect(currentChunkError()).toBeNull()
  })

  it('falls back to source English and the reload page when the catalog does not load', async () => {
    vi.mocked(activateLocale).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'))
    await expect(startLanguage('en')).resolves.toBeUndefined()
    expect(i18n.locale).toBe('en')
    expect(currentChunkError()?.kind).toBe('script')
  })
})
