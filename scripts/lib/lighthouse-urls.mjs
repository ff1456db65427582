// The pages `npm run lighthouse` measures by default: every route of the route table
// (docs/requirements.md, Pages and navigation; tests/support/routes.ts PAGE_ROUTES, checked by
// tests/unit/lighthouse-script.test.ts) and one blog article.
export const ROUTE_TABLE_PATHS = [
  '/',
  '/home',
  '/cruisedeals',
  '/contact',
  '/about',
  '/asego-insurance',
  '/singapore-cruise',
  '/media',
  '/blog',
  '/privacy-policy',
  '/ovation-3-night-penang-cruise',
  '/ovation-4-night-penang-phuket-cruise',
]

const ARTICLE_PATH = '/Japan-Cruise-FAQ'

/** Routes that answer with a permanent redirect to another route of the table (/home: 301 to /). */
export const REDIRECTING_PATHS = ['/home']

/** Every route of the table that renders a page of its own (a redirect is measured where it lands), and the article. */
export const DEFAULT_URL_PATHS = [...ROUTE_TABLE_PATHS.filter((path) => !REDIRECTING_PATHS.includes(path)), ARTICLE_PATH]

/** The quality bar: every category 100, and Total Blocking Time at most 150 ms (README "Scripts"). */
export const THRESHOLDS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }
export const TBT_LIMIT_MS = 150

/** The median of a list of numbers (the mean of the middle two for an even count); NaN when empty. */
export function median(values) {
  const numbers = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b)
  if (numbers.length === 0) return Number.NaN
  const middle = Math.floor(numbers.length / 2)
  return numbers.length % 2 === 1 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2
}

/**
 * Command-line options: `--runs N` (default 3), `--urls /,/about` (repeatable, comma-separated,
 * paths or absolute URLs), `--baseline DIR` (another checkout with its own build, measured in
 * turn with this one), `--no-fail`. Unknown options throw, so a typo is not silently ignored.
 */
export function parseArgs(argv) {
  const options = { runs: 3, urls: [], fail: true, baseline: null }
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined]
    const value = () => {
      const next = inline ?? argv[++index]
      if (next === undefined || next.startsWith('--')) throw new Error(`${name} needs a value`)
      return next
    }
    if (name === '--runs') {
      const runs = Number(value())
      if (!Number.isInteger(runs) || runs < 1 || runs > 25) throw new Error('--runs must be a whole number from 1 to 25')
      options.runs = runs
    } else if (name === '--urls' || name === '--url') {
      options.urls.push(
        ...value()
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
    } else if (name === '--baseline') {
      options.baseline = value()
    } else if (name === '--no-fail') {
      options.fail = false
    } else {
      throw new Error(`Unknown option ${arg}. Options: --runs N, --urls /,/about, --no-fail`)
    }
  }
  if (options.urls.length === 0) options.urls = [...DEFAULT_URL_PATHS]
  for (const url of options.urls) {
    if (!url.startsWith('/') && !/^https?:\/\//.test(url)) throw new Error(`--urls takes paths (/about) or http(s) URLs, got ${url}`)
    if (options.baseline && !url.startsWith('/')) throw new Error(`--baseline compares this site's own pages: give paths, not ${url}`)
  }
  return options
}

/** Whether a page's medians pass the bar; the names of the categories (and metrics) that do not. */
export function belowThreshold(scores, totalBlockingTimeMs = 0) {
  const below = Object.entries(THRESHOLDS)
    .filter(([category, minimum]) => !(scores[category] >= minimum))
    .map(([category]) => category)
  return totalBlockingTimeMs <= TBT_LIMIT_MS ? below : [...below, 'total blocking time']
}
