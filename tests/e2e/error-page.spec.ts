import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { BRAND_NAME, SUPPORT_PHONES } from '../support/routes'
import { startServer } from '../support/server'

// A page whose content cannot be read throws in its loader: the visitor gets an error page with
// the chrome and a way onward, and every other page keeps working.
test.describe('error page', () => {
  let dir = ''
  let server: Awaited<ReturnType<typeof startServer>>

  test.beforeAll(async ({}, testInfo) => {
    dir = mkdtempSync(path.join(tmpdir(), 'harbourline-broken-seed-'))
    const seed = readFileSync('seed/production.ndjson', 'utf8')
      .split('\n')
      .filter((line) => !line.includes('"_id":"homePage"'))
      .join('\n')
    writeFileSync(path.join(dir, 'production.ndjson'), seed)
    symlinkSync(path.resolve('seed/images'), path.join(dir, 'images'))
    server = await startServer(4400 + testInfo.workerIndex, { CONTENT_SEED_PATH: path.join(dir, 'production.ndjson') })
  })

  test.afterAll(async () => {
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  test('a thrown error shows the error page with the chrome, status 500', async ({ page }) => {
    const response = await page.goto(`${server.url}/`)
    expect(response?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
    await expect(page).toHaveTitle(`Something went wrong | ${BRAND_NAME}`)
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('link', { name: `Call ${SUPPORT_PHONES.india}` })).toBeVisible()
    // The visitor is not shown internals.
    await expect(page.locator('body')).not.toContainText('homePage')

    const other = await page.goto(`${server.url}/about`)
    expect(other?.status()).toBe(200)
  })
})
