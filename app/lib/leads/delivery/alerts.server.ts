// Operations alerts: when a sink fails (a delivery dies, or a lead has waited past the alert
// minutes), one e-mail to the agency's operations address, at most one an hour per sink while the
// outage lasts, and one when the sink delivers again. Which node sends it is decided in the outbox
// (sinkFailing, sinkDelivered), so two nodes noticing the same outage send one mail. An alert
// that cannot be mailed is kept with its error, /healthz reports it, and the next failure tries
// again.
import type { ClaimedDelivery, LeadOutbox } from '../outbox/outbox.server'
import { type AlertText, failureAlert, recoveryAlert } from './alert-mail'
import { describeError, type LeadMailer } from './sinks/index.server'

/** How often a continuing outage is mailed about again. */
const REPEAT_ALERT_MS = 3_600_000

export interface DeliveryAlerts {
  /** A delivery failed (`dead`: for good); alerts if it died or its lead has waited too long. */
  failed(claim: ClaimedDelivery, error: string, dead: boolean): Promise<void>
  /** A delivery succeeded; mails "recovered" if its sink had an outage. */
  delivered(sink: string): Promise<void>
}

export interface DeliveryAlertsOptions {
  outbox: LeadOutbox
  mailer: LeadMailer
  from: string
  /** The operations address (LEADS_ALERT_TO; the leads address by default). */
  to: string
  alertAfterMinutes: number
  timeoutMs: number
  now?: () => number
  log?: (line: string) => void
}

export function createDeliveryAlerts(options: DeliveryAlertsOptions): DeliveryAlerts {
  const { outbox, mailer } = options
  const now = options.now ?? Date.now
  const log = options.log ?? ((line: string) => console.warn(line))

  async function mail(sink: string, alert: AlertText, fileStem: string): Promise<void> {
    try {
      await mailer.send({ from: options.from, to: options.to, subject: alert.subject, text: alert.text }, fileStem, AbortSignal.timeout(options.timeoutMs))
      await outbox.alertMailed(sink, null)
      log(`[leads] alert mailed: ${alert.subject}`)
    } catch (error) {
      const reason = describeError(error)
      log(`[leads] the alert "${alert.subject}" could not be mailed: ${reason}`)
      await outbox.alertMailed(sink, reason)
    }
  }

  return {
    async failed(claim, error, dead) {
      const at = now()
      const late = at - Date.parse(claim.lead.createdAt) > options.alertAfterMinutes * 60_000
      if (!dead && !late) return
      if (!(await outbox.sinkFailing(claim.sink, { now: at, repeatAfterMs: REPEAT_ALERT_MS }))) return
      const alert = failureAlert({ sink: claim.sink, leadId: claim.lead.id, form: claim.lead.kind, error, dead, alertAfterMinutes: options.alertAfterMinutes })
      await mail(claim.sink, alert, `alert-${claim.sink}-${at}`)
    },
    async delivered(sink) {
      if (!(await outbox.sinkDelivered(sink))) return
      const alert = recoveryAlert(sink)
      try {
        await mailer.send({ from: options.from, to: options.to, ...alert }, `alert-${sink}-recovered-${now()}`, AbortSignal.timeout(options.timeoutMs))
      } catch (error) {
        log(`[leads] the "${alert.subject}" alert could not be mailed: ${describeError(error)}`)
      }
    },
  }
}
