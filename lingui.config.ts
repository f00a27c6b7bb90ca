import { defineConfig } from '@lingui/cli'

// Source language English; zh-cn is the default locale of the product (SPEC.md §1) and must be
// complete: `lingui compile --strict` fails the build on a missing translation.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh-cn', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*'] }],
  format: 'po',
})
