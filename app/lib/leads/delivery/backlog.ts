// Whether the leads' deliveries need a person: a delivery that failed for good (the dead letter)
// or a lead that has waited too long for one (a spreadsheet or mail server that keeps failing).
// `/healthz` answers 503 with these words, so an uptime monitor calls someone before a lead is
// lost for the business (README, "Health checks").

/** The outbox's deliveries as far as this verdict needs them. */
export interface DeliveryBacklog {
  /** Deliveries given up after their last try, until someone retries them. */
  dead: number
  /** When the lead of the oldest delivery still pending or running came in (ISO), or null. */
  oldestUnfinishedAt: string | null
  /** Whether an alert to the agency about a failing sink could not be mailed. */
  alertNotMailed?: boolean
}

/**
 * What about the deliveries needs a person, in words for whoever is on call (no counts and no
 * lead's data: anyone may read them); empty while every lead is delivered or on its way in time.
 */
export function deliveryProblems(backlog: DeliveryBacklog, { now, alertAfterMinutes }: { now: number; alertAfterMinutes: number }): string[] {
  const problems: string[] = []
  if (backlog.dead > 0) {
    problems.push('a lead delivery has failed for good: list them with `npm run leads -- list --status dead`, mend the cause, then retry each')
  }
  const waitingSince = backlog.oldestUnfinishedAt === null ? Number.NaN : Date.parse(backlog.oldestUnfinishedAt)
  if (now - waitingSince > alertAfterMinutes * 60_000) {
    problems.push(
      `a lead has waited more than ${alertAfterMinutes} minutes for its delivery: the spreadsheet or the mail server keeps failing (the server's log names which)`,
    )
  }
  if (backlog.alertNotMailed) {
    problems.push("the alert about failing deliveries could not be mailed to the agency: check SMTP_URL and LEADS_ALERT_TO (the server's log names the error)")
  }
  return problems
}
