import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { beforeAll, describe, expect, it } from 'vitest'

import { RESERVED_ROOT_SEGMENTS } from '../../content-model/routes'
import {
  checkDocuments,
  formatPath,
  formatProblem,
  markerLevel,
  parseNdjson,
  type Problem,
  type SanityDocument,
  schemaProblems,
  seasonReminder,
  valueAt,
} from '../../scripts/lib/content-checks.mjs'
import {
  checkAmountsHaveCurrency,
  checkDurations,
  checkInternalPath,
  checkInternationalPhone,
  checkMemberTypes,
  checkSlugFormat,
} from '../../studio/schemas/lib/validation'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const fixtureDir = path.join(root, 'tests/fixtures/content')
const fixture = (name: string) => path.join(fixtureDir, name)
const seedFile = path.join(root, 'seed/production.ndjson')

/** Reads a dataset file and runs the schema-free checks over it, as the script does. */
function checkFile(file: string): Problem[] {
  const parsed = parseNdjson(readFileSync(file, 'utf8'))
  return [...parsed.problems, ...checkDocuments(parsed.documents, { baseDir: path.dirname(file), fileExists: existsSync })]
}

const errorsOf = (problems: Problem[]) => problems.filter((problem) => problem.level === 'error')

interface Run {
  code: number | null
  output: string
}

/** `node scripts/validate-content.mjs [file]`, the command behind `npm run validate:content`. */
function validateContent(file: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/validate-content.mjs', file], {
      cwd: root,
      // No Sanity credentials or project: the script must provide everything it needs offline.
      env: { ...process.env, SANITY_AUTH_TOKEN: '', SANITY_STUDIO_PROJECT_ID: '', SANITY_PROJECT_ID: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', (error) => resolve({ code: -1, output: `${output}\n${error.message}` }))
    child.on('close', (code) => resolve({ code, output }))
  })
}

describe('npm run validate:content (the Sanity CLI, offline)', () => {
  // The CLI takes several seconds to boot, so it runs once, on one file with a mistake in each of
  // its documents, and each test reads the lines of its own. It is the only CLI run in the suite;
  // everything else tests the pure checks. That the seed dataset passes is the content validation
  // step of `npm test` (the same command, before this suite), so it is not run again here.
  let run: Promise<Run>
  beforeAll(() => {
    run = validateContent('tests/fixtures/content/invalid-documents.ndjson')
  })

  it('fails, with a count of what it found', async () => {
    const { code, output } = await run
    expect(output).toMatch(/✖ Content is NOT valid: 7 documents, 10 errors, 0 warnings/)
    expect(code).toBe(1)
  }, 180_000)

  it('names a blog post without its required title, and the field', async () => {
    expect((await run).output).toMatch(/✖ error blogPost-missing-title \(blogPost\) title: Required/)
  }, 180_000)

  it('names an image without alt text, and the field', async () => {
    expect((await run).output).toMatch(/✖ error blogPost-image-without-alt \(blogPost\) heroImage\.alt: Alt text is required/)
  }, 180_000)

  it('names a price below zero and a rating of 7, with each document and field', async () => {
    const { output } = await run
    expect(output).toMatch(/✖ error deal-negative-price \(deal\) price\.USD: Must be greater than or equal to 0/)
    expect(output).toMatch(/✖ error testimonial-rated-seven \(testimonial\) rating: Must be lower than or equal to 5/)
  }, 180_000)

  it('says in one message which currencies an amount lacks, and names departures out of order', async () => {
    const { output } = await run
    const lines = output.split('\n').filter((line) => line.includes('deal-price-in-one-currency'))
    expect(lines.sort()).toEqual([
      '✖ error deal-price-in-one-currency (deal) departures.dates: List the departure dates in date order: 12 Feb 2027 comes after 18 Apr 2027',
      '✖ error deal-price-in-one-currency (deal) price: Give the amount in every currency: USD and SGD are missing',
    ])
  }, 180_000)
})

