import { expect, type Locator, type Page, test } from '@playwright/test'

import { hydrated } from '../support/page-clock'
import { headingOf, navLabelOf } from '../support/routes'

/**
 * Each link of `nav` whose box is not wholly on the screen and inside the nav (a link cut off by
 * the window or by a row that scrolls or clips), named with its box.
 */
async function linksNotWhole(page: Page, nav: Locator): Promise<string[]> {
  const width = page.viewportSize()!.width
  return nav.evaluate((element, width) => {
    const box = element.getBoundingClientRect()
    return [...element.querySelectorAll('a')].flatMap((link) => {
      const rect = link.getBoundingClientRect()
      const whole =
        rect.width > 0 &&
        rect.left >= 0 &&
        rect.right <= width &&
        rect.left >= box.left - 0.5 &&
        rect.right <= box.right + 0.5 &&
        link.scrollWidth <= link.clientWidth + 1
      return whole
        ? []
        : [`${link.textContent?.trim()} [${Math.round(rect.left)}, ${Math.round(rect.right)}] in [${Math.round(box.left)}, ${Math.round(box.right)}]`]
    })
  }, width)
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

test.describe('small-screen menu', () => {
  test('the menu button opens a modal with the links and a close button; focus returns on close', async ({ page }) => {
    await page.goto('/about')
    const header = page.getByRole('banner')
    // Under 768 px the bar hides its links behind the menu button.
    await expect(header.locator('.site-nav')).toBeHidden()
    const menuButton = header.getByRole('button', { name: 'Menu', exact: true })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')

    await menuButton.click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    const links = dialog.getByRole('navigation', { name: 'Main' }).getByRole('link')
    await expect(links).toHaveCount(8)
    await expect(dialog.getByRole('link', { name: /About Us/ })).toHaveAttribute('aria-current', 'page')
    await expect(dialog.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', /^tel:\+/)
    // Focus is inside the dialog, and Tab keeps it there (the page behind is inert).
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    }

    await dialog.getByRole('button', { name: 'Close menu' }).click()
    await expect(dialog).toBeHidden()
    await expect(menuButton).toBeFocused()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  })

  test('Escape closes the menu, and following a link closes it and navigates', async ({ page }) => {
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
    await menuButton.click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(menuButton).toBeFocused()

    await menuButton.click()
    await dialog.getByRole('link', { name: navLabelOf('/cruisedeals') }).click()
    await expect(page).toHaveURL(/\/cruisedeals$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/cruisedeals'))
    await expect(dialog).toBeHidden()
  })

  test('at every width each link of the menu is whole on the screen: in the bar, or behind the menu button', async ({ page }) => {
    await page.goto('/about')
    await hydrated(page)
    const header = page.getByRole('banner')
    const menuButton = header.getByRole('button', { name: 'Menu', exact: true })
    const bar = header.locator('.site-nav')
    // The bar is hidden at a phone's width; its links are in the page all the same.
    const expected = await bar.locator('a').allTextContents()
    expect(expected.length).toBeGreaterThan(5)
    for (const width of [320, 768, 900, 1024, 1180, 1199, 1200, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      if (width < 1200) {
        // The bar's links are in the menu; the button, a visible cue, opens them.
        await expect(bar, `${width}`).toBeHidden()
        await expect(menuButton, `${width}`).toBeVisible()
        await menuButton.click()
        const dialog = page.getByRole('dialog', { name: 'Menu' })
        await expect(dialog).toBeVisible()
        const nav = dialog.getByRole('navigation', { name: 'Main' })
        expect(await nav.locator('a').allTextContents(), `${width}`).toEqual(expected)
        expect(await linksNotWhole(page, nav), `${width}`).toEqual([])
        await dialog.getByRole('button', { name: 'Close menu' }).click()
        await expect(dialog).toBeHidden()
      } else {
        await expect(menuButton, `${width}`).toBeHidden()
        await expect(bar, `${width}`).toBeVisible()
        expect(await linksNotWhole(page, bar), `${width}`).toEqual([])
      }
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('every link of the bar is whole on the screen from 768 px (the row wraps)', async ({ page }) => {
      await page.goto('/about')
      const bar = page.getByRole('banner').locator('.site-nav')
      for (const width of [768, 900, 1024, 1180, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await expect(bar).toBeVisible()
        expect(await linksNotWhole(page, bar), `${width}`).toEqual([])
      }
    })

    test('the links show as a row instead of the menu button, and nothing is wider than a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto('/')
      // The row scrolls sideways inside the bar: nothing in it (the booking links' hidden "opens in
      // a new tab" words included) makes the page wider than the screen.
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 844 })
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBe(width)
      }
      const header = page.getByRole('banner')
      await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
      const nav = header.locator('.site-nav')
      await expect(nav).toBeVisible()
      await nav.getByRole('link', { name: navLabelOf('/contact') }).click()
      await expect(page).toHaveURL(/\/contact$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/contact'))
    })
  })
})
