import { defineConfig, devices } from '@playwright/test'

// E2E runs against the production build (`npm run build` first; `npm test` does it) in Debian's
// Chromium. The flags keep Chromium from reaching for Google services on a closed network.
const PORT = Number(process.env.E2E_PORT ?? 4310)
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-dev-shm-usage',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  // Tests that need a phone-sized screen set their own viewport.
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: 'node ./server.js',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      // The e2e tests decide the visitor's country with the CDN header; a real lookup of the
      // loopback address gives nothing anyway.
      COUNTRY_HEADER: 'cf-ipcountry',
    },
  },
})
