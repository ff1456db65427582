import { describe, expect, it } from 'vitest'

import { belowThreshold, DEFAULT_URL_PATHS, median, parseArgs, REDIRECTING_PATHS, ROUTE_TABLE_PATHS } from '../../scripts/lib/lighthouse-urls.mjs'
import { ownBlockingTime } from '../../scripts/lib/main-thread.mjs'
import { ARTICLE_ROUTES, PAGE_ROUTES } from '../support/routes'

// The options and arithmetic of `npm run lighthouse` (scripts/lighthouse.mjs).

describe('npm run lighthouse: pages', () => {
  it('measures every route of the route table that renders a page (/home redirects to /) and one article by default', () => {
    expect(ROUTE_TABLE_PATHS).toEqual(PAGE_ROUTES.map((route) => route.path))
    expect(REDIRECTING_PATHS).toEqual(['/home'])
    expect(DEFAULT_URL_PATHS).toEqual([...ROUTE_TABLE_PATHS.filter((path) => path !== '/home'), DEFAULT_URL_PATHS.at(-1)])
    expect(ARTICLE_ROUTES.map((route) => route.path)).toContain(DEFAULT_URL_PATHS.at(-1))
  })
})

describe('npm run lighthouse: options', () => {
  it('defaults to 3 runs of every page, failing under the bar', () => {
    expect(parseArgs([])).toEqual({ runs: 3, urls: DEFAULT_URL_PATHS, fail: true, baseline: null })
  })

  it('reads --runs, --urls (repeatable, comma-separated) and --no-fail', () => {
    expect(parseArgs(['--urls', '/', '--runs', '5'])).toEqual({ runs: 5, urls: ['/'], fail: true, baseline: null })
    expect(parseArgs(['--urls=/,/about', '--urls', 'http://127.0.0.1:3000/blog', '--no-fail'])).toEqual({
      runs: 3,
      urls: ['/', '/about', 'http://127.0.0.1:3000/blog'],
      fail: false,
      baseline: null,
    })
  })

  it('reads --baseline, a checkout to measure in turn with this one, on paths only', () => {
    expect(parseArgs(['--urls', '/,/media', '--baseline', '../before'])).toEqual({ runs: 3, urls: ['/', '/media'], fail: true, baseline: '../before' })
    expect(() => parseArgs(['--baseline'])).toThrow(/needs a value/)
    expect(() => parseArgs(['--urls', 'http://127.0.0.1:3000/', '--baseline', '../before'])).toThrow(/paths/)
  })

  it('refuses bad options instead of ignoring them', () => {
    expect(() => parseArgs(['--runs', '0'])).toThrow(/--runs/)
    expect(() => parseArgs(['--runs', 'many'])).toThrow(/--runs/)
    expect(() => parseArgs(['--runs'])).toThrow(/needs a value/)
    expect(() => parseArgs(['--urls', 'about'])).toThrow(/paths/)
    expect(() => parseArgs(['--fail-fast'])).toThrow(/Unknown option/)
  })
})

describe('npm run lighthouse: medians and the bar', () => {
  it('takes the median, ignoring missing values', () => {
    expect(median([80, 100, 94])).toBe(94)
    expect(median([1, 2, 3, 4])).toBe(2.5)
    expect(median([0.01, undefined, 0.03, Number.NaN])).toBe(0.02)
    expect(median([])).toBeNaN()
  })

  it('flags any category under 100, and Total Blocking Time over 150 ms', () => {
    const all = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }
    expect(belowThreshold(all, 150)).toEqual([])
    expect(belowThreshold({ ...all, performance: 99, 'best-practices': 96 }, 40)).toEqual(['performance', 'best-practices'])
    expect(belowThreshold({ performance: 100 })).toEqual(['accessibility', 'best-practices', 'seo'])
    expect(belowThreshold(all, 151)).toEqual(['total blocking time'])
  })
})

describe('npm run lighthouse: the page’s own blocking time', () => {
  const page = { pid: 7, tid: 7 }
  const navigation = (url: string, ts: number) => ({
    ...page,
    ph: 'R',
    ts,
    name: 'navigationStart',
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
  })
  const task = (ts: number, wallMs: number, threadMs: number, thread = page) => ({
    ...thread,
    ph: 'X',
    name: 'RunTask',
    ts,
    dur: wallMs * 1000,
    tdur: threadMs * 1000,
  })

  it('counts the main thread’s tasks from first paint by their thread time, 4x, over 50 ms each', () => {
    const trace = [
      navigation('about:blank', 0),
      navigation('http://127.0.0.1:3000/about', 1_000),
      task(2_000, 90, 30), // before first paint: not counted
      task(10_000, 60, 20), // 80 - 50 = 30 ms
      task(20_000, 40, 10), // 40 ms: under 50, not blocking
      task(30_000, 45, 15), // 60 - 50 = 10 ms
      task(40_000, 80, 40, { pid: 8, tid: 8 }), // another process: not the page
      { ...page, ph: 'X', name: 'ParseHTML', ts: 10_100, dur: 50_000, tdur: 19_000 }, // inside a task, not a task
    ]
    expect(ownBlockingTime(trace, { fromTs: 5_000 })).toEqual({ blockingMs: 40, longestTaskMs: 20 })
    expect(ownBlockingTime(trace, { fromTs: 5_000, slowdown: 1 })).toEqual({ blockingMs: 0, longestTaskMs: 20 })
  })

  it('finds the measured page, not the documents without a URL that also load as main frames (SVG images)', () => {
    const elsewhere = { pid: 9, tid: 9 }
    const trace = [navigation('http://127.0.0.1:3000/', 0), { ...navigation('', 5), ...elsewhere }, task(10, 30, 25)]
    expect(ownBlockingTime(trace, { fromTs: 0 })).toEqual({ blockingMs: 50, longestTaskMs: 25 })
    expect(ownBlockingTime([navigation('about:blank', 0), task(10, 30, 25)], { fromTs: 0 })).toBeNull()
  })
})
