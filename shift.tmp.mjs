import { chromium } from 'playwright'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
for (const slow of [false, true]) {
  const page = await browser.newPage({ viewport: { width: 390, height: 900 } })
  if (slow) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 })
  }
  await page.addInitScript(() => {
    window.__frames = []
    const frame = () => { const t = document.querySelector('.site-header__tools'); window.__frames.push(`${Math.round(performance.now())} ${document.readyState} header=${!!document.getElementById('site-header')} main=${!!document.getElementById('main')} sections=${document.querySelectorAll('main section').length} footer=${!!document.querySelector('.site-footer')} ` + (t ? [...t.children].map((c) => `${c.tagName}:${Math.round(c.getBoundingClientRect().width)}`).join(' ') : 'no tools')); if (window.__frames.length < 40) requestAnimationFrame(frame) }
    requestAnimationFrame(frame)
    window.__shifts = []
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ready=${document.readyState} hydrated=${history.scrollRestoration} ` + (e.sources ?? []).map((s) => `${s.node?.className} ${JSON.stringify([s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height])} -> ${JSON.stringify([s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height])} html=${s.node?.outerHTML?.slice(0, 300)}`).join(' | ')) }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(`http://127.0.0.1:4399${process.argv[2] ?? '/'}`, { timeout: 120000 })
  await page.waitForFunction(() => history.scrollRestoration === 'manual', null, { timeout: 120000 })
  console.log(slow ? 'slow' : 'fast', await page.evaluate(() => ({ shifts: window.__shifts, frames: window.__frames.slice(0, 12), gutter: innerWidth - document.documentElement.clientWidth })))
  await page.close()
}
await browser.close()
