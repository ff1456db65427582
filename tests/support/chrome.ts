import { expect, type Page } from '@playwright/test'

import { FOOTER_LINKS, NAVIGATION } from './routes'
import { seedDocument } from './seed-documents'

const { copyright } = seedDocument<{ copyright: string }>('siteSettings')

/** The header and footer every page has (read at a desktop width, where the navigation shows). */
export async function expectChrome(page: Page): Promise<void> {
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Harbourline Cruises' }).first()).toBeVisible()
  const nav = header.getByRole('navigation', { name: 'Main' })
  for (const item of NAVIGATION) await expect(nav.getByRole('link', { name: item.label }).first()).toBeVisible()
  await expect(header.getByRole('combobox', { name: 'Currency' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(copyright)).toBeVisible()
  for (const link of FOOTER_LINKS) await expect(footer.getByRole('link', { name: link.label, exact: true }).first()).toBeVisible()
}
