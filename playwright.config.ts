import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_PATH } from './scripts/lib/chromium.mjs'
import { E2E_AFTER_SEASON_LEADS_DB_PATH, E2E_LEADS_DB_PATH, E2E_LEADS_MAIL_DIR, E2E_PREVIEW_SECRET, E2E_SIGNING_SECRET } from './tests/support/e2e-leads'
import { AFTER_SEASON, IN_SEASON } from './tests/support/season'

// E2E runs against the production build (`npm run build` first; `npm test` does it) in Debian's
// Chromium. The flags keep Chromium from reaching for Google services on a closed network.
const PORT = Number(process.env.E2E_PORT ?? 4310)
// A second server whose home page is configured with a search widget script that fails to load
// (a 404 on itself), for the widget's failure path (tests/e2e/home.spec.ts), and whose clock
// starts after the season, when no sailing is offered (tests/e2e/season.spec.ts).
export const WIDGET_FAIL_PORT = Number(process.env.E2E_WIDGET_FAIL_PORT ?? PORT + 1)

const launchOptions = {
  executablePath: CHROMIUM_PATH,
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
  // No retries, in CI either: a test that passes only on its second try is a bug to fix.
  retries: 0,
  // A test's budget: most take 2-15 s; the longest (several pages, an accessibility scan) took
  // over 30 s on a day this shared 2-core machine ran three times slower than usual.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (every action, the console, the network) and a screenshot of
    // the moment it failed. The trace's DOM snapshots and screencast are left out: taken after
    // every action of every test, they cost a fifth of the suite's CPU on two cores; rerun a
    // failing test with `--trace on` to step through its pages (README "Testing").
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // Tests that need a phone-sized screen set their own viewport.
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: [
    {
      command: `"${process.execPath}" ./server.js`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        SITE_URL: `http://127.0.0.1:${PORT}`,
        // The e2e tests decide the visitor's country with the CDN header; a real lookup of the
        // loopback address gives nothing anyway.
        COUNTRY_HEADER: 'cf-ipcountry',
        // Lead forms (tests/e2e/forms.spec.ts): an outbox the tests read, room for every test's
        // posts from 127.0.0.1, and a signing secret the tests know, to mint form tokens.
        LEADS_DB_PATH: E2E_LEADS_DB_PATH,
        LEADS_MAIL_DIR: E2E_LEADS_MAIL_DIR,
        LEADS_RATE_LIMIT: '1000',
        LEADS_MAILBOX_RATE_LIMIT: '1000',
        SIGNING_SECRET: E2E_SIGNING_SECRET,
        // Preview (tests/e2e/preview.spec.ts): the secret the Studio would send, and its origin.
        SANITY_PREVIEW_SECRET: E2E_PREVIEW_SECRET,
        SANITY_STUDIO_URL: 'http://localhost:3333',
        // The clock starts inside the season: every sailing of the seed is offered.
        E2E: '1',
        SITE_CLOCK: IN_SEASON,
      },
    },
    {
      command: `"${process.execPath}" ./server.js`,
      url: `http://127.0.0.1:${WIDGET_FAIL_PORT}/about`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(WIDGET_FAIL_PORT),
        SITE_URL: `http://127.0.0.1:${WIDGET_FAIL_PORT}`,
        COUNTRY_HEADER: 'cf-ipcountry',
        // Test-only settings are honoured on this production build because of E2E=1.
        E2E: '1',
        SEARCH_WIDGET_SCRIPT_URL_OVERRIDE: `http://127.0.0.1:${WIDGET_FAIL_PORT}/__e2e/missing-search-widget.js`,
        SITE_CLOCK: AFTER_SEASON,
        // Its own outbox, so its delivery worker never touches the main server's leads; the tests
        // mint form tokens with the same secret as the main server's.
        SIGNING_SECRET: E2E_SIGNING_SECRET,
        LEADS_DB_PATH: E2E_AFTER_SEASON_LEADS_DB_PATH,
        LEADS_MAIL_DIR: 'data/e2e-widget-fail/mail',
      },
    },
  ],
})
