// Three e-mail sinks: the lead to the agency's inbox, and to the visitor either the promo code
// (a promo sign-up) or an acknowledgement of what they asked (every other form). All go over SMTP
// (SMTP_URL) or, when no SMTP server is configured (the embedded default), into .eml files under
// LEADS_MAIL_DIR that a developer can open.
//
// Idempotency: every message has a Message-ID made from the lead id and the sink, and the Date of
// the lead's acceptance, so a retried send is the same message (mail clients fold copies with one
// Message-ID) and a retried file write replaces the same file.
import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, unlink } from 'node:fs/promises'
import { join, resolve } from 'node:path'

import nodemailer, { type SendMailOptions } from 'nodemailer'

import type { AcceptedLead } from '../../types'
import { AgencyLeadMail } from '../mails/agency-lead-mail'
import { agencyMailSubject, headerText, mailbox } from '../mails/mail-words'
import { renderMail } from '../mails/render-mail.server'
import { AcknowledgementMail, acknowledgementSubject, PromoCodeMail, promoSubject } from '../mails/visitor-mails'
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

/** What each kind of nodemailer failure means, in fixed words. */
const SMTP_REASONS: Record<string, string> = {
  EENVELOPE: 'the mail server refused the recipient or the sender',
  EMESSAGE: 'the mail server refused the message',
  EAUTH: 'the mail server refused our login (check SMTP_URL)',
  ECONNECTION: 'could not reach the mail server',
  ESOCKET: 'could not reach the mail server',
  EDNS: 'could not find the mail server',
  ETIMEDOUT: 'the mail server did not answer in time',
}

/**
 * A mail server's refusal as it may be logged and stored: a fixed reason, its reply code and the
 * network error's code, never its reply text, which can quote the recipient or the message.
 */
export function smtpFailure(error: unknown): Error {
  if (!(error instanceof Error)) return new Error('smtp: the send failed')
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return error
  const { code, responseCode } = error as { code?: string; responseCode?: number }
  const network = /\b(E[A-Z]{4,})\b/.exec(error.message)?.[1]
  const details = [typeof responseCode === 'number' ? String(responseCode) : undefined, network && network !== code ? network : undefined].filter(Boolean)
  return new Error(`smtp: ${SMTP_REASONS[code ?? ''] ?? 'the send failed'}${details.length > 0 ? ` (${details.join(', ')})` : ''}`)
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
        await transport.sendMail({ ...message, signal }).catch((error: unknown) => {
          throw smtpFailure(error)
        })
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
// Messages: what they say and how they look live in ../mails; here, who gets them and their headers.

export function messageIdFor(leadId: string, sink: SinkName): string {
  const part = sink === 'agency-email' ? 'agency' : sink === 'promo-confirmation' ? 'visitor' : sink
  return `<${leadId}.${part}@harbourline>`
}

/** Headers every lead e-mail carries: one Message-ID per lead and sink, and the lead's acceptance as its Date. */
function identity(lead: AcceptedLead, sink: SinkName) {
  return { messageId: messageIdFor(lead.id, sink), date: new Date(lead.createdAt), headers: { 'X-Harbourline-Lead-Id': lead.id } }
}

async function agencyMessage(lead: AcceptedLead, options: EmailSinkOptions & { to: string }): Promise<SendMailOptions> {
  const replyTo = mailbox(lead.fields.email)
  return {
    from: options.from,
    to: options.to,
    ...(replyTo ? { replyTo } : {}),
    subject: agencyMailSubject(lead),
    ...(await renderMail(<AgencyLeadMail lead={lead} timeZone={options.timeZone} />)),
    ...identity(lead, 'agency-email'),
  }
}

/** The visitor's own address, or a failure no retry mends. */
function visitorAddress(lead: AcceptedLead, sink: SinkName): string {
  const to = mailbox(lead.fields.email)
  if (!to) throw new PermanentDeliveryError(`${sink}: the lead has no usable e-mail address`)
  return to
}

async function acknowledgementMessage(lead: AcceptedLead, options: EmailSinkOptions): Promise<SendMailOptions> {
  return {
    from: options.from,
    to: visitorAddress(lead, 'visitor-acknowledgement'),
    subject: headerText(acknowledgementSubject(lead)),
    ...(await renderMail(<AcknowledgementMail lead={lead} timeZone={options.timeZone} />)),
    ...identity(lead, 'visitor-acknowledgement'),
  }
}

async function promoMessage(lead: AcceptedLead, options: EmailSinkOptions): Promise<SendMailOptions> {
  const to = visitorAddress(lead, 'promo-confirmation')
  const code = lead.visitorEmailExtras?.promoCode?.trim()
  if (!code) throw new PermanentDeliveryError('promo-confirmation: no promo code was given at acceptance')
  // Every promo e-mail can be stopped from itself: a visible link, and the one-click headers mail
  // apps show as their own Unsubscribe button (RFC 8058). Leads queued before links existed have none.
  const unsubscribeUrl = lead.visitorEmailExtras?.unsubscribeUrl
  const unsubscribe = unsubscribeUrl && /^https?:\/\/[^\s<>"]+$/.test(unsubscribeUrl) ? unsubscribeUrl : undefined
  const message = identity(lead, 'promo-confirmation')
  return {
    from: options.from,
    to,
    subject: headerText(promoSubject(lead)),
    ...(await renderMail(<PromoCodeMail lead={lead} code={code} unsubscribeUrl={unsubscribe} />)),
    ...message,
    headers: {
      ...message.headers,
      ...(unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Sinks

export interface EmailSinkOptions {
  mailer: LeadMailer
  from: string
  /** The agency's time zone: every time in the mails is on its clock. */
  timeZone: string
}

/** A sink that mails one message per lead, the same message again on a retry. */
function mailSink(name: SinkName, options: EmailSinkOptions, message: (lead: AcceptedLead) => Promise<SendMailOptions>): LeadSink {
  return {
    name,
    async deliver(lead, { signal }): Promise<DeliveryOutcome> {
      await options.mailer.send(await message(lead), `${lead.id}.${name}`, signal)
      return { status: 'delivered' }
    },
  }
}

export function createAgencyEmailSink(options: EmailSinkOptions & { to: string }): LeadSink {
  return mailSink('agency-email', options, (lead) => agencyMessage(lead, options))
}

export function createPromoConfirmationSink(options: EmailSinkOptions): LeadSink {
  return mailSink('promo-confirmation', options, (lead) => promoMessage(lead, options))
}

export function createAcknowledgementSink(options: EmailSinkOptions): LeadSink {
  return mailSink('visitor-acknowledgement', options, (lead) => acknowledgementMessage(lead, options))
}
