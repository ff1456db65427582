import { expect, type Locator, type Page, test } from '@playwright/test'

import { formatContentDate } from '~/lib/sailings'

import { published } from '../../seed/source/season.mjs'
import { consoleErrors } from '../support/lead-forms'
import { hydrated } from '../support/page-clock'
import { ALL_ROUTES, ARTICLE_ROUTES } from '../support/routes'

// The editorial pages: /about, /privacy-policy, /blog, the eleven articles and /media.
// ARTICLE_ROUTES lists the articles newest first, which is the order of the Previous chain.

/** The heading the page at `path` shows (its title in the seed). */
const headingOf = (path: string) => ALL_ROUTES.find((route) => route.path === path)!.heading

/** Waits for React to hydrate the FAQ: its disclosures become buttons with aria-expanded. */
async function hydratedFaq(page: Page): Promise<Locator> {
  const faq = page.locator('.article__faq')
  await expect(faq.locator('button[aria-expanded]').first()).toBeVisible()
  return faq.locator('button[aria-expanded]')
}

const expanded = (buttons: Locator) => buttons.evaluateAll((list) => list.map((button) => button.getAttribute('aria-expanded')))

async function headingLevels(page: Page): Promise<number[]> {
  return page.locator('main').evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1])))
}

function expectHeadingsInOrder(levels: number[]) {
  expect(levels.filter((level) => level === 1)).toHaveLength(1)
  expect(levels[0]).toBe(1)
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i} skips a level: ${levels.join(',')}`).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1)
  })
}

async function expectOpenGraph(page: Page, canonicalPath: string) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical ?? '').pathname + new URL(canonical ?? '').search).toBe(canonicalPath)
  await expect(page).toHaveTitle(/Harbourline Cruises/)
  expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(30)
  for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image']) {
    expect(await page.locator(`meta[property="${property}"]`).getAttribute('content'), property).toBeTruthy()
  }
}

test.describe('/about', () => {
  test('intro, six Cruising Made Easy cards and the crew of four with their profile links', async ({ page }) => {
    const errors = consoleErrors(page)
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about'))
    await expect(page.locator('.page-intro').getByText(/50\+ years of collective experience/)).toBeVisible()

    const values = page.getByRole('region', { name: 'Cruising Made Easy' })
    await expect(values.getByRole('listitem')).toHaveCount(6)
    await expect(values.getByRole('heading', { level: 3 })).toHaveCount(6)
    await expect(values.getByRole('heading', { name: 'Best Price Guarantee' })).toBeVisible()

    const crew = page.getByRole('region', { name: 'Meet the Crew' })
    await expect(crew.getByRole('heading', { level: 3 })).toHaveText(['Ananya Rao', 'Marcus Tan', 'Vikram Mehta', 'Sarah Lim'])
    await expect(crew.getByRole('img')).toHaveCount(4)
    const profiles = crew.getByRole('link')
    await expect(profiles).toHaveCount(4)
    for (const name of ['Ananya Rao', 'Marcus Tan', 'Vikram Mehta', 'Sarah Lim']) {
      const link = crew.getByRole('link', { name: `${name} on LinkedIn`, exact: true })
      await expect(link).toBeVisible()
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\/in\//)
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
      await expect(link).toHaveAccessibleDescription('Opens in a new tab')
    }
    expect(await crew.getByText('Founder and Managing Director').count()).toBe(1)

    expectHeadingsInOrder(await headingLevels(page))
    await expectOpenGraph(page, '/about')
    expect(errors).toEqual([])
  })
})

test.describe('/privacy-policy', () => {
  test('the policy text with its last-updated date, the under-18 clause and a readable measure', async ({ page }) => {
    const errors = consoleErrors(page)
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/privacy-policy'))
    const updated = page.getByText('Last updated November 27, 2026')
    await expect(updated).toBeVisible()
    expect(await updated.locator('time').getAttribute('datetime')).toBe('2026-11-27')

    await expect(page.getByRole('heading', { level: 2, name: '11. Children' })).toBeVisible()
    await expect(page.getByText(/do not knowingly collect personal information from children under 18/)).toBeVisible()
    await expect(page.locator('.legal li').first()).toBeVisible()
    await expect(page.locator('.legal a[href="mailto:privacy@harbourline.example"]')).toBeVisible()
    expect(await page.locator('.legal').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(13)

    // About 70 characters a line: the text column stays narrow on a wide screen.
    await page.setViewportSize({ width: 1400, height: 900 })
    const width = await page.locator('.legal').evaluate((element) => element.getBoundingClientRect().width)
    expect(width).toBeLessThan(800)

    expectHeadingsInOrder(await headingLevels(page))
    await expectOpenGraph(page, '/privacy-policy')
    expect(errors).toEqual([])
  })
})

test.describe('/blog', () => {
  test('the featured post, then ten cards newest first, each linking to its article', async ({ page, request }) => {
    const errors = consoleErrors(page)
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/blog'))
    await expectOpenGraph(page, '/blog')

    const featured = page.locator('.post-card--featured')
    await expect(featured).toHaveCount(1)
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText(ARTICLE_ROUTES[0]!.heading)
    expect(await featured.locator('img').getAttribute('loading')).toBe('eager')

    const cards = page.getByRole('region', { name: 'More articles' }).locator('.post-card')
    await expect(cards).toHaveCount(10)
    const first = cards.first()
    await expect(first.locator('img')).toBeVisible()
    await expect(first.locator('.post-card__excerpt')).not.toBeEmpty()
    await expect(first.locator('.post-card__meta')).toContainText(/\w{3} \d{1,2}, \d{4}/)
    await expect(first.locator('.post-card__meta')).toContainText(/\d min read/)
    expect(await cards.nth(5).locator('img').getAttribute('loading')).toBe('lazy')

    // Newest first, and the same order as the article chain.
    const dates = await page.locator('.post-card time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
    expect(dates).toHaveLength(11)
    expect([...dates].sort().reverse()).toEqual(dates)
    const links = page.getByRole('link', { name: /^Read More about / })
    await expect(links).toHaveCount(11)
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
    expect(hrefs).toEqual(ARTICLE_ROUTES.map((route) => route.path))
    for (const href of hrefs) expect((await request.get(href!)).status(), href!).toBe(200)

    // Read More opens the article (client-side navigation).
    await cards
      .nth(2)
      .getByRole('link', { name: /^Read More about / })
      .click()
    await expect(page).toHaveURL(new RegExp(`${ARTICLE_ROUTES[3]!.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_ROUTES[3]!.heading)

    expect(errors).toEqual([])
  })

  test('headings are in order', async ({ page }) => {
    await page.goto('/blog')
    expectHeadingsInOrder(await headingLevels(page))
  })
})