describe('schema-free checks over a dataset file', () => {
  it('find nothing wrong in the seed', () => {
    expect(checkFile(seedFile)).toEqual([])
  })

  it('report a reference to a document that is not in the file', () => {
    const problems = checkFile(fixture('dangling-reference.ndjson'))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({
      level: 'error',
      documentId: 'blogPost-dangling-reference',
      documentType: 'blogPost',
      path: ['relatedPost'],
      source: 'references',
    })
    expect(formatProblem(problems[0]!)).toBe(
      '✖ error blogPost-dangling-reference (blogPost) relatedPost: Reference to "blogPost-does-not-exist", which is not a document in this file',
    )
  })

  it('accept references that resolve, and only warn about a dangling weak reference', () => {
    const documents: SanityDocument[] = [
      { _id: 'a', _type: 'blogPost', related: [{ _key: 'b', _type: 'reference', _ref: 'b' }] },
      { _id: 'b', _type: 'blogPost', next: { _type: 'reference', _ref: 'gone', _weak: true } },
    ]
    const problems = checkDocuments(documents, { baseDir: root, fileExists: () => true })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ level: 'warning', documentId: 'b', path: ['next'] })
  })

  it('report a duplicate _id and a slug shared by two pages at the root, whatever the case', () => {
    const problems = checkFile(fixture('duplicates.ndjson'))
    expect(errorsOf(problems).map(formatProblem)).toEqual([
      '✖ error blogPost-packing (blogPost) _id: Duplicate _id: 2 documents use "blogPost-packing"',
      '✖ error offerPage-packing (offerPage) slug.current: Slug "packing-for-a-short-cruise" is already used by blogPost-packing (blogPost): both would be the page /packing-for-a-short-cruise',
    ])
  })

  it('allow the same slug in types that are not routed at the root', () => {
    const documents: SanityDocument[] = [
      { _id: 'x1', _type: 'destination', slug: { _type: 'slug', current: 'japan' } },
      { _id: 'x2', _type: 'theme', slug: { _type: 'slug', current: 'japan' } },
      { _id: 'x3', _type: 'theme', slug: { _type: 'slug', current: 'Japan' } },
    ]
    const problems = checkDocuments(documents, { baseDir: root, fileExists: () => true })
    expect(problems.map((problem) => problem.documentId)).toEqual(['x3'])
  })

  it('report an image file that is not next to the dataset', () => {
    const documents: SanityDocument[] = [
      {
        _id: 'post',
        _type: 'blogPost',
        heroImage: { _type: 'image', _sanityAsset: 'image@file://./images/missing.jpg', alt: 'Deck at sunset' },
      },
    ]
    const problems = checkDocuments(documents, { baseDir: fixtureDir, fileExists: existsSync })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ documentId: 'post', path: ['heroImage', '_sanityAsset'], source: 'assets' })
    expect(problems[0]!.message).toMatch(/Image file not found: .*images\/missing\.jpg/)
    // The file the CLI's test reads has mistakes only the schema finds.
    expect(checkFile(fixture('invalid-documents.ndjson'))).toEqual([])
  })

  it('report array items without a _key or with a repeated one', () => {
    const documents: SanityDocument[] = [
      {
        _id: 'siteSettings',
        _type: 'siteSettings',
        navigation: [
          { _key: 'home', _type: 'navLink', label: 'Home', path: '/' },
          { _type: 'navLink', label: 'Blog', path: '/blog' },
          { _key: 'home', _type: 'navLink', label: 'About', path: '/about' },
        ],
      },
    ]
    const problems = checkDocuments(documents, { baseDir: root, fileExists: () => true })
    expect(problems.map(formatProblem)).toEqual([
      '✖ error siteSettings (siteSettings) navigation[1]: Array item has no _key',
      '✖ error siteSettings (siteSettings) navigation[2]: Duplicate _key "home" in this list',
    ])
  })

  it('report lines that are not JSON documents by line number', () => {
    const parsed = parseNdjson('{"_id":"a","_type":"blogPost"}\n\nnot json\n[1]\n')
    expect(parsed.documents).toHaveLength(1)
    expect(parsed.problems.map((problem) => problem.documentId)).toEqual(['line 3', 'line 4'])
  })

  it("report two deals in one place of the drag-ordered list; a draft shares its published deal's place", () => {
    const documents = [
      { _id: 'deal-a', _type: 'deal', orderRank: '0|100008:' },
      { _id: 'drafts.deal-a', _type: 'deal', orderRank: '0|100008:' },
      { _id: 'deal-b', _type: 'deal', orderRank: '0|10000o:' },
      { _id: 'deal-c', _type: 'deal', orderRank: '0|10000o:' },
      // Another type's list is another list.
      { _id: 'campaign-a', _type: 'campaign', orderRank: '0|100008:' },
    ]
    const problems = checkDocuments(documents, { baseDir: root, fileExists: () => true })
    expect(problems.map(formatProblem)).toEqual([
      '✖ error deal-c (deal) orderRank: Rank "0|10000o:" is also deal-b\'s: two deals in one place of the drag-ordered list',
    ])
  })

  it('report documents without an _id or _type', () => {
    const problems = checkDocuments([{ _type: 'blogPost' }, { _id: 'b' }], { baseDir: root, fileExists: () => true })
    expect(problems.map((problem) => problem.message)).toEqual(['Document has no _id', 'Document has no _type'])
  })
})

