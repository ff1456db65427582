// The sinks of this process, built from configuration, and the choice of sinks per lead.
import type { LeadKind, VisitorEmailExtras } from '../../types'
import { createAgencyEmailSink, createLeadMailer, createPromoConfirmationSink, type LeadMailer } from './email.server'
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
    createAgencyEmailSink({ mailer, from: config.emailFrom, to: config.emailTo }),
    createPromoConfirmationSink({ mailer, from: config.emailFrom }),
  ]
  return { sinks: new Map(list.map((sink) => [sink.name, sink])), mailer, close: () => mailer.close() }
}

/**
 * Where a lead goes, decided when it is accepted (and stored with it, so a later change of
 * configuration does not drop a queued delivery): the sheet and the agency's inbox always (a sink
 * that is not configured records its delivery as skipped), and the visitor's promo code for a
 * promo lead that came with one.
 */
export function sinksForLead(kind: LeadKind, extras?: VisitorEmailExtras): SinkName[] {
  const sinks: SinkName[] = ['sheet', 'agency-email']
  if (kind === 'promo' && extras?.promoCode?.trim()) sinks.push('promo-confirmation')
  return sinks
}
