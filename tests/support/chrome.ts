import { expect, type Page } from '@playwright/test'

/** The header and footer every page has (read at a desktop width, where the navigation shows). */
export async function expectChrome(page: Page): Promise<void> {
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Harbourline Cruises' }).first()).toBeVisible()
  await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cruise Deals/ })).toBeVisible()
  await expect(header.getByRole('combobox', { name: 'Currency' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(/© 2025 Harbourline Travel Technology/)).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Newsroom' })).toBeVisible()
}