describe('reading the Sanity CLI results', () => {
  const document = {
    _id: 'siteSettings',
    _type: 'siteSettings',
    logo: { _type: 'image', alt: 'Harbourline Cruises' },
    seo: { _type: 'seo', title: 'A title that is rather long for a search result', description: 'Short' },
    navigation: [{ _key: 'home', _type: 'navLink', label: 'Home', path: '/' }],
  }

  it('finds values by Sanity path, including keyed array items', () => {
    expect(valueAt(document, ['navigation', { _key: 'home' }, 'label'])).toBe('Home')
    expect(valueAt(document, ['navigation', 0, 'path'])).toBe('/')
    expect(valueAt(document, ['navigation', { _key: 'nope' }, 'label'])).toBeUndefined()
    expect(formatPath(['navigation', { _key: 'home' }, 'label'])).toBe('navigation[_key=="home"].label')
    expect(formatPath(['links', 0])).toBe('links[0]')
  })

  it('keeps advice about a present value a warning', () => {
    expect(markerLevel({ level: 'warning', message: 'Over 70 characters', path: ['seo', 'title'] }, document)).toBe('warning')
  })

  it('keeps calendar warnings warnings, on objects too: they depend on the day the check runs', () => {
    const message = 'Sailings: every sailing has left (the last on 12 Mar 2027), so it has left the site. Add the next dates.'
    expect(markerLevel({ level: 'warning', message, path: ['departures'] }, { departures: { dates: ['2027-03-12'] } })).toBe('warning')
  })

  it('restores errors the CLI demotes to warnings on objects and missing values', () => {
    expect(markerLevel({ level: 'warning', message: 'Choose an image', path: ['logo'] }, document)).toBe('error')
    expect(markerLevel({ level: 'warning', message: 'Required', path: ['footerLogo'] }, document)).toBe('error')
    expect(markerLevel({ level: 'warning', message: 'Custom document rule', path: [] }, document)).toBe('error')
    expect(markerLevel({ level: 'error', message: 'Required', path: ['title'] }, document)).toBe('error')
  })

  it('counts fields and types the schema does not know as errors', () => {
    const message = "Field 'titel' does not exist on type 'blogPost'"
    expect(markerLevel({ level: 'warning', message, path: ['titel'] }, { titel: 'x' })).toBe('error')
  })

  it('names the schema type and field of a schema problem', () => {
    const problems = schemaProblems([
      {
        path: [
          { kind: 'type', type: 'object', name: 'seo' },
          { kind: 'property', name: 'fields' },
          { kind: 'type', type: 'strng', name: 'title' },
        ],
        problems: [{ severity: 'error', message: 'Unknown type: strng. Did you mean "string"?' }],
      },
    ])
    expect(problems.map(formatProblem)).toEqual(['✖ error schema type seo title: Unknown type: strng. Did you mean "string"?'])
  })
})

describe('the season reminder (a warning of `npm run validate:content`, so `npm test` prints it and never fails on a date)', () => {
  const NOW = Date.parse('2026-11-26T12:00:00Z')
  const dataset = [
    { _id: 'deal-1', _type: 'deal', departures: { dates: ['2026-12-01', '2027-03-10'] } },
    { _id: 'deal-2', _type: 'deal', departures: { weekly: { weekday: 'Friday', from: '2026-11-27', until: '2027-01-15' } } },
    { _id: 'offer-1', _type: 'offerPage', fares: [{ sailingDate: '2027-02-01' }, { sailingDate: '2026-12-20' }] },
    // A draft's later sailing is not content yet.
    { _id: 'drafts.deal-1', _type: 'deal', departures: { dates: ['2028-01-01'] } },
  ]

  it('is silent while the last sailing is 60 days away or more', () => {
    expect(seasonReminder(dataset, NOW)).toBeNull()
    expect(seasonReminder(dataset, Date.parse('2027-01-09T00:00:00Z'))).toBeNull()
  })

  it('warns, with the last sailing and what to run, from 59 days before it, and after it', () => {
    for (const [now, days] of [
      [Date.parse('2027-01-10T00:00:00Z'), 59],
      [Date.parse('2027-03-10T00:00:00Z'), 0],
      [Date.parse('2027-04-09T00:00:00Z'), -30],
    ] as const) {
      const reminder = seasonReminder(dataset, now)
      expect(reminder, String(days)).toMatchObject({ level: 'warning', source: 'season' })
      expect(reminder?.message).toContain(`the last sailing is 2027-03-10, ${days} day`)
      expect(reminder?.message).toContain('npm run seed:roll')
    }
  })

  it('reads the real seed: it names a last sailing (the seed sails on; when it does not, npm test prints the reminder)', () => {
    const seed = parseNdjson(readFileSync('seed/production.ndjson', 'utf8')).documents
    const farFuture = Date.parse('2100-01-01T00:00:00Z')
    expect(seasonReminder(seed, farFuture)?.message).toMatch(/the last sailing is \d{4}-\d{2}-\d{2}, -\d+ days away/)
  })
})

