// Reads the departure text content staff used to type ("Jan 09, Feb 13, Mar 13 2026", "Every
// Friday, Jan – Jun 2026", "Oct 17, 2025") into structured departures (studio/schemas/objects/departures.ts).
// Used by scripts/migrate-departures.mjs; pure, so each form is unit-tested.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

const pad = (number) => String(number).padStart(2, '0')
const monthIndex = (name) => MONTHS.indexOf(String(name).slice(0, 3).toLowerCase())
const lastDayOf = (year, month) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
const iso = (year, month, day) => `${year}-${pad(month + 1)}-${pad(day)}`

/** Structured departures for a text, or null when it is not one of the forms above. */
export function parseDeparturesText(text) {
  const value = String(text ?? '')
    .trim()
    .replace(/\s+/g, ' ')
  const weekly = /^Every (\w+), (\w{3})\w* (?:[–-] (\w{3})\w* )?(\d{4})$/i.exec(value)
  if (weekly) {
    const weekday = WEEKDAYS.find((day) => day.toLowerCase() === weekly[1].toLowerCase())
    const first = monthIndex(weekly[2])
    const last = monthIndex(weekly[3] ?? weekly[2])
    const year = Number(weekly[4])
    if (!weekday || first < 0 || last < first) return null
    return { weekly: { weekday, from: iso(year, first, 1), until: iso(year, last, lastDayOf(year, last)) } }
  }
  // "Mon DD, Mon DD, … YYYY" or "Mon DD, YYYY": the year closes the list.
  const list = /^((?:\w{3}\w* \d{1,2}, )*\w{3}\w* \d{1,2}),? (\d{4})$/.exec(value)
  if (!list) return null
  const year = Number(list[2])
  const dates = []
  for (const part of list[1].split(', ')) {
    const [monthName, day] = part.split(' ')
    const month = monthIndex(monthName)
    const dayNumber = Number(day)
    if (month < 0 || dayNumber < 1 || dayNumber > lastDayOf(year, month)) return null
    dates.push(iso(year, month, dayNumber))
  }
  return { dates }
}
