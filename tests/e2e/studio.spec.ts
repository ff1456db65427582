// The built Studio (Sanity 6, React 19) in Chromium, offline: built with SANITY_STUDIO_OFFLINE=1
// (the mock user the content check uses) and served by a stand-in Content Lake holding the
// embedded dataset (studio/e2e/content-lake.ts, ADR 32). A Studio that does not load, a desk
// structure that does not list the deals, or an editor that cannot change and publish a deal's
// price fails here.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { type ContentLake, startContentLake } from '../../studio/e2e/content-lake'
import { AFTER_SEASON } from '../support/season'
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

test('the built Studio bundles one React, the 19 it depends on', () => {
  const scripts = readdirSync(path.join(OFFLINE_BUILD, 'static'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(OFFLINE_BUILD, 'static', file), 'utf8'))
  // Property names survive minification: React 19 keeps its internals under this name, React 18
  // under objects such as ReactCurrentBatchConfig, which React 19 no longer has.
  expect(scripts.some((script) => script.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'))).toBe(true)
  expect(scripts.filter((script) => script.includes('ReactCurrentBatchConfig'))).toEqual([])
})

test('a content editor works the desk: a singleton, drag ordering, and a deal edited and published', async ({ page }) => {
  const crashes: string[] = []
  page.on('pageerror', (error) => crashes.push(String(error)))
  await page.goto(`${lake.url}/structure`)

  // A singleton opens as its one document, not a list.
  await page.getByRole('link', { name: 'Site settings', exact: true }).click()
  await expect(page).toHaveURL(/\/structure\/siteSettings$/)
  await expect(page.getByRole('tab', { name: 'Brand' })).toBeVisible()

  // Deals are ordered by dragging (here with the keyboard): the moved deal gets a new rank.
  await page.getByRole('link', { name: 'Deal', exact: true }).click()
  // The drag handles of the orderable list (@hello-pangea/dnd marks them with this attribute).
  const firstHandle = page.locator('[data-rfd-drag-handle-draggable-id]').first()
  await expect(firstHandle).toBeVisible()
  const moved = await firstHandle.getAttribute('data-rfd-drag-handle-draggable-id')
  await firstHandle.focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Space')
  const ranked = () =>
    lake.mutations.some((mutation) => JSON.stringify(mutation).includes(`"id":"${moved}"`) && JSON.stringify(mutation).includes('"orderRank"'))
  await expect.poll(ranked).toBe(true)

  // A deal's editor, its fields filled from the dataset.
  await page
    .getByRole('link', { name: /Ovation of the Seas/ })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/structure/deal;${DEAL_ID}$`))
  await expect(page.getByLabel('Nights as shown', { exact: true })).toHaveValue('3 Nights')
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
  expect(lake.refused).toEqual([])
})

// A separate page: with the browser's clock fixed the Studio keeps its forms read-only, so the
// editing above runs on the real clock and only this list on a fixed one.
test('"Ending soon and departed" lists what has sailed by the browser\'s date', async ({ page }) => {
  // The day after the dataset's last sailing: every deal has left.
  await page.clock.setFixedTime(new Date(AFTER_SEASON))
  await page.goto(`${lake.url}/structure/ending-soon`)
  await expect(page.getByRole('link', { name: /Middle East · MSC Euribia, 7 Nights\s*Deal · all sailed, last 06 Feb 2027/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Package · all sailed, last/ }).first()).toBeVisible()
})