describe('schema rules', () => {
  it('reserve every top-level route of the app, so no slug is shadowed by a page of the app', () => {
    const segments = readdirSync(path.join(root, 'app/routes'))
      .map((file) => file.replace(/\.(tsx|ts|jsx|js)$/, ''))
      // `sitemap[.]xml` is the route /sitemap.xml: an escaped dot is part of the segment.
      .map((file) => (file.replace(/\[\.\]/g, '\u0000').split('.')[0] ?? '').replace(/\u0000/g, '.'))
      // `healthz_.node` is /healthz/node: a trailing underscore only keeps the route out of its parent's layout.
      .map((segment) => segment.replace(/_$/, ''))
      .filter((segment) => segment !== '' && !segment.startsWith('$') && !segment.startsWith('_'))
    // The page folders, listed in app/routes.ts by their paths (`route('about', ...)`; `:slug` is a parameter).
    const pageRoutes = readFileSync(path.join(root, 'app/routes.ts'), 'utf8').matchAll(/\broute\('([^'/:]+)'/g)
    segments.push(...[...pageRoutes].map((match) => match[1]!))
    expect(segments).toContain('cruisedeals')
    const reserved = new Set<string>(RESERVED_ROOT_SEGMENTS)
    expect(segments.filter((segment) => !reserved.has(segment))).toEqual([])
  })

  it('accept slugs as the site spells them and refuse unsafe or reserved ones', () => {
    for (const current of ['Best-Time-To-Cruise', 'ovation-3-night-penang-cruise', 'Journey-to-the-last-frontier-5']) {
      expect(checkSlugFormat({ _type: 'slug', current })).toBe(true)
    }
    for (const current of ['-leading-hyphen', 'Japan Cruise FAQ', 'a/b', 'café']) {
      expect(checkSlugFormat({ _type: 'slug', current })).toMatch(/letters, digits and hyphens/)
    }
    expect(checkSlugFormat({ _type: 'slug', current: 'Blog' })).toMatch(/already a page of the site/)
  })

  it('check phone numbers in international form', () => {
    for (const phone of ['+91 22 6123 4567', '+65 6123 4567', '+65 8123-4567', '+6561234567']) {
      expect(checkInternationalPhone(phone)).toBe(true)
    }
    expect(checkInternationalPhone('91 22 6123 4567')).toMatch(/starting with \+/)
    expect(checkInternationalPhone('+65  6123 4567')).toMatch(/starting with \+/)
    expect(checkInternationalPhone('+65 81')).toMatch(/8 to 15 digits/)
  })

  it('check that an amount in an offer line names its currency', () => {
    for (const offer of [
      '60% off second guest',
      'Save USD 2,000 per person',
      'Up to USD 1,000 onboard credit',
      'Up to 50% off plus up to USD 50 onboard credit',
      '3rd and 4th guest free',
      'Save S$200',
      'Save ₹15,000',
      '10 nights for the price of 7',
      '',
    ]) {
      expect(checkAmountsHaveCurrency(offer), offer).toBe(true)
    }
    expect(checkAmountsHaveCurrency('Save 1,500 per person')).toBe('Name the currency of 1,500, e.g. USD 1,500: visitors pay in INR, SGD or USD')
    expect(checkAmountsHaveCurrency('Up to 1000 onboard credit')).toMatch(/currency of 1000/)
    expect(checkAmountsHaveCurrency('Up to 50% off plus up to 50 onboard credit')).toMatch(/currency of 50,/)
  })

  it('check internal paths, night ranges and array item types', () => {
    expect(checkInternalPath('/cruisedeals')).toBe(true)
    expect(checkInternalPath('/Japan-Cruise-FAQ#visas')).toBe(true)
    expect(checkInternalPath('cruisedeals')).toMatch(/starting with "\/"/)
    expect(checkInternalPath('//evil.example')).toMatch(/starting with "\/"/)
    expect(checkDurations(['1-3', '4-6', '7-9', '10-14'])).toBe(true)
    expect(checkDurations(['3-1'])).toMatch(/night range/)
    expect(checkDurations(['1-3', '1-3'])).toMatch(/Listed twice/)
    expect(checkMemberTypes(['navLink'])([{ _key: 'a', _type: 'navLink' }])).toBe(true)
    expect(checkMemberTypes(['navLink'])([{ _key: 'a', _type: 'navLnk' }])).toMatch(/Unknown item type "navLnk" \(item a\)/)
  })
})
