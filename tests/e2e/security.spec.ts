import { get } from 'node:http'
import { gunzipSync, gzipSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

test.describe('security headers', () => {
  test('documents carry a nonce-based CSP and the base headers; assets are cached for good', async ({ request }) => {
    const page = await request.get('/about')
    const headers = page.headers()
    const csp = headers['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(headers['strict-transport-security']).toContain('max-age=')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toBeTruthy()
    const html = await page.text()
    // Every script tag carries the nonce of the policy sent with it (a kept page keeps both).
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)

    const asset = /\/build\/[^"]+\.js/.exec(html)?.[0]
    const assetResponse = await request.get(asset!)
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(assetResponse.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('pages hydrate under the policy with no CSP violation in the console', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
    })
    for (const path of ['/', '/about', '/Japan-Cruise-FAQ', '/no-such-page']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    // Client navigation works, so the scripts ran.
    await page.getByRole('banner').getByRole('link', { name: /Contact Us/ }).click()
    await expect(page).toHaveURL(/\/contact$/)
    expect(violations).toEqual([])
  })

  test('responses are compressed', async ({ request }) => {
    const response = await request.get('/about', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers()['content-encoding']).toBe('gzip')
  })

  test('a page is compressed as one stream, not flushed chunk by chunk', async ({ baseURL }) => {
    // The bytes on the wire (the test client would unzip them): about what gzip makes of the whole
    // page, not the twice as much that a sync flush after every React chunk gave.
    const wire = await new Promise<Buffer>((resolve, reject) => {
      const url = new URL('/', baseURL)
      get({ host: url.hostname, port: url.port, path: '/', headers: { 'accept-encoding': 'gzip', 'cf-ipcountry': 'IN' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve(Buffer.concat(chunks)))
        response.on('error', reject)
      }).on('error', reject)
    })
    const page = gunzipSync(wire)
    expect(page.toString('utf8')).toContain('</html>')
    expect(wire.length).toBeLessThan(gzipSync(page).length * 1.15)
  })
})
