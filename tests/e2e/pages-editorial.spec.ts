import { expect, type Locator, type Page, test } from '@playwright/test'

import { benefitsQuery, newsItemsQuery } from '~/lib/content/queries'
import { categoryTags, formatDate, profilePlatform } from '~/lib/pages/editorial'
import { aboutPageQuery } from '~/pages/about/query'
import { blogPostDetailQuery } from '~/pages/offer-or-article/query'
import { privacyPolicyQuery } from '~/pages/privacy-policy/query'

import { consoleErrors } from '../support/lead-forms'
import { hydrated } from '../support/page-clock'
import { ARTICLE_ROUTES, BRAND_NAME, headingOf } from '../support/routes'
import { requireSeedResult, runSeedQuery } from '../support/seed'

// The editorial pages: /about, /privacy-policy, /blog, the eleven articles and /media.
// ARTICLE_ROUTES lists the articles newest first, which is the order of the Previous chain.

/** The words of rich text's blocks of a style ('h2'), or of every block. */
type Block = { _type: string; style?: string; listItem?: string; children?: Array<{ text: string }>; markDefs?: Array<{ href?: string }> }
const blockTexts = (body: readonly Block[], style?: string) =>
  body
    .filter((block) => block._type === 'block' && !block.listItem && (style === undefined || block.style === style))
    .map((block) => block.children!.map((child) => child.text).join(''))
const linksOf = (body: readonly Block[]) => body.flatMap((block) => block.markDefs ?? []).flatMap((definition) => (definition.href ? [definition.href] : []))

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
  expect(await page.title()).toContain(BRAND_NAME)
  expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(30)
  for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image']) {
    expect(await page.locator(`meta[property="${property}"]`).getAttribute('content'), property).toBeTruthy()
  }
}

test.describe('/about', () => {
  test('its intro, the value cards and the crew in the page’s order with their profile links', async ({ page }) => {
    const about = await requireSeedResult(aboutPageQuery)
    const values = await runSeedQuery(benefitsQuery, { placement: 'about' })
    const crewNames = about.team.map((member) => member.name)
    const errors = consoleErrors(page)
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.title)
    for (const text of blockTexts(about.intro)) await expect(page.locator('.page-intro')).toContainText(text)

    const valueCards = page.getByRole('region', { name: about.valuesHeading })
    await expect(valueCards.getByRole('listitem')).toHaveCount(values.length)
    await expect(valueCards.getByRole('heading', { level: 3 })).toHaveText(values.map((value) => value.heading))

    const crew = page.getByRole('region', { name: about.teamHeading })
    await expect(crew.getByRole('heading', { level: 3 })).toHaveText(crewNames)
    await expect(crew.getByRole('img')).toHaveCount(crewNames.length)
    await expect(crew.getByRole('link')).toHaveCount(crewNames.length)
    for (const member of about.team) {
      const link = crew.getByRole('link', { name: `${member.name} on ${profilePlatform(member.profileUrl)}`, exact: true })
      await expect(link).toBeVisible()
      expect(await link.getAttribute('href')).toBe(member.profileUrl)
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
      await expect(link).toHaveAccessibleDescription('Opens in a new tab')
      await expect(crew.getByText(member.role, { exact: true })).toHaveCount(about.team.filter((other) => other.role === member.role).length)
    }

    expectHeadingsInOrder(await headingLevels(page))
    await expectOpenGraph(page, '/about')
    expect(errors).toEqual([])
  })
})

