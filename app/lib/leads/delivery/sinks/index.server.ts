// The sinks of this process, built from configuration, and the choice of sinks per lead.
import type { LeadKind, VisitorEmailExtras } from '../../types'
import { createAcknowledgementSink, createAgencyEmailSink, createLeadMailer, createPromoConfirmationSink, type LeadMailer } from './email.server'
import { createSheetSink } from './sheet.server'
import type { LeadSink, SinkName } from './sink.server'

export type { LeadMailer } from './email.server'
export type { LeadSink, SinkName } from './sink.server'
export { describeError, PermanentDeliveryError } from './sink.server'

export interface SinksConfig {
  sheetUrl: string | undefined
  smtpUrl: string | undefined
  mailDir: string
  emailFrom: string
  emailTo: string
  deliveryTimeoutMs: number
  /** The agency's time zone, for the times the e-mails show. */
  timeZone: string
}

export interface LeadSinks {
  sinks: ReadonlyMap<string, LeadSink>
  mailer: LeadMailer
  close(): void
}

export function createLeadSinks(config: SinksConfig, options: { fetch?: typeof fetch } = {}): LeadSinks {
  const mailer = createLeadMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, timeoutMs: config.deliveryTimeoutMs })
  const list: LeadSink[] = [
    createSheetSink({ url: config.sheetUrl, timeoutMs: config.deliveryTimeoutMs, fetch: options.fetch }),
    createAgencyEmailSink({ mailer, from: config.emailFrom, to: config.emailTo, timeZone: config.timeZone }),
    createPromoConfirmationSink({ mailer, from: config.emailFrom, timeZone: config.timeZone }),
    createAcknowledgementSink({ mailer, from: config.emailFrom, timeZone: config.timeZone }),
  ]
  return { sinks: new Map(list.map((sink) => [sink.name, sink])), mailer, close: () => mailer.close() }
}

/**
 * Where a lead goes, decided when it is accepted (and stored with it, so a later change of
 * configuration does not drop a queued delivery): the sheet and the agency's inbox always (a sink
 * that is not configured records its delivery as skipped), and one e-mail to the visitor: the
 * promo code for a promo lead that came with one, else an acknowledgement of what they asked.
 */
export function sinksForLead(kind: LeadKind, extras?: VisitorEmailExtras): SinkName[] {
  return ['sheet', 'agency-email', visitorSinkFor(kind, extras)]
}

/** The one e-mail a lead sends its visitor. */
export function visitorSinkFor(kind: LeadKind, extras?: VisitorEmailExtras): 'promo-confirmation' | 'visitor-acknowledgement' {
  return kind === 'promo' && extras?.promoCode?.trim() ? 'promo-confirmation' : 'visitor-acknowledgement'
}
