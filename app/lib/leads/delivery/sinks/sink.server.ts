// What every sink (a place a lead is delivered to) looks like to the delivery worker, and the
// error text it may log and store.
import type { AcceptedLead } from '../../types'

/** The sinks a lead can have a delivery row for. */
export const SINK_NAMES = ['sheet', 'agency-email', 'promo-confirmation', 'visitor-acknowledgement'] as const
export type SinkName = (typeof SINK_NAMES)[number]

export type DeliveryOutcome =
  | { status: 'delivered' }
  /** Not configured here (the embedded default): recorded, not retried. */
  | { status: 'skipped'; reason: string }

export interface LeadSink {
  readonly name: SinkName
  /**
   * Delivers `lead`. Must be safe to call again for the same lead (a retry, or a crash between the
   * send and the outbox update): the receiver can recognise a repeat by the lead id. Throws on
   * failure; a PermanentDeliveryError is not retried. Stops when `signal` aborts.
   */
  deliver(lead: AcceptedLead, options: { signal: AbortSignal }): Promise<DeliveryOutcome>
}

/** A failure no retry can fix (e.g. the visitor's address cannot be mailed): dead-lettered at once. */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError'
}

/**
 * URLs reduced to their scheme and host: the sheet URL's path and query are its secret (anyone
 * holding them can write to the sheet), and an SMTP URL carries a password. Used on every error
 * text before it is logged or stored.
 */
export function redactUrls(text: string): string {
  return text.replace(
    /\b([a-z][a-z0-9+.-]*):\/\/(?:[^\s/@"'<>]*@)?([^\s/?#"'<>]*)[^\s"'<>]*/gi,
    (_match, scheme: string, host: string) => `${scheme}://${host}/…`,
  )
}

/** One line describing a failure, without secrets: the error's own words and its cause's code. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timed out'
    if (error.name === 'AbortError') {
      const reason = (error as { cause?: unknown }).cause
      return reason instanceof Error && reason.name === 'TimeoutError' ? 'timed out' : 'aborted'
    }
    const cause = (error as { cause?: unknown }).cause
    const causeText = cause instanceof Error ? ` (${[(cause as { code?: string }).code, cause.message].filter(Boolean).join(': ')})` : ''
    const code = (error as { code?: unknown }).code
    const codeText = typeof code === 'string' && !error.message.includes(code) ? `${code}: ` : ''
    return redactUrls(`${codeText}${error.message}${causeText}`)
      .replace(/[\r\n]+/g, ' ')
      .trim()
  }
  return redactUrls(String(error))
    .replace(/[\r\n]+/g, ' ')
    .trim()
}
