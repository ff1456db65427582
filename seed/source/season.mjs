// The season the seed's sailings are in. The source keeps the brief's own dates; SEASON_YEARS moves
// every sailing forward by that many 52-week years (the same weekday each time), so the embedded
// dataset offers upcoming sailings. `npm run seed:roll` adds one and rebuilds the dataset; a
// check (`npm run validate:content`, part of `npm test`) warns when that is due: 60 days before the last sailing.
export const SEASON_YEARS = 1

const WEEK_MS = 7 * 86_400_000
const shift = (date, weeks) => new Date(Date.parse(`${date}T00:00:00Z`) + weeks * WEEK_MS).toISOString().slice(0, 10)

/** A sailing date as the brief gives it, in the seed's season. */
export const sailing = (specDate) => shift(specDate, SEASON_YEARS * 52)

/**
 * A publishing date as the brief gives it (a news item, an article), in the seed's season: news and
 * articles move with the sailings, so the newest ones stay recent and speak of sailings to come.
 */
export const published = (specDate) => shift(specDate, SEASON_YEARS * 52)

/** A year the brief's texts name ("sailings between January and March 2026"), in the seed's season. */
export const seasonYear = (specYear) => specYear + SEASON_YEARS

/** Departures on these dates of the brief, in the seed's season. */
export const sailingDates = (...specDates) => ({ dates: specDates.map(sailing) })

/**
 * Every `weekday` over whole months of the brief's year (e.g. Friday, '2026-01', '2026-06'), in the
 * seed's season: the months move by whole years, the rule keeps its weekday.
 */
export function weeklyDepartures(weekday, fromMonth, untilMonth) {
  const year = (month) => Number(month.slice(0, 4)) + SEASON_YEARS
  const untilYear = year(untilMonth)
  const untilMonthNumber = Number(untilMonth.slice(5, 7))
  const lastDay = new Date(Date.UTC(untilYear, untilMonthNumber, 0)).getUTCDate()
  return {
    weekly: {
      weekday,
      from: `${year(fromMonth)}-${fromMonth.slice(5, 7)}-01`,
      until: `${untilYear}-${untilMonth.slice(5, 7)}-${String(lastDay).padStart(2, '0')}`,
    },
  }
}
