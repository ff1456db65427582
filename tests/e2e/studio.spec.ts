// The built Studio (Sanity 6, React 19) in Chromium, offline: built with SANITY_STUDIO_OFFLINE=1
// (the mock user the content check uses) and served by a stand-in Content Lake holding the
// embedded dataset (studio/e2e/content-lake.ts, ADR 32). A Studio that does not load, a desk
// structure that does not list the deals, or an editor that cannot change and publish a deal's
// price fails here.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { type ContentLake, startContentLake } from '../../studio/e2e/content-lake'
import { SEED_PATH } from '../support/seed'

const STUDIO_DIR = path.resolve('studio')
const OFFLINE_BUILD = path.resolve('test-results/studio-offline')
const DEAL_ID = 'deal-singapore-ovation-3n-penang'

/** `sanity build` of the Studio workspace into `outDir`, offline. */
function buildOfflineStudio(outDir: string): Promise<void> {
  const cli = path.join(STUDIO_DIR, 'node_modules', 'sanity', 'bin', 'sanity')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build', outDir, '--yes'], {
      cwd: STUDIO_DIR,
      env: { ...process.env, SANITY_STUDIO_OFFLINE: '1', SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', NO_UPDATE_NOTIFIER: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`sanity build exited ${code}:\n${output}`))))
  })
}

let lake: ContentLake

test.describe.configure({ mode: 'serial' })
// The stand-in answers over HTTPS with a certificate made for the run.
test.use({ ignoreHTTPSErrors: true })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  await buildOfflineStudio(OFFLINE_BUILD)
  lake = await startContentLake({ studioDir: OFFLINE_BUILD, datasetPath: SEED_PATH })
})

test.afterAll(async () => {
  await lake?.close()
})

test('a content editor opens a deal from the desk, changes its price per person and publishes it', async ({ page }) => {
  const crashes: string[] = []
  page.on('pageerror', (error) => crashes.push(String(error)))

  await page.goto(`${lake.url}/structure`)
  const content = page.getByRole('navigation').or(page.locator('[data-testid="structure-tool-list-pane"]')).first()
  await expect(content).toBeVisible()
  // The desk structure: the singletons, the calendar list, and the drag-ordered deals.
  for (const item of ['Site settings', 'Home page', 'Ending soon and departed', 'Deal']) {
    await expect(
      page
        .getByRole('link', { name: item, exact: true })
        .or(page.getByRole('button', { name: item, exact: true }))
        .first(),
    ).toBeVisible()
  }
  await page.getByRole('link', { name: 'Deal', exact: true }).first().click()
  await page
    .getByRole('link', { name: /Ovation of the Seas/ })
    .first()
    .click()

  // The deal's editor, its fields filled from the dataset.
  await expect(page.getByLabel('Ship', { exact: true })).toHaveValue('Ovation of the Seas')
  await page.getByRole('tab', { name: 'Price' }).click()
  const inr = page.getByLabel('INR', { exact: true }).first()
  await expect(inr).toHaveValue('27999')
  await inr.fill('26999')

  // The edit reaches the lake as a draft; publishing makes it the published deal.
  await expect.poll(() => (lake.document(`drafts.${DEAL_ID}`)?.price as { INR?: number } | undefined)?.INR).toBe(26999)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect.poll(() => (lake.document(DEAL_ID)?.price as { INR?: number } | undefined)?.INR).toBe(26999)
  await expect.poll(() => lake.document(`drafts.${DEAL_ID}`)).toBeUndefined()
  expect(crashes).toEqual([])
})
