// What the e2e tests of lead forms share: a unique e-mail per test, the stored lead read from
// the e2e server's outbox, the forms' 2 s fill time, filling the contact fields, and the
// console errors of a page.
import { expect, type Locator, type Page, type Response, test } from '@playwright/test'

import { formTokenIssuedAt, LEAD_MESSAGES } from '../../app/lib/leads/forms/fields'
import { issueFormToken } from '../../app/lib/leads/forms/signed-values.server'
import { LEAD_KINDS, type LeadKind } from '../../app/lib/leads/types'
import { E2E_LEADS_DB_PATH, E2E_SIGNING_SECRET } from './e2e-leads'
import { type StoredLead, storedLeads } from './leads'

/** The server takes no post sooner than 2 s after the visitor started on the form; a little more for safety. */
const MIN_FILL_MS = 2100

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/** The lead stored for `email` (the outbox is written before the answer; allow for slow disks), in the main e2e server's outbox unless `dbPath` names another. */
export async function leadFor(email: string, dbPath = E2E_LEADS_DB_PATH): Promise<StoredLead> {
  let found: StoredLead | undefined
  await expect.poll(() => (found = storedLeads(dbPath).find((lead) => lead.fields.email === email)), { timeout: 5000 }).toBeTruthy()
  return found!
}

/**
 * Waits until the visitor's fill-time token on the page is old enough for the server's check.
 * The clock that counts is the server's: the token (`v2.<ms in base 36>.<kind>.…`) is minted
 * when the visitor starts on a form (the form's JavaScript asks for it on first focus) or handed
 * back with the "Send it now" step or a refused post's messages; this waits for it to be there.
 */
export async function waitFillTime(page: Page): Promise<void> {
  const tokens = page.locator('input[name="formToken"]')
  await expect.poll(() => tokens.count(), { message: 'the form has its token' }).toBeGreaterThan(0)
  const values = await tokens.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  const issued = values.map((token) => formTokenIssuedAt(token) ?? Number.NaN).filter(Number.isFinite)
  const remaining = Math.max(...issued) + MIN_FILL_MS - Date.now()
  // A real wait only for a token the server minted just now (the tests of the rule itself, and
  // the no-JS "Send it now" step): the server's clock is the one that counts. Other tests hand the
  // form an older token (mintedFormTokens), and this returns at once.
  if (remaining > 0) await page.waitForTimeout(remaining)
}

/**
 * For a test whose subject is not the 2 s fill-time rule: the visitor's token (which the form asks
 * `/api/lead-token` for when they start on it) is handed over as the server would have minted it
 * 10 s earlier, as if they took that long to fill the form, so `waitFillTime` has nothing to wait
 * for. The answer's other fields (the visitor's country) are the server's own. Call before the page
 * loads; the tests of the rule itself do not.
 */
export async function mintedFormTokens(page: Page): Promise<void> {
  await page.route('**/api/lead-token?form=*', async (route) => {
    const kind = new URL(route.request().url()).searchParams.get('form') as LeadKind
    try {
      const response = await route.fetch()
      const answer = (await response.json()) as Record<string, unknown>
      await route.fulfill({ response, json: { ...answer, formToken: issueFormToken(E2E_SIGNING_SECRET, kind, Date.now() - 10_000) } })
    } catch (error) {
      // A token still on its way when the test closes its page has no one to answer.
      if (page.isClosed() || /disposed|Test ended|has been closed/.test(String(error))) return
      throw error
    }
  })
}

/**
 * Without JavaScript the form's <noscript> pixel (GET /api/lead-start) brings the visitor's token
 * as a cookie, and a visitor who already holds a good one keeps it. This gives the browser that
 * cookie for every form as the server would have minted it `ageMs` earlier: 10 s (a visitor who
 * took that long, so a test whose subject is not the 2 s rule posts at once), or a negative age for
 * a visitor too quick for the rule. The pixel then finds it held and leaves it. Call before the
 * page loads.
 */
export async function mintedStartCookies(page: Page, ageMs = 10_000): Promise<void> {
  const issuedAt = Date.now() - ageMs
  // By URL: a cookie for the site's own host, as the server sets it (an IP address takes no domain cookie).
  const url = new URL('/api/leads', String(test.info().project.use.baseURL)).href
  await page.context().addCookies(
    LEAD_KINDS.map((kind) => ({
      name: `hl_form_start_${kind}`,
      value: issueFormToken(E2E_SIGNING_SECRET, kind, issuedAt),
      url,
      httpOnly: true,
      sameSite: 'Lax' as const,
    })),
  )
}

/** The words and button of the step a post gets when it came too soon or without a token. */
export const SEND_IT_NOW = { message: LEAD_MESSAGES.confirm, button: LEAD_MESSAGES.confirmButton }

/**
 * Without JavaScript a page carries no token, so a visitor's first press comes back with their
 * entries, the words and "Send it now"; this presses it once the handed-back token counts, and
 * returns the answer to that post.
 */
export async function sendItNow(page: Page, form: Locator): Promise<Response | null> {
  await expect(form.getByRole('alert')).toHaveText(SEND_IT_NOW.message)
  await waitFillTime(page)
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST'),
    form.getByRole('button', { name: SEND_IT_NOW.button }).click(),
  ])
  return answer
}

export interface Contact {
  email: string
  first?: string
  last?: string
  phone?: string
}

/** First and last name, e-mail and phone (an Indian mobile unless given). */
export async function fillContact(form: Locator, contact: Contact | string): Promise<void> {
  const { email, first = 'Asha', last = 'Rao', phone = '+91 98765 43210' } = typeof contact === 'string' ? { email: contact } : contact
  await form.getByLabel('First Name').fill(first)
  await form.getByLabel('Last Name').fill(last)
  await form.getByLabel('Email').fill(email)
  await form.getByRole('textbox', { name: 'Phone Number' }).fill(phone)
}

/**
 * Empties the phone field and types `digits` key by key, as a visitor does, once the rich input
 * (flags) has taken over. Returns the field's country select, to check its flag did not move.
 */
export async function typePhone(form: Locator, digits: string): Promise<Locator> {
  await expect(form.locator('.PhoneInputCountryIcon svg')).toBeVisible()
  const phone = form.getByRole('textbox', { name: 'Phone Number' })
  await phone.clear()
  await phone.pressSequentially(digits)
  return form.getByRole('combobox', { name: 'Phone number country' })
}

/** Collects the page's console errors and uncaught exceptions from now on, each with the page URL. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  return errors
}

/** The heading of the thank-you popup of every lead form but the promo sign-up. */
const THANKS_HEADING = 'Thank you for your submission!'

/** Sends the lead form in `dialog` once it is old enough to count, and waits for the thank-you popup; returns the popup. */
export async function sendAndThank(page: Page, dialog: Locator): Promise<Locator> {
  await waitFillTime(page)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  const thanks = page.getByRole('dialog', { name: THANKS_HEADING })
  await expect(thanks).toBeVisible()
  return thanks
}

/** Closes the thank-you popup: the form's modal closes with it, and focus goes back to what opened it. */
export async function closeThanks(thanks: Locator, dialog: Locator, opener: Locator): Promise<void> {
  await thanks.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}
