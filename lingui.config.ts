import { defineConfig } from '@lingui/cli'

// Source language English; zh-cn is the default locale of the product (SPEC.md §1) and must be
// complete: `lingui compile --strict` fails the build on a missing translation.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh-cn', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*', 'src/store/**'] },
    // The public storefront's own small catalog, so its bundle never carries the console's texts.
    { path: '<rootDir>/src/locales/{locale}/store', include: ['src/store'], exclude: ['**/*.test.*'] },
  ],
  format: 'po',
})
