// Two e-mail sinks: the lead to the agency's inbox, and for promo leads the promo code to the
// visitor. Both go over SMTP (SMTP_URL) or, when no SMTP server is configured (the embedded
// default), into .eml files under LEADS_MAIL_DIR that a developer can open.
//
// Idempotency: every message has a Message-ID made from the lead id and the sink, and the Date of
// the lead's acceptance, so a retried send is the same message (mail clients fold copies with one
// Message-ID) and a retried file write replaces the same file.
import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, unlink } from 'node:fs/promises'
import { join, resolve } from 'node:path'

import nodemailer, { type SendMailOptions } from 'nodemailer'

import { type AcceptedLead, fieldText, type LeadFields, orderedFieldNames } from '../../types'
import { type DeliveryOutcome, type LeadSink, PermanentDeliveryError, type SinkName } from './sink.server'

// ---------------------------------------------------------------------------------------------
// The mailer: SMTP or .eml files

export interface LeadMailerOptions {
  /** SMTP_URL, e.g. smtp://user:pass@mail.example:587 or smtps://…:465; without it, .eml files. */
  smtpUrl: string | undefined
  /** Where .eml files go when there is no SMTP server. */
  mailDir: string
  /** Connect, greeting and socket inactivity limit, in ms. */
  timeoutMs: number
}

export interface LeadMailer {
  readonly mode: 'smtp' | 'file'
  /** Sends one message; `fileStem` names the .eml file in file mode. */
  send(message: SendMailOptions, fileStem: string, signal: AbortSignal): Promise<void>
  close(): void
}

/** Writes `data` to `path` so that a reader (or a crash) never sees half a file. */
async function writeFileAtomically(path: string, data: Buffer): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
  try {
    const handle = await open(temporary, 'w', 0o640)
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, path)
  } catch (error) {
    await unlink(temporary).catch(() => undefined)
    throw error
  }
}

export function createLeadMailer(options: LeadMailerOptions): LeadMailer {
  if (options.smtpUrl) {
    // One connection per message (no pool): nothing stale survives a mail-server restart, and lead
    // volume is far below where connection set-up matters.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
      dnsTimeout: options.timeoutMs,
      socketCloseTimeout: 1000,
      logger: false,
    })
    return {
      mode: 'smtp',
      async send(message, _fileStem, signal) {
        // An aborted send may still have reached the server: the retry is recognisable by its Message-ID.
        await transport.sendMail({ ...message, signal })
      },
      close: () => transport.close(),
    }
  }
  const directory = resolve(options.mailDir)
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    mode: 'file',
    async send(message, fileStem, signal) {
      signal.throwIfAborted()
      const info = await transport.sendMail(message)
      const raw = Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message))
      await mkdir(directory, { recursive: true, mode: 0o700 })
      await writeFileAtomically(join(directory, `${fileStem}.eml`), raw)
    },
    close: () => transport.close(),
  }
}

// ---------------------------------------------------------------------------------------------
// Message text

/** Header-safe text: no control characters (so no CR/LF header injection), one line, bounded. */
export function headerText(value: string, max = 120): string {
  const clean = value
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

/** A plain address the visitor typed (already validated by the form), or undefined. */
function mailbox(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string') return undefined
  const address = value.trim()
  return /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/.test(address) && address.length <= 254 ? address : undefined
}

const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  mobile: 'Mobile',
  dialCode: 'Dial code',
  nationalNumber: 'National number',
  country: 'Country',
  currency_select: 'Currency',
  leadsource: 'Lead source',
  leadvariation: 'Lead variation',
  monthOfTravel: 'Month of travel',
  fromdate: 'From date',
  todate: 'To date',
  passengers: 'Passengers',
  destination: 'Destination',
  interest: 'Interested in',
  message: 'Message',
  zc_gad: 'zc_gad (gclid)',
}

/** Rows of the agency e-mail: the lead's identity, then every field (label, value). */
export function agencyEmailRows(lead: AcceptedLead): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Lead id', lead.id],
    ['Form', lead.kind],
    ['Received', lead.createdAt],
  ]
  for (const name of orderedFieldNames(lead.fields)) rows.push([LABELS[name] ?? name, fieldText(lead.fields[name])])
  return rows
}

export function agencyEmailSubject(lead: AcceptedLead): string {
  const name = [lead.fields.firstName, lead.fields.lastName].map((part) => fieldText(part)).join(' ')
  return headerText(`New ${lead.kind} lead: ${name}`)
}

export function messageIdFor(leadId: string, sink: SinkName): string {
  const part = sink === 'agency-email' ? 'agency' : sink === 'promo-confirmation' ? 'visitor' : sink
  return `<${leadId}.${part}@harbourline>`
}

