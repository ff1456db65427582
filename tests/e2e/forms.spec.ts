// Every lead form in Chromium against the production server: the happy path (button labels,
// popup, confetti, reset on Close, the lead in the outbox), the phone message, failures, the promo
// pop-up's timing and storage rules, the static modal and its focus trap, and the forms without
// JavaScript.
import { expect, type Locator, type Page, test } from '@playwright/test'

import { formatMoney } from '~/lib/currency'
import { formatSailingDate } from '~/pages/offer-or-article/offer-view'

import { issueFormToken } from '../../app/lib/leads/forms/signed-values.server'
import { unsubscribeToken } from '../../app/lib/leads/unsubscribe.server'
import { axeViolations } from '../support/axe'
import { E2E_LEADS_DB_PATH, E2E_SIGNING_SECRET } from '../support/e2e-leads'
import {
  closeThanks,
  fillContact,
  leadFor,
  mintedFormTokens,
  mintedStartCookies,
  SEND_IT_NOW,
  sendAndThank,
  sendItNow,
  typePhone,
  uniqueEmail,
  waitFillTime,
} from '../support/lead-forms'
import { storedLeads } from '../support/leads'
import { hydrated, pageSettled, pauseClock } from '../support/page-clock'
import { SUPPORT_PHONES } from '../support/routes'
import { FORM_OPTIONS, sentBy } from '../support/seed-content'
import { seedDocument } from '../support/seed-documents'

/** Destinations the tests choose, three different ones of the seed's. */
const [DESTINATION, OTHER_DESTINATION, THIRD_DESTINATION] = FORM_OPTIONS.destinations as [string, string, string]
const CONTACT = seedDocument<{ callbackHeading: string; indiaPhone: string }>('contactPage')
const SETTINGS = seedDocument<{ promoModalDelaySeconds: number; promoOffer: { INR: number } }>('siteSettings')
/** The promo pop-up's delay in the seed's site settings. */
const PROMO_DELAY_MS = SETTINGS.promoModalDelaySeconds * 1000
/** The offer pages the quote tests open: a sailing of each, and the lead variation each sends. */
const offerOf = (id: string) => {
  const offer = seedDocument<{ slug: { current: string }; leadVariation: string; fares: Array<{ sailingDate: string }> }>(id)
  return { path: `/${offer.slug.current}`, leadVariation: offer.leadVariation, sailing: offer.fares[1]!.sailingDate }
}
const THREE_NIGHTS = offerOf('offerPage-ovation-3-night')
const FOUR_NIGHTS = offerOf('offerPage-ovation-4-night')

/** The callback form's trip: a destination, two guests, from 1 June 2027 to `to`. */
async function fillCallbackTrip(form: Locator, to = '2027-06-03'): Promise<void> {
  await form.getByLabel('Destination').selectOption(DESTINATION)
  await form.getByLabel('No. of Guests').fill('2')
  await form.getByLabel('From Date').fill('2027-06-01')
  await form.getByLabel('To Date').fill(to)
}

/**
 * Holds the lead posts until the test lets them go, so the in-between button label is there for
 * as long as the test looks at it, however slow the machine. Returns the release.
 */
async function holdLeadPosts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/leads?format=json', async (route) => {
    await held
    await route.continue()
  })
  return release
}

test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'IN' } })