test.describe('articles', () => {
  test('the Previous chain runs from the newest to the oldest post, and Next back again', async ({ page }) => {
    test.slow()
    const errors = consoleErrors(page)
    await page.goto(ARTICLE_ROUTES[0]!.path)
    const nav = page.getByRole('navigation', { name: 'More articles' })
    const previous = nav.getByRole('link', { name: /^Previous Post/ })
    const next = nav.getByRole('link', { name: /^Next Post/ })

    for (const [i, route] of ARTICLE_ROUTES.entries()) {
      await expect(page).toHaveURL(new RegExp(`${route.path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
      const older = ARTICLE_ROUTES[i + 1]
      const newer = ARTICLE_ROUTES[i - 1]
      await expect(next).toHaveCount(newer ? 1 : 0)
      if (newer) await expect(next).toHaveAccessibleName(`Next Post ${newer.heading}`)
      await expect(previous).toHaveCount(older ? 1 : 0)
      if (older) {
        await expect(previous).toHaveAccessibleName(`Previous Post ${older.heading}`)
        await previous.click()
      }
    }
    for (const [i, route] of [...ARTICLE_ROUTES].reverse().entries()) {
      await expect(page).toHaveURL(new RegExp(`${route.path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
      if (i < ARTICLE_ROUTES.length - 1) await next.click()
      else await expect(next).toHaveCount(0)
    }
    expect(errors).toEqual([])
  })

  test('an article shows its tags, date, hero picture, sections and head tags', async ({ page }) => {
    const errors = consoleErrors(page)
    await page.goto('/Ovation-of-the-Seas-Ship-Guide')
    const article = page.locator('article.article')
    await expect(article.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveText(['Ship', 'Brand'])
    // Written on 31 Jul 2025, dated in the seed's season.
    await expect(article.locator('.article__meta')).toContainText(`Updated ${formatContentDate(published('2025-07-31'))}`)
    const hero = article.locator('.article__hero img')
    expect(await hero.getAttribute('loading')).toBe('eager')
    expect(await hero.getAttribute('fetchpriority')).toBe('high')
    expect(await hero.getAttribute('width')).toBeTruthy()
    expect(await hero.getAttribute('height')).toBeTruthy()
    expect(await hero.getAttribute('alt')).toBeTruthy()
    expect(await article.locator('.article__body h2').count()).toBeGreaterThan(1)
    await expect(article.locator('.article__body ol')).toHaveCount(1)
    expect(await article.locator('.article__figure img').getAttribute('loading')).toBe('lazy')
    await expect(article.getByRole('region', { name: 'Tags' }).getByRole('listitem')).toHaveCount(6)

    // Links inside the text to this site stay in the tab.
    const internal = article.locator('.article__body a[href="/singapore-cruise"]')
    expect(await internal.getAttribute('target')).toBeNull()

    await expectOpenGraph(page, '/Ovation-of-the-Seas-Ship-Guide')
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article')
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cdn\/images\//)
    expect(await page.locator('meta[property="article:published_time"]').getAttribute('content')).toBe(published('2025-07-31'))
    expectHeadingsInOrder(await headingLevels(page))
    expect(errors).toEqual([])
  })

  test('JSON-LD BlogPosting is valid JSON with the headline, a data block without a nonce, and has no raw "<"', async ({ page, request }) => {
    const response = await request.get('/Japan-Cruise-FAQ')
    const html = await response.text()
    const match = /<script type="application\/ld\+json"( nonce="[^"]*")?>([\s\S]*?)<\/script>/.exec(html)
    expect(match?.[1]).toBeUndefined()
    expect(match?.[2]).not.toContain('<')
    const data = JSON.parse(match?.[2] ?? '')
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('BlogPosting')
    expect(data.headline).toBe(headingOf('/Japan-Cruise-FAQ'))
    expect(data.datePublished).toBe(published('2025-06-04'))
    expect(data.dateModified).toBe(published('2025-06-04'))
    expect(new URL(data.image[0]).pathname).toMatch(/^\/cdn\/images\//)
    expect(data.author['@type']).toBe('Organization')
    expect(data.publisher).toMatchObject({ '@type': 'Organization', name: 'Harbourline Cruises', logo: { '@type': 'ImageObject' } })
    expect(new URL(data.publisher.logo.url).protocol).toMatch(/^https?:$/)
    expect(new URL(data.mainEntityOfPage['@id']).pathname).toBe('/Japan-Cruise-FAQ')

    // In the browser too, after hydration.
    await page.goto('/Japan-Cruise-FAQ')
    await hydratedFaq(page)
    const text = await page.locator('script[type="application/ld+json"]').textContent()
    expect(JSON.parse(text ?? '').headline).toBe(headingOf('/Japan-Cruise-FAQ'))
  })

  test('the FAQ accordion: first open, one at a time, clicking the open one closes it, keyboard too', async ({ page }) => {
    const errors = consoleErrors(page)
    await page.goto('/Japan-Cruise-FAQ')
    const faq = page.locator('.article__faq')
    await expect(faq.getByRole('heading', { level: 2 })).toHaveText('Frequently asked questions')
    const buttons = await hydratedFaq(page)
    await expect(buttons).toHaveCount(5)
    expect(await expanded(buttons)).toEqual(['true', 'false', 'false', 'false', 'false'])
    await expect(faq.getByRole('region')).toHaveCount(1)
    await expect(faq.getByRole('region').first()).toContainText('Indian citizens normally need a Japanese visa')

    await buttons.nth(2).click()
    expect(await expanded(buttons)).toEqual(['false', 'false', 'true', 'false', 'false'])
    await expect(faq.getByRole('region', { name: 'Which ports do Japan cruises visit?' })).toContainText('Yokohama')
    await expect(faq.getByText('Indian citizens normally need a Japanese visa')).toBeHidden()

    await buttons.nth(2).click()
    expect(await expanded(buttons)).toEqual(['false', 'false', 'false', 'false', 'false'])
    await expect(faq.getByRole('region')).toHaveCount(0)

    // Keyboard: Tab reaches the questions, Enter and Space toggle them.
    await buttons.nth(0).focus()
    await page.keyboard.press('Tab')
    await expect(buttons.nth(1)).toBeFocused()
    await page.keyboard.press('Enter')
    expect(await expanded(buttons)).toEqual(['false', 'true', 'false', 'false', 'false'])
    await page.keyboard.press('Tab')
    await expect(buttons.nth(2)).toBeFocused()
    await page.keyboard.press('Space')
    expect(await expanded(buttons)).toEqual(['false', 'false', 'true', 'false', 'false'])
    await page.keyboard.press('Space')
    expect(await expanded(buttons)).toEqual(['false', 'false', 'false', 'false', 'false'])

    // Each button controls its panel.
    const controls = await buttons.first().getAttribute('aria-controls')
    expect(await page.locator(`#${controls}`).count()).toBe(1)
    expect(errors).toEqual([])
  })
})

test.describe('/media', () => {
  const cards = (page: Page) => page.locator('.news-card')
  const pager = (page: Page) => page.getByRole('navigation', { name: 'Newsroom pages' })

  test('on a 390 px phone the floating chat button never covers a control: tabbing to each, and at the end of the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/media')
    await hydrated(page)
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' })
    await expect(chat).toBeVisible()
    const overlaps = () =>
      page.evaluate(() => {
        const button = document.querySelector('.chat-float__link')!.getBoundingClientRect()
        const focused = document.activeElement
        if (!focused || focused === document.body || focused.closest('.chat-float')) return null
        const rect = focused.getBoundingClientRect()
        const covered = rect.right > button.left && rect.left < button.right && rect.bottom > button.top && rect.top < button.bottom
        return covered ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}` : null
      })
    const covered: string[] = []
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press('Tab')
      const hidden = await overlaps()
      if (hidden) covered.push(hidden)
      if (
        await pager(page)
          .getByRole('link', { name: 'Next page' })
          .evaluate((link) => link === document.activeElement)
      )
        break
    }
    await expect(pager(page).getByRole('link', { name: 'Next page' })).toBeFocused()
    expect(covered).toEqual([])
    // Scrolled to the very end, nothing of the page's last line is under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const end = await page.evaluate(() => {
      const button = document.querySelector('.chat-float__link')!.getBoundingClientRect()
      return [...document.querySelectorAll('a, button')]
        .filter((element) => !element.closest('.chat-float'))
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && rect.right > button.left && rect.left < button.right && rect.bottom > button.top && rect.top < button.bottom).length
    })
    expect(end).toBe(0)
  })

  test('21 news items: the featured story above page 1, the other 20 over three pages of 9, 9 and 2', async ({ page }) => {
    const errors = consoleErrors(page)
    await page.goto('/media')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/media'))
    await expectOpenGraph(page, '/media')
    expect(await page.locator('link[rel="prev"]').count()).toBe(0)
    expect(await page.locator('link[rel="next"]').getAttribute('href')).toMatch(/\/media\?page=2$/)

    const featured = page.locator('.news-featured')
    await expect(featured).toHaveCount(1)
    const readMore = featured.getByRole('link', { name: /^Read More/ })
    expect(await readMore.getAttribute('target')).toBe('_blank')
    expect(await readMore.getAttribute('rel')).toContain('noopener')
    expect(await readMore.getAttribute('href')).toMatch(/^https:\/\//)

    await expect(cards(page)).toHaveCount(9)
    const card = cards(page).first()
    await expect(card.locator('.news-card__media img')).toBeVisible()
    await expect(card.locator('.news-card__platform img')).toHaveAttribute('alt', /\S/)
    await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty()
    await expect(card.locator('.news-card__description')).not.toBeEmpty()
    await expect(card.locator('.news-card__meta')).toContainText(formatContentDate(published('2025-09-17')))
    await expect(card.locator('.news-card__meta')).toContainText(/\d min read/)
    for (const link of await cards(page).getByRole('link').all()) {
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toContain('noopener')
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//)
    }

    // Page 1: Previous is a disabled button, Next and the numbers are links; with three pages every
    // number shows (dots never hide a single page).
    await expect(pager(page).getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await expect(pager(page).getByRole('link', { name: 'Previous page' })).toHaveCount(0)
    await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/media?page=2')
    await expect(pager(page).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/media?page=3')
    await expect(pager(page).locator('.pager__gap')).toHaveCount(0)

    // Next (client side) to page 2.
    await pager(page).getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/media\?page=2$/)
    await expect(cards(page)).toHaveCount(9)
    await expect(page.locator('.news-featured')).toHaveCount(0)
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(pager(page).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/media')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/media\?page=2$/)
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/media$/)
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', /\/media\?page=3$/)
    await expect(page).toHaveTitle('Newsroom – Page 2 of 3 | Harbourline Cruises')

    // A numbered link to page 3: two cards, Next disabled.
    await pager(page).getByRole('link', { name: 'Page 3' }).click()
    await expect(page).toHaveURL(/\/media\?page=3$/)
    await expect(cards(page)).toHaveCount(2)
    await expect(cards(page).last().locator('.news-card__meta')).toContainText(formatContentDate(published('2025-05-27')))
    await expect(pager(page).getByRole('button', { name: 'Next page' })).toBeDisabled()
    await expect(pager(page).getByRole('link', { name: 'Next page' })).toHaveCount(0)
    await expect(pager(page).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('link[rel="next"]')).toHaveCount(0)

    // And back to page 1 with its featured story.
    await pager(page).getByRole('link', { name: 'Page 1' }).click()
    await expect(page).toHaveURL(/\/media$/)
    await expect(page.locator('.news-featured')).toHaveCount(1)
    await expect(cards(page)).toHaveCount(9)

    expectHeadingsInOrder(await headingLevels(page))
    expect(errors).toEqual([])
  })

  test('all 21 items appear exactly once (the featured story never again as a card), the cards newest first', async ({ request }) => {
    const seen: string[] = []
    /** Each item's link to its outlet: one per item. */
    const links: string[] = []
    for (const path of ['/media', '/media?page=2', '/media?page=3']) {
      const html = await (await request.get(path)).text()
      const featured = html.split('class="news-featured"')[1]?.split('class="news-card"')[0]
      if (featured) links.push(/<a class="button" href="([^"]+)"/.exec(featured)?.[1] ?? '')
      const cards = html.split('class="news-card"').slice(1)
      seen.push(...cards.map((card) => /<time dateTime="([^"]+)"/.exec(card)?.[1] ?? ''))
      links.push(...cards.map((card) => /class="news-card__link" href="([^"]+)"/.exec(card)?.[1] ?? ''))
    }
    expect(seen).toHaveLength(20)
    expect([...seen].sort().reverse()).toEqual(seen)
    expect(links).toHaveLength(21)
    expect(new Set(links).size).toBe(21)
  })

  test('a page number that does not exist is a 404, never a 500', async ({ page, request }) => {
    const bad = ['0', '-1', '4', 'abc', '2.5', '', '02', '1e1', '%00', '99999999999999999999', '9'.repeat(5000), 'x'.repeat(5000)]
    for (const value of bad) {
      const response = await request.get(`/media?page=${value}`)
      expect(response.status(), `?page=${value.slice(0, 20)}`).toBe(404)
    }
    expect((await request.get('/media?page=1&page=2')).status()).toBe(404)
    expect((await request.get('/media?page=2&utm_campaign=x')).status()).toBe(200)
    // ?page=1 is page 1, with the bare /media as its canonical URL.
    const first = await request.get('/media?page=1')
    expect(first.status()).toBe(200)
    expect(/<link rel="canonical" href="([^"]+)"/.exec(await first.text())?.[1]).toMatch(/\/media$/)
    const response = await page.goto('/media?page=4')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the blog leads to its articles and the whole chain can be walked', async ({ page }) => {
    test.slow()
    await page.goto('/blog')
    await expect(page.locator('.post-card')).toHaveCount(11)
    await page.getByRole('link', { name: `Read More about ${ARTICLE_ROUTES[0]!.heading}` }).click()
    await expect(page).toHaveURL(new RegExp(`${ARTICLE_ROUTES[0]!.path}$`))
    for (const route of ARTICLE_ROUTES.slice(1)) {
      await page.getByRole('link', { name: /^Previous Post/ }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    }
    await expect(page.getByRole('link', { name: /^Previous Post/ })).toHaveCount(0)
    await page.getByRole('link', { name: /^Next Post/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_ROUTES.at(-2)!.heading)
  })

  test('the FAQ opens and closes as native disclosures, one at a time', async ({ page }) => {
    await page.goto('/Japan-Cruise-FAQ')
    const details = page.locator('.article__faq details')
    await expect(details).toHaveCount(5)
    const open = () => details.evaluateAll((list) => list.map((item) => (item as HTMLDetailsElement).open))
    expect(await open()).toEqual([true, false, false, false, false])
    await details.nth(1).locator('summary').click()
    expect(await open()).toEqual([false, true, false, false, false])
    await details.nth(1).locator('summary').click()
    expect(await open()).toEqual([false, false, false, false, false])
  })

  test('the Newsroom pages through its links', async ({ page }) => {
    await page.goto('/media')
    await expect(page.locator('.news-card')).toHaveCount(9)
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/media\?page=2$/)
    await expect(page.locator('.news-card')).toHaveCount(9)
    await expect(page.locator('.news-featured')).toHaveCount(0)
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/media\?page=3$/)
    await expect(page.locator('.news-card')).toHaveCount(2)
    await page.getByRole('link', { name: 'Page 1' }).click()
    await expect(page).toHaveURL(/\/media$/)
    await expect(page.locator('.news-featured')).toHaveCount(1)
  })

  test('/about and /privacy-policy render in full', async ({ page }) => {
    await page.goto('/about')
    await expect(page.locator('.value-card')).toHaveCount(6)
    await expect(page.locator('.team-card')).toHaveCount(4)
    await page.goto('/privacy-policy')
    await expect(page.getByText('Last updated November 27, 2026')).toBeVisible()
  })
})
