// The operations alert the agency gets when a sink fails (a delivery died, or a lead has waited
// too long) and when it works again: plain text, naming the lead by id and form only (nothing
// the agency mail does not already hold), the sink in words, the last error (already without
// personal data), and what to do.

/** What the agency calls each sink. */
const SINK_WORDS: Record<string, string> = {
  sheet: 'the leads spreadsheet',
  'agency-email': "the agency's inbox (the mail server)",
  'promo-confirmation': "the visitor's promo-code e-mail (the mail server)",
  'visitor-acknowledgement': "the visitor's acknowledgement e-mail (the mail server)",
}

const sinkWords = (sink: string) => SINK_WORDS[sink] ?? sink

export interface SinkFailure {
  sink: string
  leadId: string
  /** The lead's form (its kind). */
  form: string
  /** The last error, in words, without personal data. */
  error: string
  /** True when the delivery was given up; false when it is still being retried but late. */
  dead: boolean
  /** Minutes a lead may wait before a late delivery is reported. */
  alertAfterMinutes: number
}

export interface AlertText {
  subject: string
  text: string
}

export function failureAlert(failure: SinkFailure): AlertText {
  const where = sinkWords(failure.sink)
  const what = failure.dead
    ? `Lead ${failure.leadId} (${failure.form} form) could not be delivered to ${where}: the site gave up after its last try.`
    : `Lead ${failure.leadId} (${failure.form} form) has waited more than ${failure.alertAfterMinutes} minutes for ${where}; the site keeps trying.`
  return {
    subject: `Leads are not reaching ${where}`,
    text: [
      what,
      '',
      `Last error: ${failure.error}`,
      '',
      'The lead is safe in the outbox. What to do:',
      `1. Mend the cause: check ${where} (its address, its permissions, whether it is up).`,
      '2. Then send what is waiting again: npm run leads -- retry --all-dead (npm run leads -- list --status dead shows them first).',
      '3. /healthz answers 200 again once every lead is delivered.',
      '',
      'While this lasts you get at most one such mail an hour, and one when deliveries work again.',
    ].join('\n'),
  }
}

export function recoveryAlert(sink: string): AlertText {
  const where = sinkWords(sink)
  return {
    subject: `Leads reach ${where} again`,
    text: [
      `Deliveries to ${where} work again.`,
      '',
      'Leads given up during the outage stay in the outbox until retried: npm run leads -- list --status dead.',
    ].join('\n'),
  }
}
