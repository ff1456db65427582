import { expect, test } from '@playwright/test'

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
    await dialog.getByRole('link', { name: /Cruise Deals/ }).click()
    await expect(page).toHaveURL(/\/cruisedeals$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cruise Deals')
    await expect(dialog).toBeHidden()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the links show as a row instead of the menu button', async ({ page }) => {
      await page.goto('/')
      const header = page.getByRole('banner')
      await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
      const nav = header.locator('.site-nav')
      await expect(nav).toBeVisible()
      await nav.getByRole('link', { name: /Contact Us/ }).click()
      await expect(page).toHaveURL(/\/contact$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
    })
  })
})