test.describe('/privacy-policy', () => {
  test('the policy text with its last-updated date, its sections, lists and links, and a readable measure', async ({ page }) => {
    const policy = await requireSeedResult(privacyPolicyQuery)
    const body = policy.body as readonly Block[]
    const errors = consoleErrors(page)
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title)
    const updated = page.getByText(`Last updated ${formatDate(policy.lastUpdated, 'long')}`)
    await expect(updated).toBeVisible()
    expect(await updated.locator('time').getAttribute('datetime')).toBe(policy.lastUpdated)

    await expect(page.locator('.legal').getByRole('heading', { level: 2 })).toHaveText(blockTexts(body, 'h2'))
    expect(body.some((block) => block.listItem)).toBe(true)
    await expect(page.locator('.legal li').first()).toBeVisible()
    for (const href of linksOf(body)) await expect(page.locator(`.legal a[href="${href}"]`).first()).toBeVisible()

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
  test('the featured post, then the other articles newest first, each linking to its article', async ({ page, request }) => {
    const errors = consoleErrors(page)
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/blog'))
    await expectOpenGraph(page, '/blog')

    const featured = page.locator('.post-card--featured')
    await expect(featured).toHaveCount(1)
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText(ARTICLE_ROUTES[0]!.heading)
    expect(await featured.locator('img').getAttribute('loading')).toBe('eager')

    const cards = page.getByRole('region', { name: 'More articles' }).locator('.post-card')
    await expect(cards).toHaveCount(ARTICLE_ROUTES.length - 1)
    const first = cards.first()
    await expect(first.locator('img')).toBeVisible()
    await expect(first.locator('.post-card__excerpt')).not.toBeEmpty()
    await expect(first.locator('.post-card__meta')).toContainText(/\w{3} \d{1,2}, \d{4}/)
    await expect(first.locator('.post-card__meta')).toContainText(/\d min read/)
    expect(await cards.nth(5).locator('img').getAttribute('loading')).toBe('lazy')

    // Newest first, and the same order as the article chain.
    const dates = await page.locator('.post-card time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
    expect(dates).toHaveLength(ARTICLE_ROUTES.length)
    expect([...dates].sort().reverse()).toEqual(dates)
    const links = page.getByRole('link', { name: /^Read More about / })
    await expect(links).toHaveCount(ARTICLE_ROUTES.length)
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
    // An article with numbered steps, a picture in its text and a link to a page of this site.
    const path = '/Ovation-of-the-Seas-Ship-Guide'
    const post = await requireSeedResult(blogPostDetailQuery, { slug: path.slice(1) })
    const body = post.body as readonly Block[]
    const internalLink = linksOf(body).find((href) => href.startsWith('/'))!
    expect(body.some((block) => block.listItem === 'number')).toBe(true)
    const errors = consoleErrors(page)
    await page.goto(path)
    const article = page.locator('article.article')
    await expect(article.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveText(categoryTags(post.category))
    await expect(article.locator('.article__meta')).toContainText(`Updated ${formatDate(post.publishedAt)}`)
    const hero = article.locator('.article__hero img')
    expect(await hero.getAttribute('loading')).toBe('eager')
    expect(await hero.getAttribute('fetchpriority')).toBe('high')
    expect(await hero.getAttribute('width')).toBeTruthy()
    expect(await hero.getAttribute('height')).toBeTruthy()
    expect(await hero.getAttribute('alt')).toBeTruthy()
    await expect(article.locator('.article__body h2')).toHaveText(blockTexts(body, 'h2'))
    await expect(article.locator('.article__body ol').first()).toBeVisible()
    expect(await article.locator('.article__figure img').getAttribute('loading')).toBe('lazy')
    await expect(article.getByRole('region', { name: 'Tags' }).getByRole('listitem')).toHaveText(post.tags)

    // Links inside the text to this site stay in the tab.
    const internal = article.locator(`.article__body a[href="${internalLink}"]`).first()
    expect(await internal.getAttribute('target')).toBeNull()

    await expectOpenGraph(page, path)
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article')
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cdn\/images\//)
    expect(await page.locator('meta[property="article:published_time"]').getAttribute('content')).toBe(post.publishedAt)
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
    const { publishedAt } = await requireSeedResult(blogPostDetailQuery, { slug: 'Japan-Cruise-FAQ' })
    expect(data.datePublished).toBe(publishedAt)
    expect(data.dateModified).toBe(publishedAt)
    expect(new URL(data.image[0]).pathname).toMatch(/^\/cdn\/images\//)
    expect(data.author['@type']).toBe('Organization')
    expect(data.publisher).toMatchObject({ '@type': 'Organization', name: BRAND_NAME, logo: { '@type': 'ImageObject' } })
    expect(new URL(data.publisher.logo.url).protocol).toMatch(/^https?:$/)
    expect(new URL(data.mainEntityOfPage['@id']).pathname).toBe('/Japan-Cruise-FAQ')

    // In the browser too, after hydration.
    await page.goto('/Japan-Cruise-FAQ')
    await hydratedFaq(page)
    const text = await page.locator('script[type="application/ld+json"]').textContent()
    expect(JSON.parse(text ?? '').headline).toBe(headingOf('/Japan-Cruise-FAQ'))
  })

  test('the FAQ accordion: first open, one at a time, clicking the open one closes it, keyboard too', async ({ page }) => {
    const post = await requireSeedResult(blogPostDetailQuery, { slug: 'Japan-Cruise-FAQ' })
    const block = post.body.find((item) => item._type === 'faq')
    if (block?._type !== 'faq') throw new Error('The seed’s Japan-Cruise-FAQ has no FAQ block')
    const items = block.items
    expect(items.length).toBeGreaterThanOrEqual(3)
    /** Which questions are open, as aria-expanded says. */
    const only = (open: number | null) => items.map((_, index) => String(index === open))
    const errors = consoleErrors(page)
    await page.goto('/Japan-Cruise-FAQ')
    const faq = page.locator('.article__faq')
    // Its title as the heading; without one, the section is still named for a screen reader.
    if (block.title) await expect(faq.getByRole('heading', { level: 2 })).toHaveText(block.title)
    else await expect(faq).toHaveAccessibleName('Frequently asked questions')
    const buttons = await hydratedFaq(page)
    await expect(buttons).toHaveCount(items.length)
    await expect(buttons).toHaveText(items.map((item) => item.question))
    expect(await expanded(buttons)).toEqual(only(0))
    await expect(faq.getByRole('region')).toHaveCount(1)
    await expect(faq.getByRole('region').first()).toContainText(items[0]!.answer)

    await buttons.nth(2).click()
    expect(await expanded(buttons)).toEqual(only(2))
    await expect(faq.getByRole('region', { name: items[2]!.question })).toContainText(items[2]!.answer)
    await expect(faq.getByText(items[0]!.answer)).toBeHidden()

    await buttons.nth(2).click()
    expect(await expanded(buttons)).toEqual(only(null))
    await expect(faq.getByRole('region')).toHaveCount(0)

    // Keyboard: Tab reaches the questions, Enter and Space toggle them.
    await buttons.nth(0).focus()
    await page.keyboard.press('Tab')
    await expect(buttons.nth(1)).toBeFocused()
    await page.keyboard.press('Enter')
    expect(await expanded(buttons)).toEqual(only(1))
    await page.keyboard.press('Tab')
    await expect(buttons.nth(2)).toBeFocused()
    await page.keyboard.press('Space')
    expect(await expanded(buttons)).toEqual(only(2))
    await page.keyboard.press('Space')
    expect(await expanded(buttons)).toEqual(only(null))

    // Each button controls its panel.
    const controls = await buttons.first().getAttribute('aria-controls')
    expect(await page.locator(`#${controls}`).count()).toBe(1)
    expect(errors).toEqual([])
  })
})

test.describe('/media', () => {
  const cards = (page: Page) => page.locator('.news-card')
  /** The seed's news, newest first, and those shown as cards (the featured story is above page 1, never a card). */
  const newsItems = () => runSeedQuery(newsItemsQuery)
  const newsCards = async () => (await newsItems()).filter((item) => !item.featured)
  /** Nine cards a page; the pager's tests need the seed to fill three. */
  const NEWS_PAGE = 9
  async function threePages() {
    const shown = await newsCards()
    expect(Math.ceil(shown.length / NEWS_PAGE), 'pages of news the seed fills (these tests need three)').toBe(3)
    return shown
  }
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

  test('the featured story above page 1, the other news over pages of nine, newest first', async ({ page }) => {
    const shown = await threePages()
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
    await expect(card.locator('.news-card__meta')).toContainText(formatDate(shown[0]!.date))
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
    await expect(page).toHaveTitle(`${headingOf('/media')} – Page 2 of 3 | ${BRAND_NAME}`)

    // A numbered link to page 3: two cards, Next disabled.
    await pager(page).getByRole('link', { name: 'Page 3' }).click()
    await expect(page).toHaveURL(/\/media\?page=3$/)
    await expect(cards(page)).toHaveCount(shown.length - 2 * NEWS_PAGE)
    await expect(cards(page).last().locator('.news-card__meta')).toContainText(formatDate(shown.at(-1)!.date))
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

  test('every item appears exactly once (the featured story never again as a card), the cards newest first', async ({ request }) => {
    const news = await newsItems()
    await threePages()
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
    expect(seen).toHaveLength(news.length - 1)
    expect([...seen].sort().reverse()).toEqual(seen)
    expect(links).toHaveLength(news.length)
    expect(new Set(links).size).toBe(news.length)
  })

  test('a page number that does not exist is a 404, never a 500', async ({ page, request }) => {
    await threePages()
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
    await expect(page.locator('.post-card')).toHaveCount(ARTICLE_ROUTES.length)
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
    const post = await requireSeedResult(blogPostDetailQuery, { slug: 'Japan-Cruise-FAQ' })
    const block = post.body.find((item) => item._type === 'faq')
    const count = block?._type === 'faq' ? block.items.length : 0
    const only = (open: number | null) => Array.from({ length: count }, (_, index) => index === open)
    await page.goto('/Japan-Cruise-FAQ')
    const details = page.locator('.article__faq details')
    await expect(details).toHaveCount(count)
    const open = () => details.evaluateAll((list) => list.map((item) => (item as HTMLDetailsElement).open))
    expect(await open()).toEqual(only(0))
    await details.nth(1).locator('summary').click()
    expect(await open()).toEqual(only(1))
    await details.nth(1).locator('summary').click()
    expect(await open()).toEqual(only(null))
  })

  test('the Newsroom pages through its links', async ({ page }) => {
    const shown = (await runSeedQuery(newsItemsQuery)).filter((item) => !item.featured)
    expect(Math.ceil(shown.length / 9), 'pages of news the seed fills (this test needs three)').toBe(3)
    await page.goto('/media')
    await expect(page.locator('.news-card')).toHaveCount(9)
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/media\?page=2$/)
    await expect(page.locator('.news-card')).toHaveCount(9)
    await expect(page.locator('.news-featured')).toHaveCount(0)
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/media\?page=3$/)
    await expect(page.locator('.news-card')).toHaveCount(shown.length - 18)
    await page.getByRole('link', { name: 'Page 1' }).click()
    await expect(page).toHaveURL(/\/media$/)
    await expect(page.locator('.news-featured')).toHaveCount(1)
  })

  test('/about and /privacy-policy render in full', async ({ page }) => {
    const about = await requireSeedResult(aboutPageQuery)
    const values = await runSeedQuery(benefitsQuery, { placement: 'about' })
    const policy = await requireSeedResult(privacyPolicyQuery)
    await page.goto('/about')
    await expect(page.locator('.value-card')).toHaveCount(values.length)
    await expect(page.locator('.team-card')).toHaveCount(about.team.length)
    await page.goto('/privacy-policy')
    await expect(page.getByText(`Last updated ${formatDate(policy.lastUpdated, 'long')}`)).toBeVisible()
  })
})
