import { describe, expect, it } from 'vitest'

// The Studio's content migrations (studio/migrations), run over documents as `sanity migration run`
// runs them, with the library's own runner: what each would change.

// Loaded by paths in variables: the Studio's code is type-checked in its own project (tsc -p studio).
const MIGRATE = '../../studio/node_modules/sanity/lib/migrate.js'
const STARTING_PRICE = '../../studio/migrations/offer-page-starting-price-derived/index.ts'
const COVERAGE_LIMIT = '../../studio/migrations/coverage-limit-derived/index.ts'
const PROMO_DELAY = '../../studio/migrations/promo-delay-in-seconds/index.ts'

interface Migrate {
  collectMigrationMutations: (migration: unknown, documents: () => AsyncIterable<unknown>, context: unknown) => AsyncIterable<unknown>
}

async function mutationsOf(migrationPath: string, documents: Array<Record<string, unknown>>): Promise<unknown[]> {
  const { collectMigrationMutations } = (await import(/* @vite-ignore */ MIGRATE)) as Migrate
  const migration = ((await import(/* @vite-ignore */ migrationPath)) as { default: unknown }).default
  const collected: unknown[] = []
  for await (const mutation of collectMigrationMutations(
    migration,
    async function* () {
      yield* documents
    },
    { client: null, filtered: null, dryRun: true },
  ))
    collected.push(mutation)
  return collected.flat()
}

describe('offer-page-starting-price-derived', () => {
  it("removes an offer page's typed starting price, draft and published, and touches nothing else", async () => {
    const money = { _type: 'money', INR: 48999, USD: 560, SGD: 712 }
    const mutations = await mutationsOf(STARTING_PRICE, [
      { _id: 'offerPage-ovation-3-night', _type: 'offerPage', title: '3 Night Penang Cruise', startingPrice: money },
      { _id: 'drafts.offerPage-ovation-3-night', _type: 'offerPage', title: '3 Night Penang Cruise', startingPrice: money },
      { _id: 'offerPage-new', _type: 'offerPage', title: 'Already without one' },
      { _id: 'deal-1', _type: 'deal', startingPrice: money },
    ])
    expect(JSON.stringify(mutations)).toContain('"unset"')
    const patched = (mutations as Array<{ id?: string }>).map((mutation) => mutation.id)
    expect(patched.sort()).toEqual(['drafts.offerPage-ovation-3-night', 'offerPage-ovation-3-night'])
  })
})

describe('promo-delay-in-seconds', () => {
  it('moves the pop-up delay from milliseconds to seconds, and leaves a document already moved alone', async () => {
    const mutations = await mutationsOf(PROMO_DELAY, [
      { _id: 'siteSettings', _type: 'siteSettings', promoModalDelayMs: 15000 },
      { _id: 'drafts.siteSettings', _type: 'siteSettings', promoModalDelaySeconds: 20 },
    ])
    const text = JSON.stringify(mutations)
    expect([...new Set((mutations as Array<{ id?: string }>).map((mutation) => mutation.id))]).toEqual(['siteSettings'])
    expect(text).toContain('"promoModalDelaySeconds"')
    expect(text).toContain('15')
    expect(text).toContain('"unset"')
  })
})

describe('coverage-limit-derived', () => {
  it("removes each coverage row's typed limit, and nothing else", async () => {
    const mutations = await mutationsOf(COVERAGE_LIMIT, [
      {
        _id: 'insurancePage',
        _type: 'insurancePage',
        coverage: [
          { _key: 'inpatient', category: 'Inpatient Care', limit: 100000, limitLabel: 'up to $1,00,000' },
          { _key: 'baggage', category: 'Baggage Delay', limit: 2600 },
        ],
      },
      { _id: 'drafts.insurancePage', _type: 'insurancePage', coverage: [{ _key: 'inpatient', limit: 1, limitLabel: 'up to $1' }] },
    ])
    const text = JSON.stringify(mutations)
    expect([...new Set((mutations as Array<{ id?: string }>).map((mutation) => mutation.id))].sort()).toEqual(['drafts.insurancePage', 'insurancePage'])
    expect(text).toContain('"inpatient"')
    expect(text).not.toContain('"baggage"')
    expect(text).toContain('"unset"')
  })
})