test.describe('callback form (/contact)', () => {
  test('happy path: Submit, Submitting…, Submitted, the thank-you popup, the lead stored', async ({ page }) => {
    await mintedFormTokens(page)
    const email = uniqueEmail('callback')
    await page.goto('/contact?utm_source=e2e-news&utm_campaign=Autumn&gclid=E2E-GCLID')
    const section = page.locator('#callback-form')
    await expect(section.getByRole('heading', { name: CONTACT.callbackHeading })).toBeVisible()
    await expect(section.locator('.lead-section__currency')).toHaveText(`Call ${SUPPORT_PHONES.india} · Prices in INR`)
    const form = section.locator('form')
    await fillContact(form, { email })
    await form.getByLabel('Destination').selectOption(OTHER_DESTINATION)
    await form.getByLabel('No. of Guests').fill('3')
    await form.getByLabel('From Date').fill('2027-06-01')
    await form.getByLabel('To Date').fill('2027-06-08')
    await form.getByLabel('Message').fill('A balcony, please.')
    await waitFillTime(page)
    const releasePosts = await holdLeadPosts(page)

    const button = form.getByRole('button', { name: 'Submit' })
    await button.click()
    await expect(form.getByRole('button', { name: 'Submitting…' })).toBeDisabled()
    releasePosts()
    const popup = page.getByRole('dialog', { name: 'Thank you for your submission!' })
    await expect(popup).toBeVisible()
    await expect(popup).toContainText('We will get back to you soon.')
    await expect(form.getByRole('button', { name: 'Submitted' })).toBeDisabled()
    await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toBeHidden()
    await expect(form.getByRole('button', { name: 'Submitted' })).toBeDisabled()

    const lead = await leadFor(email)
    expect(lead.kind).toBe('callback')
    expect(lead.fields).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: '+919876543210',
      dialCode: '+91',
      nationalNumber: '9876543210',
      destination: OTHER_DESTINATION,
      passengers: '3',
      fromdate: '2027-06-01',
      todate: '2027-06-08',
      message: 'A balcony, please.',
      country: 'India',
      currency_select: 'INR',
      ...sentBy('callback'),
      utm_source: 'e2e-news',
      utm_campaign: 'Autumn',
      zc_gad: 'E2E-GCLID',
    })
  })

  test('the phone starts in the visitor country, shows flags shipped with the site, and says when a number is wrong', async ({ page }) => {
    const external: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url())
    })
    await page.goto('/contact')
    const form = page.locator('#callback-form form')
    await form.getByLabel('First Name').click()
    // The rich input replaces the plain one once the visitor starts on the form.
    const flag = form.locator('.PhoneInputCountryIcon svg')
    await expect(flag).toBeVisible()
    await expect(form.locator('.PhoneInputCountryIcon img')).toHaveCount(0)
    await expect(form.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('IN')
    const phone = form.getByRole('textbox', { name: 'Phone Number' })
    // Empty, in India: digits typed are an Indian number; a "+" starts an international one.
    await expect(phone).toHaveValue('')

    await phone.fill('+91 12345')
    await form.getByLabel('Email').click()
    const message = form.getByRole('alert').filter({ hasText: 'Please enter a valid phone number' })
    await expect(message).toBeVisible()
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    const describedBy = (await phone.getAttribute('aria-describedby')) ?? ''
    expect(describedBy.split(' ')).toContain(await message.getAttribute('id'))

    // Corrected: the message goes as the visitor types.
    await phone.fill('+91 98765 43210')
    await expect(message).toBeHidden()
    // A Singapore number typed under India's flag: the form says which country it fits.
    await phone.fill('9123 4567')
    await form.getByLabel('Email').click()
    await expect(form.getByRole('alert').filter({ hasText: 'This looks like a Singapore number: choose Singapore (+65) as the country' })).toBeVisible()
    expect(external).toEqual([])
  })

  test('the form checks before posting: required fields, order of dates; nothing is sent', async ({ page }) => {
    await mintedFormTokens(page)
    let posts = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/leads')) posts++
    })
    await page.goto('/contact')
    // The checks below are the page's JavaScript; before it runs, the browser's own apply.
    await hydrated(page)
    const form = page.locator('#callback-form form')
    await form.getByLabel('First Name').click()
    await form.getByLabel('From Date').fill('2027-06-09')
    await form.getByLabel('To Date').fill('2027-06-01')
    await waitFillTime(page)
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText('Please enter your first name')).toBeVisible()
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible()
    await expect(form.getByText('Please select a destination', { exact: true })).toBeVisible()
    await expect(form.getByText('The to date must be on or after the from date')).toBeVisible()
    await expect(form.getByLabel('First Name')).toBeFocused()
    // A name longer than the form takes is kept as typed and told the limit, never cut silently.
    const long = 'A'.repeat(81)
    await form.getByLabel('First Name').fill(long)
    await form.getByLabel('Last Name').click()
    await expect(form.getByLabel('First Name')).toHaveValue(long)
    await expect(form.getByText('First name must be 80 characters or fewer')).toBeVisible()
    expect(posts).toBe(0)
  })

  test('sent before its checks have loaded: checked all the same, nothing is sent', async ({ page }) => {
    let posts = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/leads')) posts++
    })
    // The schema's chunk is held until the form has been sent, as on a slow network.
    let releaseChecks = () => {}
    const checksHeld = new Promise<void>((resolve) => (releaseChecks = resolve))
    let checksRequested = false
    await page.route(/\/validation-[\w-]+\.js$/, async (route) => {
      checksRequested = true
      await checksHeld
      await route.continue()
    })
    await page.goto('/contact')
    await hydrated(page)
    const form = page.locator('#callback-form form')
    // Starting on the form asks for the chunk; the route sees that request a moment later, through
    // the browser, so wait for it there before sending the form.
    await form.getByLabel('First Name').fill('Asha')
    await expect.poll(() => checksRequested).toBe(true)
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('button', { name: 'Submitting…' })).toBeDisabled()
    releaseChecks()
    await expect(form.getByText('Please enter your last name')).toBeVisible()
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible()
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled()
    await expect(form.getByLabel('Last Name')).toBeFocused()
    expect(posts).toBe(0)
  })

  test('a failed post: the required message inline, the button usable again', async ({ page }) => {
    await mintedFormTokens(page)
    await page.goto('/contact')
    const form = page.locator('#callback-form form')
    await fillContact(form, { email: uniqueEmail('fail') })
    await fillCallbackTrip(form, '2027-06-02')
    await waitFillTime(page)

    await page.route('**/api/leads?format=json', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"ok":false}' }))
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.locator('.lead-form__alert')).toHaveText('There was an error submitting the form.')
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.unroute('**/api/leads?format=json')
    await page.route('**/api/leads?format=json', (route) => route.abort('connectionrefused'))
    await form.getByRole('button', { name: 'Submit' }).click()
    // The spec's words, then what to do about it: send again, or call the number the page shows.
    await expect(form.locator('.lead-form__alert')).toHaveText(
      `Error submitting form! Check your connection and press the button again, or call us on ${SUPPORT_PHONES.india}.`,
    )
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled()
  })

  test('a post faster than a person, or against a cached copy without a token: the "Send it now" step, nothing stored', async ({ page, request }) => {
    await page.goto('/contact')
    // The form's clock is the visitor's token, which the test sets: signed with the e2e server's
    // secret, one issued 30 s from now is too young for as long as this test can run, and one
    // issued 3 s ago is old enough (which shows the minted tokens are good ones).
    const post = (fields: Record<string, string>) =>
      page.evaluate(async (fields) => {
        const response = await fetch('/api/leads?format=json', { method: 'POST', body: new URLSearchParams(fields) })
        return {
          status: response.status,
          body: (await response.json()) as { ok: boolean; leadId?: string; error?: string; confirm?: boolean; formToken?: string },
        }
      }, fields)
    const bot = (email: string) => ({
      form: 'callback',
      firstName: 'Bot',
      lastName: 'Bot',
      email,
      mobile: '+919876543210',
      destination: DESTINATION,
      passengers: '1',
      fromdate: '2027-06-01',
      todate: '2027-06-02',
    })
    const fast = uniqueEmail('fast')
    const answer = await post({ ...bot(fast), formToken: issueFormToken(E2E_SIGNING_SECRET, 'callback', Date.now() + 30_000) })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ ok: false, confirm: true, error: SEND_IT_NOW.message, formToken: expect.stringMatching(/^v2\./) })

    // A copy of the page from the page store: no token in it; its hidden fields posted at once,
    // with JavaScript's answer and without.
    await request.get('/contact')
    const copy = await request.get('/contact')
    // A copy from the store: fresh (HIT) or being refreshed behind it (STALE), depending on its age.
    expect(copy.headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/)
    expect(await copy.text()).not.toContain('name="formToken"')
    const instant = uniqueEmail('instant')
    expect((await post({ ...bot(instant), redirectTo: '/contact', website: '' })).body).toMatchObject({ ok: false, confirm: true })
    const noJs = await request.post('/api/leads', { form: { ...bot(instant), redirectTo: '/contact', website: '' }, maxRedirects: 0 })
    expect(noJs.status()).toBe(303)
    expect(noJs.headers().location).toBe('/contact?form=callback#callback-form')
    // The outbox is written before the answer: nothing to wait for.
    const stored = storedLeads(E2E_LEADS_DB_PATH)
    expect(stored.some((lead) => lead.fields.email === fast || lead.fields.email === instant || lead.id === answer.body.leadId)).toBe(false)

    const patient = uniqueEmail('patient')
    expect((await post({ ...bot(patient), formToken: issueFormToken(E2E_SIGNING_SECRET, 'callback', Date.now() - 3_000) })).status).toBe(200)
    expect((await leadFor(patient)).kind).toBe('callback')
  })

  test('a person faster than the rule: "Send it now", then the lead is stored and thanked', async ({ page }) => {
    // The visitor's token, asked for when they start on the form, is one the rule takes as too young.
    await page.route('**/api/lead-token?form=callback', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ formToken: issueFormToken(E2E_SIGNING_SECRET, 'callback', Date.now() + 30_000) }),
      }),
    )
    const email = uniqueEmail('quick')
    await page.goto('/contact')
    await hydrated(page)
    const form = page.locator('#callback-form form')
    await fillContact(form, { email })
    await fillCallbackTrip(form)
    await expect(form.locator('input[name="formToken"]')).toHaveCount(1)
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText(SEND_IT_NOW.message)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(storedLeads(E2E_LEADS_DB_PATH).some((lead) => lead.fields.email === email)).toBe(false)
    // The server handed back a token of its own; once that one counts, the press goes through.
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
    await waitFillTime(page)
    await form.getByRole('button', { name: SEND_IT_NOW.button }).click()
    await expect(page.getByRole('dialog', { name: 'Thank you for your submission!' })).toBeVisible()
    expect((await leadFor(email)).kind).toBe('callback')
  })
})

