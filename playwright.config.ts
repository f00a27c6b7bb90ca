import { defineConfig, devices } from '@playwright/test'
import { e2eDataDir, e2ePort, e2eRunDir, e2eServerLog } from './tests/support/e2e-run'

// End-to-end tests drive Debian's Chromium against the real built app served by the real server
// on a fresh embedded database (seeded with the demo data on first start).
export const baseURL = `http://127.0.0.1:${e2ePort}`

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    serviceWorkers: 'allow',
    // As a user who asked their system to reduce motion: no dialog still sliding in under a press
    // (src/app/settings/theme.ts, respectReducedMotion).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: 'update.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Publishes a "new release" by rewriting the built sw.js for a moment: alone, after the rest.
    {
      name: 'release',
      testMatch: 'update.spec.ts',
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    // The server log is kept: SMS codes reach tests through the documented `log` sender.
    command: `rm -rf ${e2eRunDir} && mkdir -p ${e2eRunDir} && node dist-server/main.js 2>&1 | tee ${e2eServerLog}`,
    url: `${baseURL}/dis/ts/health`,
    // The first start seeds the demo data (designs render their print files and mockups): minutes on a loaded machine.
    timeout: 300_000,
    reuseExistingServer: false,
    // The server log goes to its file through tee; not into the test report.
    stdout: 'ignore',
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
  },
})