function agencyMessage(lead: AcceptedLead, from: string, to: string): SendMailOptions {
  const rows = agencyEmailRows(lead)
  const width = Math.max(...rows.map(([label]) => label.length))
  const text = [
    `A new ${lead.kind} lead from the website.`,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value.replace(/\r?\n/g, `\n${' '.repeat(width + 2)}`)}`),
    '',
  ].join('\n')
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px">',
    `<p>A new <strong>${escapeHtml(lead.kind)}</strong> lead from the website.</p>`,
    '<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse">',
    ...rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`),
    '</table></body></html>',
  ].join('\n')
  const replyTo = mailbox(lead.fields.email)
  return {
    from,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: agencyEmailSubject(lead),
    text,
    html,
    messageId: messageIdFor(lead.id, 'agency-email'),
    date: new Date(lead.createdAt),
    headers: { 'X-Harbourline-Lead-Id': lead.id },
  }
}

/**
 * The visitor's first name for the greeting of an e-mail to them, only when it looks like a name:
 * letters, spaces, hyphens and apostrophes, 40 characters at most. Anything else ('customer, your
 * booking was cancelled - call …') is not echoed: the e-mail says "Hello," and no free text.
 */
export function greetingName(value: LeadFields[string] | undefined): string {
  const name = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : ''
  return /^\p{L}[\p{L}\p{M} '’-]{0,39}$/u.test(name) ? name : ''
}

function promoMessage(lead: AcceptedLead, from: string): SendMailOptions {
  const to = mailbox(lead.fields.email)
  if (!to) throw new PermanentDeliveryError('promo-confirmation: the lead has no usable e-mail address')
  const extras = lead.visitorEmailExtras ?? {}
  const code = extras.promoCode?.trim()
  if (!code) throw new PermanentDeliveryError('promo-confirmation: no promo code was given at acceptance')
  const brand = headerText(extras.brandName ?? 'Harbourline Cruises', 60)
  const firstName = greetingName(lead.fields.firstName)
  const amount = extras.promoAmountLabel ? headerText(extras.promoAmountLabel, 40) : undefined
  const saving = amount ? `It is worth up to ${amount} off your first booking.` : 'Use it on your first booking.'
  // Every promo e-mail can be stopped from itself: a visible link, and the one-click headers mail
  // apps show as their own Unsubscribe button (RFC 8058). Leads queued before links existed have none.
  const unsubscribe = /^https?:\/\/[^\s<>"]+$/.test(extras.unsubscribeUrl ?? '') ? extras.unsubscribeUrl : undefined
  const why = `You get this e-mail because you signed up for offers from ${brand}.`
  const text = [
    `Hello${firstName ? ` ${firstName}` : ''},`,
    '',
    `Thank you for signing up with ${brand}. Your exclusive promo code is:`,
    '',
    `    ${code}`,
    '',
    saving,
    'Get ready to set sail with amazing savings!',
    '',
    brand,
    '',
    ...(unsubscribe ? ['--', why, `To get no more offers, unsubscribe: ${unsubscribe}`, ''] : []),
  ].join('\n')
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px">',
    `<p>Hello${firstName ? ` ${escapeHtml(firstName)}` : ''},</p>`,
    `<p>Thank you for signing up with ${escapeHtml(brand)}. Your exclusive promo code is:</p>`,
    `<p style="font-size:22px;font-weight:bold;letter-spacing:2px">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(saving)}</p>`,
    '<p>Get ready to set sail with amazing savings!</p>',
    `<p>${escapeHtml(brand)}</p>`,
    ...(unsubscribe ? [`<p style="font-size:12px;color:#555">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}">Unsubscribe from offers</a></p>`] : []),
    '</body></html>',
  ].join('\n')
  return {
    from,
    to,
    subject: headerText(`Your ${brand} promo code`),
    text,
    html,
    messageId: messageIdFor(lead.id, 'promo-confirmation'),
    date: new Date(lead.createdAt),
    headers: {
      'X-Harbourline-Lead-Id': lead.id,
      ...(unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Sinks

export function createAgencyEmailSink(options: { mailer: LeadMailer; from: string; to: string }): LeadSink {
  return {
    name: 'agency-email',
    async deliver(lead, { signal }): Promise<DeliveryOutcome> {
      await options.mailer.send(agencyMessage(lead, options.from, options.to), `${lead.id}.agency-email`, signal)
      return { status: 'delivered' }
    },
  }
}

export function createPromoConfirmationSink(options: { mailer: LeadMailer; from: string }): LeadSink {
  return {
    name: 'promo-confirmation',
    async deliver(lead, { signal }): Promise<DeliveryOutcome> {
      await options.mailer.send(promoMessage(lead, options.from), `${lead.id}.promo-confirmation`, signal)
      return { status: 'delivered' }
    },
  }
}
