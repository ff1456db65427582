// The lead e-mails as people read them: the agency's rows on its own clock with no empty rows and
// links to call, WhatsApp or reply; the visitor's acknowledgement of what they asked, with the
// agency's number and links on the site's origin; neither carries another lead's data, and the
// visitor's never repeats free text. Rendered by React Email, as the sinks render them.
import { describe, expect, it } from 'vitest'

import { AgencyLeadMail } from '~/lib/leads/delivery/mails/agency-lead-mail'
import {
  agencyMailRows,
  agencyMailSubject,
  contactActions,
  greetingName,
  headerText,
  mailTime,
  phoneEnding,
  requestSummary,
  siteLink,
} from '~/lib/leads/delivery/mails/mail-words'
import { renderMail } from '~/lib/leads/delivery/mails/render-mail.server'
import { AcknowledgementMail, PromoCodeMail } from '~/lib/leads/delivery/mails/visitor-mails'
import type { AcceptedLead } from '~/lib/leads/types'

const SITE = 'https://www.harbourline.example'

const CALLBACK: AcceptedLead = {
  id: 'lead_01KAAAAAAAAAAAAAAAAAAAAAAA',
  kind: 'callback',
  // 23:16 UTC is 07:16 the next morning in Singapore and 04:46 in Kolkata.
  createdAt: '2026-11-27T23:16:21.000Z',
  submissionId: 's1',
  fields: {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    mobile: '+6591234567',
    dialCode: '+65',
    nationalNumber: '91234567',
    country: 'Singapore',
    currency_select: 'SGD',
    destination: 'Singapore',
    passengers: '2',
    fromdate: '2027-01-10',
    todate: '2027-01-14',
    message: 'Please call after 6pm, visit https://evil.example',
    utm_source: '',
    utm_medium: '',
    zc_gad: '',
  },
  visitorEmailExtras: { brandName: 'Harbourline Cruises', agencyPhone: '+65 6123 4567', siteUrl: SITE },
}

const QUOTE: AcceptedLead = {
  id: 'lead_01KBBBBBBBBBBBBBBBBBBBBBBB',
  kind: 'quote',
  createdAt: '2026-11-28T02:00:00.000Z',
  submissionId: 's2',
  fields: {
    firstName: 'Ravi',
    lastName: 'Menon',
    email: 'ravi@example.in',
    mobile: '+919812345678',
    country: 'India',
    currency_select: 'INR',
    destination: 'Penang',
    interest: ['Hotel', 'Flight'],
  },
  visitorEmailExtras: { brandName: 'Harbourline Cruises', agencyPhone: '+91 22 6123 4567', siteUrl: SITE },
}

/** Every personal value of a lead, to look for in another lead's mail. */
const personalValues = (lead: AcceptedLead) =>
  ['firstName', 'lastName', 'email', 'mobile', 'nationalNumber'].map((name) => lead.fields[name]).filter((value): value is string => typeof value === 'string')

/** A rendered mail's two parts as a reader sees their words (React marks text boundaries with empty comments). */
async function rendered(element: Parameters<typeof renderMail>[0]) {
  const mail = await renderMail(element)
  return { ...mail, html: mail.html.replaceAll('<!-- -->', '') }
}

