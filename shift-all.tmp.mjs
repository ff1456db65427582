import { chromium } from 'playwright'
const routes = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
for (const route of routes) {
  const page = await browser.newPage({ viewport: { width: 390, height: 900 } })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 })
  await page.addInitScript(() => {
    window.__shifts = []
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push(`${e.value.toFixed(4)} ${document.readyState} ` + (e.sources ?? []).map((s) => `${s.node?.nodeName}.${s.node?.className} ${Math.round(s.previousRect.y)}/${Math.round(s.previousRect.height)} -> ${Math.round(s.currentRect.y)}/${Math.round(s.currentRect.height)}`).join(' | ')) }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(`http://127.0.0.1:4399${route}`, { timeout: 120000 })
  await page.waitForFunction(() => history.scrollRestoration === 'manual', null, { timeout: 120000 })
  const shifts = await page.evaluate(() => window.__shifts)
  console.log(route, shifts.length ? shifts : 'none')
  await page.close()
}
await browser.close()
