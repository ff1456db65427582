import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { upcomingDepartures, type Departures } from '~/lib/sailings'

// The one test that reads the real date, on purpose: the embedded dataset must keep offering
// sailings (`npm run dev` is a live site), so it fails 60 days before the last one sails.
const DAYS_AHEAD = 60

const documents = readFileSync('seed/production.ndjson', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string; _type: string; departures?: Departures; fares?: Array<{ sailingDate?: string }> })
  .filter((document) => !document._id.startsWith('drafts.'))

/** The last day anything of the dataset sails: a deal's last departure, an offer page's last fare row. */
function lastSailing(): string {
  const lasts = documents.flatMap((document) => {
    const all = upcomingDepartures(document.departures, '0000-01-01')
    return [all?.dates?.at(-1) ?? all?.weekly?.until ?? '', ...(document.fares ?? []).map((fare) => fare.sailingDate ?? '')]
  })
  return lasts.sort().at(-1) ?? ''
}

describe('the embedded dataset is current content', () => {
  it(`sails on for at least ${DAYS_AHEAD} more days`, () => {
    const last = lastSailing()
    const daysLeft = (Date.parse(`${last}T00:00:00Z`) - Date.now()) / 86_400_000
    expect(
      daysLeft,
      `The embedded dataset's last sailing is ${last}, ${Math.floor(daysLeft)} days away: run \`npm run seed:roll\` to move every sailing a year forward.`,
    ).toBeGreaterThanOrEqual(DAYS_AHEAD)
  })
})