/** Every href of a rendered HTML part. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))

describe("the agency's mail", () => {
  it('shows the time on the agency clock, the form in words, and no empty rows', () => {
    const rows = agencyMailRows(CALLBACK, 'Asia/Kolkata')
    expect(rows.slice(0, 3)).toEqual([
      { label: 'Received', value: 'Sat, 28 Nov 2026, 04:46 (Kolkata time)' },
      { label: 'Form', value: 'callback (request for a call back)' },
      { label: 'Lead id', value: CALLBACK.id },
    ])
    expect(rows.map((row) => row.label)).not.toContain('utm_source')
    expect(rows.map((row) => row.label)).not.toContain('zc_gad (gclid)')
    expect(rows.every((row) => row.value.trim() !== '')).toBe(true)
    expect(rows.find((row) => row.label === 'Mobile')).toEqual({ label: 'Mobile', value: '+65 9123 4567', href: 'tel:+6591234567' })
    expect(rows.find((row) => row.label === 'Email')).toEqual({ label: 'Email', value: 'asha@example.com', href: 'mailto:asha@example.com' })
  })

  it('offers call, WhatsApp and reply links for the fields the lead has', () => {
    expect(contactActions(CALLBACK.fields)).toEqual([
      { label: 'Call +65 9123 4567', href: 'tel:+6591234567' },
      { label: 'WhatsApp', href: 'https://wa.me/6591234567' },
      { label: 'Reply by e-mail', href: 'mailto:asha@example.com' },
    ])
    expect(contactActions({ email: 'not an address' })).toEqual([])
  })

  it('renders HTML and a text part with the same facts, links written out in the text', async () => {
    const mail = await rendered(<AgencyLeadMail lead={CALLBACK} timeZone="Asia/Singapore" />)
    expect(mail.html).toMatch(/^<!DOCTYPE html/)
    expect(hrefs(mail.html)).toEqual(expect.arrayContaining(['tel:+6591234567', 'https://wa.me/6591234567', 'mailto:asha@example.com']))
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Sat, 28 Nov 2026, 07:16 (Singapore time)')
      expect(part).toContain(CALLBACK.id)
      expect(part).not.toContain('2026-11-27T23:16')
      expect(part).not.toContain('utm_source')
    }
    expect(mail.text).toContain('https://wa.me/6591234567')
    expect(mail.text).toMatch(/Mobile\s+\+65 9123 4567/)
    // The visitor's words reach the agency, escaped (React renders them as text).
    expect(mail.html).toContain('Please call after 6pm')
  })

  it('escapes what the visitor typed and keeps the subject on one line', async () => {
    const lead = { ...CALLBACK, fields: { ...CALLBACK.fields, firstName: '<script>alert(1)</script>', lastName: 'X\r\nBcc: a@b.c' } }
    const mail = await rendered(<AgencyLeadMail lead={lead} timeZone="Asia/Singapore" />)
    expect(mail.html).not.toContain('<script>alert(1)')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(agencyMailSubject(lead)).toBe('New callback lead: <script>alert(1)</script> X Bcc: a@b.c')
  })
})

describe("the visitor's acknowledgement", () => {
  it('says what they asked, when, when the agency calls and its number, with every link absolute on the site', async () => {
    const mail = await rendered(<AcknowledgementMail lead={CALLBACK} timeZone="Asia/Singapore" />)
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Hello Asha,')
      expect(part).toContain('We received your request for a call back on Sat, 28 Nov 2026, 07:16 (Singapore time)')
      expect(part).toContain('within one working day on your number ending 4567')
      expect(part).toContain('+65 6123 4567')
      expect(part).toContain('Singapore')
      expect(part).toContain('2027-01-10')
    }
    expect(mail.text).toMatch(/Guests\s+2/)
    const links = hrefs(mail.html)
    expect(links).toEqual(['tel:+6561234567', `${SITE}/cruisedeals`, `${SITE}/`])
    expect(mail.text).toContain(`${SITE}/cruisedeals`)
  })

  it('repeats no free text: not the message, not a name that is not a name, not the full number', async () => {
    const lead = { ...CALLBACK, fields: { ...CALLBACK.fields, firstName: 'Visit https://evil.example now' } }
    const mail = await rendered(<AcknowledgementMail lead={lead} timeZone="Asia/Singapore" />)
    for (const part of [mail.html, mail.text]) {
      expect(part).not.toContain('evil.example')
      expect(part).not.toContain('Please call after 6pm')
      expect(part).not.toContain('91234567')
      expect(part).not.toContain('Rao')
      expect(part).toContain('Hello,')
    }
  })

  it('has no link at all when the lead was stored without the site address', async () => {
    const lead = { ...CALLBACK, visitorEmailExtras: { brandName: 'Harbourline Cruises' } }
    const mail = await rendered(<AcknowledgementMail lead={lead} timeZone="Asia/Singapore" />)
    expect(hrefs(mail.html)).toEqual([])
    expect(siteLink('javascript:alert(1)', '/')).toBeUndefined()
    expect(siteLink(`${SITE}/path`, '/')).toBeUndefined()
  })

  it('summarises only checked values, and the number by its last four digits', () => {
    expect(requestSummary(QUOTE.fields)).toEqual([
      { label: 'Destination', value: 'Penang' },
      { label: 'Interested in', value: 'Hotel, Flight' },
    ])
    expect(phoneEnding(QUOTE.fields)).toBe('5678')
    expect(phoneEnding({})).toBeUndefined()
  })
})

describe('no lead data in another lead’s mail', () => {
  it('two leads rendered one after the other each carry only their own details', async () => {
    const mails = await Promise.all([
      renderMail(<AgencyLeadMail lead={CALLBACK} timeZone="Asia/Singapore" />),
      renderMail(<AcknowledgementMail lead={QUOTE} timeZone="Asia/Singapore" />),
      renderMail(<AgencyLeadMail lead={QUOTE} timeZone="Asia/Singapore" />),
      renderMail(<AcknowledgementMail lead={CALLBACK} timeZone="Asia/Singapore" />),
    ])
    const owners = [CALLBACK, QUOTE, QUOTE, CALLBACK]
    mails.forEach((mail, index) => {
      const other = owners[index] === CALLBACK ? QUOTE : CALLBACK
      for (const value of [...personalValues(other), other.id]) {
        expect(mail.html, value).not.toContain(value)
        expect(mail.text, value).not.toContain(value)
      }
    })
  })
})

describe('the promo code mail', () => {
  it('carries the code, the saving, and the unsubscribe link', async () => {
    const lead: AcceptedLead = {
      ...QUOTE,
      kind: 'promo',
      visitorEmailExtras: { ...QUOTE.visitorEmailExtras, promoCode: 'SAIL10', promoAmountLabel: '₹10,000' },
    }
    const unsubscribe = `${SITE}/unsubscribe?t=abc`
    const mail = await rendered(<PromoCodeMail lead={lead} code="SAIL10" unsubscribeUrl={unsubscribe} />)
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Hello Ravi,')
      expect(part).toContain('SAIL10')
      expect(part).toContain('It is worth up to ₹10,000 off your first booking.')
    }
    expect(hrefs(mail.html)).toEqual([unsubscribe])
  })
})

describe('words and headers', () => {
  it('header text has no CR, LF or other control characters', () => {
    expect(headerText('Asha\r\nBcc: x@example.com\u0000\t!')).toBe('Asha Bcc: x@example.com !')
    expect(headerText('x'.repeat(500))).toHaveLength(120)
  })

  it('times read on the agency clock, daylight saving included', () => {
    expect(mailTime(Date.parse('2026-07-01T12:00:00Z'), 'Europe/London')).toBe('Wed, 1 Jul 2026, 13:00 (London time)')
    expect(mailTime(Date.parse('2026-12-01T12:00:00Z'), 'America/New_York')).toBe('Tue, 1 Dec 2026, 07:00 (New York time)')
  })
})

describe("the visitor's e-mail echoes no free text", () => {
  it('greets by a first name that looks like a name', () => {
    for (const name of ['Asha', 'Anne-Marie', "O'Brien", 'D’Souza', 'Mary Jane', 'José', 'Zoë', 'प्रिया', '  Asha  '])
      expect(greetingName(name), name).toBe(name.trim())
  })

  it('greets no one by anything else', () => {
    for (const value of [
      'customer, your booking was cancelled - call +1 555 0100 now',
      'Visit https://evil.example',
      'A'.repeat(41),
      'Asha2',
      '<b>Asha</b>',
      'Asha\nBcc: x@evil.example',
      '-Asha',
      '',
      undefined,
      ['Asha'],
    ]) {
      expect(greetingName(value), String(value)).toBe('')
    }
  })
})