test.describe('forms in a modal', () => {
  test('deal enquiry (/cruisedeals): India first with US, UK, UAE preferred; interests; closing returns focus', async ({ page }) => {
    await mintedFormTokens(page)
    const email = uniqueEmail('deal')
    await page.goto('/cruisedeals')
    const opener = page.getByRole('button', { name: 'Enquire Now' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('First Name').click()
    // The rich phone input (flags) takes over once the visitor starts on the form.
    await expect(dialog.locator('.PhoneInputCountryIcon svg')).toBeVisible()
    const country = dialog.getByRole('combobox', { name: 'Phone number country' })
    await expect(country).toHaveValue('IN')
    const options = await country.locator('option').allTextContents()
    expect(options.slice(0, 4)).toEqual(['India', 'United States', 'United Kingdom', 'United Arab Emirates'])

    await fillContact(dialog, { email })
    // A Singapore mobile typed without a "+" after picking Singapore: Singapore's, not Japan's +81.
    await country.selectOption('SG')
    await typePhone(dialog, '81234567')
    await expect(country).toHaveValue('SG')
    await dialog.getByLabel('Month of Travel').fill('2027-07')
    await dialog.getByLabel('No. of Passengers').fill('2')
    const interests = FORM_OPTIONS.interests.dealEnquiry.slice(1, 3)
    await dialog.getByLabel('Destination').selectOption(THIRD_DESTINATION)
    for (const interest of interests) await dialog.getByRole('checkbox', { name: interest, exact: true }).check()
    const thanks = await sendAndThank(page, dialog)
    await closeThanks(thanks, dialog, opener)

    const lead = await leadFor(email)
    expect(lead.kind).toBe('deal-enquiry')
    expect(lead.fields).toMatchObject({
      ...sentBy('dealEnquiry'),
      interest: interests,
      monthOfTravel: '2027-07',
      destination: THIRD_DESTINATION,
      passengers: '2',
      mobile: '+6581234567',
      dialCode: '+65',
      nationalNumber: '81234567',
    })
  })

  // The /cruisedeals enquiry is static: its own spec checks that Escape leaves it open.
  test('a modal keeps focus inside and the page behind it still; Escape closes a dismissible one and focus goes back', async ({ page }) => {
    await page.goto(THREE_NIGHTS.path)
    // Any sailing's Book Now opens the page's one Request A Quote dialog.
    const opener = page.getByRole('button', { name: /^Book Now for / }).nth(2)
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Request A Quote' })
    await expect(dialog).toBeVisible()
    // The wheel over the backdrop does not scroll the page behind.
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.mouse.move(5, 300)
    await page.mouse.wheel(0, 600)
    await pageSettled(page)
    expect(await page.evaluate(() => ({ y: window.scrollY, overflow: getComputedStyle(document.documentElement).overflow }))).toEqual({
      y: scrolled,
      overflow: 'hidden',
    })
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('Request A Quote (offer page): the page lead variation, Singapore, the chosen sailing', async ({ page }) => {
    await mintedFormTokens(page)
    const email = uniqueEmail('quote')
    await page.goto(THREE_NIGHTS.path)
    // Each sailing's Book Now opens Request A Quote with that sailing chosen.
    await page.getByRole('button', { name: `Book Now for ${formatSailingDate(THREE_NIGHTS.sailing)}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Request A Quote' })
    await expect(dialog).toBeVisible()
    await fillContact(dialog, { email })
    await expect(dialog.getByLabel('Sailing Date')).toHaveValue(THREE_NIGHTS.sailing)
    const interest = FORM_OPTIONS.interests.offerAndQuote[1]!
    await dialog.getByRole('checkbox', { name: interest, exact: true }).check()
    await sendAndThank(page, dialog)
    const lead = await leadFor(email)
    expect(lead.kind).toBe('quote')
    expect(lead.fields).toMatchObject({
      leadsource: FORM_OPTIONS.leadDefaults.offerQuote.leadsource,
      leadvariation: THREE_NIGHTS.leadVariation,
      destination: FORM_OPTIONS.offerDestination,
      sailingDate: THREE_NIGHTS.sailing,
      interest: [interest],
    })
  })

  test('a visitor from Singapore starts at +65 on an India-first form, and a landline is taken where a call is what they ask for', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })
    try {
      const page = await context.newPage()
      await mintedFormTokens(page)
      await page.goto('/asego-insurance')
      await page.getByRole('button', { name: 'Get a Quote' }).click()
      const dialog = page.getByRole('dialog', { name: 'Get a Quote' })
      await dialog.getByLabel('First Name').click()
      await expect(dialog.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('SG')
      // The agency's own kind of number: a Singapore landline.
      await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('6123 4567')
      await dialog.getByLabel('Email').click()
      await expect(dialog.getByRole('textbox', { name: 'Phone Number' })).not.toHaveAttribute('aria-invalid', 'true')
    } finally {
      await context.close()
    }
  })

  test('Get a Quote (/asego-insurance): lead source Asego Quote Form, trip dates and passengers', async ({ page }) => {
    await mintedFormTokens(page)
    const email = uniqueEmail('insurance')
    await page.goto('/asego-insurance')
    await page.getByRole('button', { name: 'Get a Quote' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get a Quote' })
    await dialog.getByLabel('First Name').click()
    await expect(dialog.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('IN')
    await fillContact(dialog, { email, phone: '+65 9123 4567' })
    await dialog.getByLabel('From Date').fill('2027-08-01')
    await dialog.getByLabel('To Date').fill('2027-08-05')
    await dialog.getByLabel('No. of Passengers').fill('2')
    await dialog.getByLabel('Destination').selectOption(DESTINATION)
    await sendAndThank(page, dialog)
    const lead = await leadFor(email)
    expect(lead.fields).toMatchObject({
      leadsource: FORM_OPTIONS.leadDefaults.insuranceQuote.leadsource,
      mobile: '+6591234567',
      dialCode: '+65',
      fromdate: '2027-08-01',
      todate: '2027-08-05',
      passengers: '2',
      destination: DESTINATION,
    })
  })

  test('Get Visa Assistance (/singapore-cruise)', async ({ page }) => {
    await mintedFormTokens(page)
    const email = uniqueEmail('visa')
    await page.goto('/singapore-cruise')
    await page.getByRole('button', { name: 'Get Visa Assistance' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get Visa Assistance' })
    await fillContact(dialog, { email })
    await dialog.getByLabel('No. of Passengers').fill('4')
    await sendAndThank(page, dialog)
    const lead = await leadFor(email)
    expect(lead.kind).toBe('visa')
    expect(lead.fields).toMatchObject({ ...sentBy('visa'), destination: FORM_OPTIONS.offerDestination, passengers: '4' })
  })
})

test.describe('promo sign-up (/)', () => {
  test('happy path: Subscribe, Subscribing..., Submitted, popup, confetti, Close empties the fields, remembered', async ({ page }) => {
    await mintedFormTokens(page)
    const email = uniqueEmail('promo')
    await page.goto('/')
    await page.evaluate(() => sessionStorage.setItem('contactModalShown', 'true'))
    const section = page.locator('#promo')
    await expect(section.getByRole('heading', { name: `up to ${formatMoney(SETTINGS.promoOffer.INR, 'INR')} off` })).toBeVisible()
    const form = section.locator('form')
    // Above the button, what signing up means: offers by e-mail, with a way out, and the policy.
    const consent = FORM_OPTIONS.consent.promo
    await expect(form.locator('.lead-form__consent')).toHaveText(`${consent} Privacy Policy`)
    await expect(form.locator('.lead-form__consent').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
    // She starts with her name (the rich phone input loads), then types her 10-digit mobile,
    // without a "+", into the emptied field: a number in India, not Iran's +98.
    await form.getByLabel('First Name').fill('Asha')
    await form.getByLabel('Last Name').fill('Rao')
    await form.getByLabel('Email').fill(email)
    const country = await typePhone(form, '9820451763')
    await expect(country).toHaveValue('IN')
    await form.getByLabel('Travel Month').fill('2027-09')
    await form.getByLabel('Destination').selectOption(OTHER_DESTINATION)
    await waitFillTime(page)
    const releasePosts = await holdLeadPosts(page)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
    releasePosts()
    const popup = page.getByRole('dialog', { name: 'Thank you!' })
    await expect(popup).toBeVisible()
    await expect(popup).toContainText('Your Exclusive Promo Code has been sent to your registered email.')
    await expect(popup).toContainText('Get Ready to Set Sail With Amazing Savings!')
    await expect(popup.locator('canvas.lead-confetti')).toHaveCount(1)
    await expect(form.getByRole('button', { name: 'Submitted' })).toBeDisabled()
    expect(await page.evaluate(() => localStorage.getItem('formSubmitted'))).toBeTruthy()

    await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toBeHidden()
    await expect(form.getByLabel('First Name')).toHaveValue('')
    await expect(form.getByLabel('Last Name')).toHaveValue('')
    await expect(form.getByLabel('Email')).toHaveValue('')
    await expect(form.getByRole('textbox', { name: 'Phone Number' })).not.toHaveValue(/98765/)
    await expect(form.getByRole('button', { name: 'Submitted' })).toBeDisabled()

    const lead = await leadFor(email)
    expect(lead.kind).toBe('promo')
    expect(lead.fields).toMatchObject({
      leadsource: FORM_OPTIONS.leadDefaults.promo.leadsource,
      monthOfTravel: '2027-09',
      destination: OTHER_DESTINATION,
      currency_select: 'INR',
      mobile: '+919820451763',
      dialCode: '+91',
      nationalNumber: '9820451763',
    })
    expect(lead.sinks).toContain('promo-confirmation')
    // The lead keeps the words she saw, and when; her promo e-mail gets her own unsubscribe link.
    expect(lead.consent).toMatchObject({ wording: consent, version: expect.stringMatching(/^[0-9a-f]{16}$/) })
    expect(lead.extras?.unsubscribeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?t=[0-9a-f]{64}\.[\w-]{43}$/)
  })

  test('no confetti under prefers-reduced-motion', async ({ page }) => {
    await mintedFormTokens(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await page.evaluate(() => sessionStorage.setItem('contactModalShown', 'true'))
    const form = page.locator('#promo form')
    await fillContact(form, { email: uniqueEmail('calm') })
    await form.getByLabel('Destination').selectOption(DESTINATION)
    await waitFillTime(page)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    const popup = page.getByRole('dialog', { name: 'Thank you!' })
    await expect(popup).toBeVisible()
    await expect(popup.locator('canvas')).toHaveCount(0)
  })

  test('the pop-up: after the delay, once per session, static, focus kept inside and given back', async ({ page }) => {
    await pauseClock(page)
    await page.goto('/')
    await hydrated(page)
    const modal = page.locator('#promo-modal')
    const shownFlag = () => page.evaluate(() => sessionStorage.getItem('contactModalShown'))
    // Not before the delay: the timer would have marked the session at once.
    await page.clock.runFor(PROMO_DELAY_MS - 1)
    await pageSettled(page)
    expect(await shownFlag()).toBeNull()
    await expect(modal).toBeHidden()
    await page.clock.runFor(1)
    await expect(modal).toBeVisible()
    expect(await shownFlag()).toBeTruthy()
    await expect(modal.getByRole('heading', { name: /off your first booking/ })).toBeVisible()

    // Static: neither Escape (even repeated) nor a click on the backdrop closes it.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Escape')
    await page.mouse.click(5, 5)
    await expect(modal).toBeVisible()
    // Focus stays inside.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab')
      expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await modal.getByRole('button', { name: 'Close' }).first().click()
    await expect(modal).toBeHidden()

    // Not again in this session, however long the visitor stays.
    await page.reload()
    await hydrated(page)
    await page.clock.runFor(10 * PROMO_DELAY_MS)
    await pageSettled(page)
    await expect(modal).toBeHidden()
  })

  test('the pop-up never comes after a sign-up', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })
    const page = await context.newPage()
    await pauseClock(page)
    await page.goto('/')
    await page.evaluate(() => localStorage.setItem('formSubmitted', 'true'))
    await page.reload()
    await hydrated(page)
    await page.clock.runFor(10 * PROMO_DELAY_MS)
    await pageSettled(page)
    expect(await page.evaluate(() => sessionStorage.getItem('contactModalShown'))).toBeNull()
    await expect(page.locator('#promo-modal')).toBeHidden()
    await context.close()
  })

  test('a visitor paying in SGD sees the SGD amount', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('#promo').getByRole('heading', { name: /S\$150/ })).toBeVisible()
    await context.close()
  })
})

test.describe('without JavaScript', () => {
  // A browser's user agent: the server streams documents to browsers (crawlers, and Playwright's
  // HeadlessChrome, get them whole), so this is what a visitor without JavaScript gets.
  test.use({
    javaScriptEnabled: false,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  })

  test("the promo form posts (303): a visitor's first correct send is stored and thanked, without a second press", async ({ page }) => {
    await mintedStartCookies(page)
    const email = uniqueEmail('promo-nojs')
    await page.goto('/')
    const form = page.locator('#promo form')
    await fillContact(form, { email })
    await form.getByLabel('Destination').selectOption(DESTINATION)
    const [first] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/leads') && answer.request().method() === 'POST'),
      form.getByRole('button', { name: 'Subscribe' }).click(),
    ])
    // The page is anyone's copy and carries no token: the visitor's own came as a cookie with the form's pixel.
    expect(first.status()).toBe(303)
    await expect(page).toHaveURL(/\?form=promo&lead=thanks#promo$/)
    const thanks = page.locator('#promo').getByRole('status')
    await expect(thanks).toContainText('Thank you!')
    await expect(thanks).toContainText('Your Exclusive Promo Code has been sent to your registered email.')
    await expect(page.locator('#promo form').getByRole('button', { name: 'Submitted' })).toBeDisabled()
    expect((await leadFor(email)).kind).toBe('promo')
  })

  test('a send quicker than the rule: the step says so at the top of the form, in view; "Send it now", then thanked', async ({ page }) => {
    // The pixel's token is one the rule takes as too young.
    await mintedStartCookies(page, -30_000)
    const email = uniqueEmail('quick-nojs')
    await page.goto('/contact')
    const form = page.locator('#callback-form form')
    await fillContact(form, { email })
    await fillCallbackTrip(form)
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/contact\?form=callback#callback-form$/)
    const step = form.getByRole('alert')
    await expect(step).toHaveText(SEND_IT_NOW.message)
    await expect(step).toBeInViewport()
    await expect(form.getByLabel('Email')).toHaveValue(email)
    expect(storedLeads(E2E_LEADS_DB_PATH).some((lead) => lead.fields.email === email)).toBe(false)
    expect((await sendItNow(page, form))?.status()).toBe(303)
    await expect(page).toHaveURL(/\?form=callback&lead=thanks#callback-form$/)
    expect((await leadFor(email)).kind).toBe('callback')
  })

  test('the callback form: a wrong phone comes back with the message and the values; corrected and sent at once: stored and thanked', async ({ page }) => {
    await mintedStartCookies(page)
    const email = uniqueEmail('callback-nojs')
    await page.goto('/contact')
    let form = page.locator('#callback-form form')
    await fillContact(form, { email, phone: '12345', first: 'Zeynep' })
    await fillCallbackTrip(form)
    const [rejected] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/leads') && answer.request().method() === 'POST'),
      form.getByRole('button', { name: 'Submit' }).click(),
    ])
    expect(rejected.status()).toBe(303)
    await expect(page).toHaveURL(/\/contact\?form=callback#callback-form$/)
    form = page.locator('#callback-form form')
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid phone number')
    await expect(form.getByLabel('First Name')).toHaveValue('Zeynep')
    await expect(form.getByLabel('Email')).toHaveValue(email)
    await expect(form.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('aria-invalid', 'true')

    await form.getByRole('textbox', { name: 'Phone Number' }).fill('98765 43210')
    await form.getByRole('combobox', { name: 'Phone number country' }).selectOption('IN')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\?form=callback&lead=thanks#callback-form$/)
    await expect(page.locator('#callback-form').getByRole('status')).toContainText('Thank you for your submission!')
    expect((await leadFor(email)).fields.mobile).toBe('+919876543210')
  })

  test('one saved copy of /contact (a shared cache), two visitors in two browsers: two leads; one of them again: still two', async ({ browser, request }) => {
    // What a CDN would hand every visitor for a while: one rendered copy of the page.
    const copy = await (await request.get('/contact')).text()
    expect(copy).not.toContain('name="submissionId"')
    expect(copy).not.toContain('name="formToken"')
    const post = async (context: import('@playwright/test').BrowserContext, contact: { first: string; last: string; email: string; phone: string }) => {
      const page = await context.newPage()
      // Each browser's own token, from the copy's pixel.
      await mintedStartCookies(page)
      await page.route(
        (url) => url.pathname === '/contact' && url.search === '',
        (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: copy }),
      )
      await page.goto('/contact')
      const form = page.locator('#callback-form form')
      await fillContact(form, contact)
      await fillCallbackTrip(form)
      const [sent] = await Promise.all([
        page.waitForResponse((answer) => answer.url().endsWith('/api/leads') && answer.request().method() === 'POST'),
        form.getByRole('button', { name: 'Submit' }).click(),
      ])
      await expect(page).toHaveURL(/\?form=callback&lead=thanks#callback-form$/)
      await page.close()
      return sent.request().postData()!
    }
    const asha = { first: 'Asha', last: 'Rao', email: uniqueEmail('copy-asha'), phone: '+91 98765 43210' }
    const wei = { first: 'Wei', last: 'Tan', email: uniqueEmail('copy-wei'), phone: '+65 9123 4567' }
    const ashaBrowser = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'CF-IPCountry': 'IN' } })
    const weiBrowser = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'CF-IPCountry': 'SG' } })
    const ashaPost = await post(ashaBrowser, asha)
    await post(weiBrowser, wei)
    // Asha's browser sends the very same post again (a double click, the browser's resend).
    const again = await ashaBrowser.request.post('/api/leads', {
      data: ashaPost,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      maxRedirects: 0,
    })
    expect(again.status()).toBe(303)
    expect(again.headers().location).toMatch(/lead=thanks/)
    expect((await leadFor(asha.email)).fields).toMatchObject({ firstName: 'Asha', mobile: '+919876543210' })
    expect((await leadFor(wei.email)).fields).toMatchObject({ firstName: 'Wei', mobile: '+6591234567' })
    const mine = storedLeads(E2E_LEADS_DB_PATH).filter((lead) => lead.fields.email === asha.email || lead.fields.email === wei.email)
    expect(mine).toHaveLength(2)
    await ashaBrowser.close()
    await weiBrowser.close()
  })

  test('on a 320 px phone the phone country select shows its whole choice', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await page.goto('/contact')
    const select = page.locator('#callback-form form').getByRole('combobox', { name: 'Phone number country' })
    for (const country of ['US', 'GB', 'AE', 'IN']) {
      await select.selectOption(country)
      // The chosen option's words, in the select's font, against the room the select gives them.
      const fit = await select.evaluate((element) => {
        const field = element as HTMLSelectElement
        const style = getComputedStyle(field)
        const context = document.createElement('canvas').getContext('2d')!
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const text = field.selectedOptions[0]?.textContent ?? ''
        const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20
        return { text, fits: context.measureText(text).width <= room }
      })
      expect(fit, country).toMatchObject({ fits: true })
    }
  })

  test("a modal form opens in the page instead (Request A Quote from a sailing's Book Now)", async ({ page }) => {
    await page.goto(FOUR_NIGHTS.path)
    await page.getByRole('link', { name: `Book Now for ${formatSailingDate(FOUR_NIGHTS.sailing)}` }).click()
    await expect(page).toHaveURL(new RegExp(`\\?form=quote&sailing=${FOUR_NIGHTS.sailing}#quote-form$`))
    await expect(page.locator('#quote-form').getByRole('heading', { name: 'Request A Quote' })).toBeVisible()
    await expect(page.locator('#quote-form form input[name="leadvariation"]')).toHaveValue(FOUR_NIGHTS.leadVariation)
    await expect(page.locator('#quote-form form').getByLabel('Sailing Date')).toHaveValue(FOUR_NIGHTS.sailing)
  })
})

test.describe('unsubscribing from promo e-mails', () => {
  const link = () => `/unsubscribe?t=${unsubscribeToken(E2E_SIGNING_SECRET, uniqueEmail('unsubscribe'))}`

  test('without JavaScript: the link from the e-mail asks, one button, then says what happened; a changed link unsubscribes nobody', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const mine = link()
    const opened = await page.goto(mine)
    expect(opened?.status()).toBe(200)
    expect(opened?.headers()['cache-control']).toBe('no-store')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from offers')
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed')
    await expect(page.getByRole('status')).toContainText('We will e-mail no more offers to this address.')
    const changed = await page.goto(mine.replace(/.$/, (character) => (character === 'A' ? 'B' : 'A')))
    expect(changed?.status()).toBe(400)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This unsubscribe link does not work')
    await context.close()
  })

  test('with JavaScript: the same two steps in the page, no WCAG violation at either', async ({ page }) => {
    await page.goto(link())
    await hydrated(page)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('status')).toContainText('We will e-mail no more offers to this address.')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed')
    expect(await axeViolations(page)).toEqual([])
  })
})
