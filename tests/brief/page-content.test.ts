// The brief's check (`npm run check:brief`, not a step of `npm test`): the embedded dataset holds
// the figures and words the agency's requirements name. An editor's change of them is meant to fail
// here; the rules any content keeps are tests/unit/content-rules.test.ts (ADR 44).
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { beforeAll, describe, expect, it } from 'vitest'

import { type BookingSearch, buildBookingUrl } from '~/lib/booking'
import { type ArticleBody, formOptionsQuery, type RichText, routedDocumentQuery, siteSettingsQuery } from '~/lib/content/queries'
import { fromPrice } from '~/lib/sailings'
import { aboutPageQuery } from '~/pages/about/query'
import { insurancePageQuery } from '~/pages/asego-insurance/query'
import { coverageRows } from '~/pages/asego-insurance/view'
import { blogIndexQuery } from '~/pages/blog/query'
import { contactPageQuery } from '~/pages/contact/query'
import { cruiseDealsPageQuery } from '~/pages/cruisedeals/query'
import { blogPostDetailQuery, type FareRow, type OfferPageDetail, offerPageDetailQuery } from '~/pages/offer-or-article/query'
import { privacyPolicyQuery } from '~/pages/privacy-policy/query'
import { singaporePageQuery } from '~/pages/singapore-cruise/query'

import { sailing } from '../../seed/source/season.mjs'
import { CURRENCIES, type Currency } from '../../studio/schemas/lib/currencies'
import { checkFareTotal, expectedCabinTotal, lowestPerPerson, perPersonTotal } from '../../studio/schemas/lib/fares'
import { runSeedQuery } from '../support/seed'
import { BRIEF_ARTICLES } from './articles'

const PDF = fileURLToPath(new URL('../../public/asego-policy-coverage.pdf', import.meta.url))

function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`)
  return value
}

/** All readable words of a body: spans, and FAQ questions and answers. */
function words(body: ArticleBody | RichText): string[] {
  return body
    .flatMap((item) => {
      if (item._type === 'block') return item.children.map((child) => child.text)
      if (item._type === 'faq') return item.items.flatMap(({ question, answer }) => [question, answer])
      return []
    })
    .join(' ')
    .split(/\s+/)
    .filter(Boolean)
}

const OFFERS = {
  threeNight: 'ovation-3-night-penang-cruise',
  fourNight: 'ovation-4-night-penang-phuket-cruise',
} as const

describe('offer pages: fare tables', () => {
  let three: OfferPageDetail
  let four: OfferPageDetail
  beforeAll(async () => {
    three = present(await runSeedQuery(offerPageDetailQuery, { slug: OFFERS.threeNight }), '3-night offer')
    four = present(await runSeedQuery(offerPageDetailQuery, { slug: OFFERS.fourNight }), '4-night offer')
  })

  // The agency's dates, moved to the seed's season (`npm run seed:roll` moves them again).
  it('has 17 and 14 sailings in date order with the first and last dates', () => {
    expect(three.fares).toHaveLength(17)
    expect(three.fares[0]?.sailingDate).toBe(sailing('2025-10-20'))
    expect(three.fares.at(-1)?.sailingDate).toBe(sailing('2026-03-06'))
    expect(four.fares).toHaveLength(14)
    expect(four.fares[0]?.sailingDate).toBe(sailing('2025-10-23'))
    expect(four.fares.at(-1)?.sailingDate).toBe(sailing('2026-03-12'))
    for (const offer of [three, four]) {
      const dates = offer.fares.map((row) => row.sailingDate)
      expect(dates).toEqual([...dates].sort())
      expect(new Set(dates).size).toBe(dates.length)
    }
  })

  it('has the agency’s NCCF and gratuities in every row and currency', () => {
    for (const row of three.fares) {
      expect(row.nccf).toEqual({ USD: 80, SGD: 100, INR: 7000 })
      expect(row.gratuities).toEqual({ USD: 56, SGD: 75, INR: 4856 })
    }
    for (const row of four.fares) {
      expect(row.nccf).toEqual({ USD: 100, SGD: 130, INR: 8750 })
      expect(row.gratuities).toEqual({ USD: 74, SGD: 101, INR: 6475 })
    }
  })

  it('has cruise fares from USD 368 to 648 (3 nights) and 437 to 871 (4 nights)', () => {
    const range = (rows: FareRow[]) => {
      const fares = rows.map((row) => row.cruiseFare.USD)
      return [Math.min(...fares), Math.max(...fares)]
    }
    expect(range(three.fares)).toEqual([368, 648])
    expect(range(four.fares)).toEqual([437, 871])
  })

  it('totals every row: cabin total = occupancy (2) × (fare + NCCF + tax + gratuities), in every currency', () => {
    for (const offer of [three, four]) {
      expect(offer.occupancy).toBe(2)
      for (const row of offer.fares) {
        for (const currency of CURRENCIES) {
          const sum = row.cruiseFare[currency] + row.nccf[currency] + row.tax[currency] + row.gratuities[currency]
          expect(row.totalCabinFare[currency], `${offer.slug} ${row.sailingDate} ${currency}`).toBe(2 * sum)
          expect(expectedCabinTotal(row, currency, offer.occupancy)).toBe(row.totalCabinFare[currency])
        }
        expect(checkFareTotal(row, offer.occupancy)).toBe(true)
      }
    }
  })

  it('has the agency’s starting prices per person, derived from the fare table (no typed price to fall out of step)', () => {
    const startingFrom = (offer: typeof three) => fromPrice(offer, '2026-10-01', CURRENCIES)
    expect(startingFrom(three)).toEqual({ USD: 560, INR: 48999, SGD: 712 })
    expect(startingFrom(four)).toEqual({ USD: 669, INR: 58999, SGD: 862 })
    for (const offer of [three, four]) {
      for (const currency of CURRENCIES) expect(lowestPerPerson(offer.fares, currency)).toBe(startingFrom(offer)![currency])
      expect(offer).not.toHaveProperty('startingPrice')
    }
  })

  it('the fare rule refuses a total that does not add up', () => {
    const row = present(three.fares[0], 'first fare row')
    const wrong = { ...row, totalCabinFare: { ...row.totalCabinFare, SGD: row.totalCabinFare.SGD + 1 } }
    expect(checkFareTotal(wrong, 2)).toMatch(/SGD/)
    const perPerson = { ...row, totalCabinFare: { INR: 0, USD: 0, SGD: 0 } }
    for (const currency of CURRENCIES) perPerson.totalCabinFare[currency as Currency] = present(perPersonTotal(row, currency), 'sum')
    expect(checkFareTotal(perPerson, 2)).not.toBe(true)
  })

  it('describes the cabin, the credit and the lead variation', () => {
    for (const offer of [three, four]) {
      expect(offer.cabinCategory).toBe('4D Oceanview Balcony')
      expect(offer.fareBasis).toMatch(/all-inclusive/i)
      expect(offer.fareBasis).toMatch(/double occupancy/i)
      expect(offer.onboardCreditUsd).toBe(100)
      expect(offer.ship).toBe('Ovation of the Seas')
      expect(offer.image.asset.url).toMatch(/^\/cdn\/images\//)
    }
    expect(three.leadVariation).toBe('3Night-Singapore')
    expect(four.leadVariation).toBe('4Night-Singapore')
  })

  it('has itineraries from EMBARK at 16:30 in Singapore to DEBARK at 07:00, one row per day', () => {
    for (const offer of [three, four]) {
      expect(offer.itinerary).toHaveLength(offer.nights + 1)
      expect(offer.itinerary.map((row) => row.day)).toEqual(offer.itinerary.map((_, index) => index + 1))
      expect(offer.itinerary[0]).toMatchObject({ port: 'Singapore', activity: 'EMBARK', depart: '16:30' })
      expect(offer.itinerary.at(-1)).toMatchObject({ port: 'Singapore', activity: 'DEBARK', arrive: '07:00' })
    }
    expect(four.itinerary.map((row) => row.activity)).toEqual(['EMBARK', 'DOCKED', 'TENDERED', 'CRUISING', 'DEBARK'])
  })

  it('keeps the routed-document query working for both offers', async () => {
    for (const slug of Object.values(OFFERS)) {
      expect(await runSeedQuery(routedDocumentQuery, { slug })).toMatchObject({ _type: 'offerPage', ship: 'Ovation of the Seas' })
    }
    expect(await runSeedQuery(offerPageDetailQuery, { slug: 'no-such-offer' })).toBeNull()
  })
})

describe('/cruisedeals packages per currency', () => {
  it('shows 4 Land + Fly + Cruise packages for INR and USD, 7 for SGD', async () => {
    const counts = Object.fromEntries(
      await Promise.all(
        CURRENCIES.map(async (currency) => [currency, present(await runSeedQuery(cruiseDealsPageQuery, { currency }), 'page').landFlyCruise.length]),
      ),
    )
    expect(counts).toEqual({ INR: 4, USD: 4, SGD: 7 })
  })

  it('shows the two Finland Land + Cruise packages to every currency', async () => {
    for (const currency of CURRENCIES) {
      const page = present(await runSeedQuery(cruiseDealsPageQuery, { currency }), 'page')
      expect(page.landCruise).toHaveLength(2)
      for (const card of page.landCruise) {
        expect(card.name).toMatch(/Helsinki|Lapland/)
        expect(card.image.asset.url).toBeTruthy()
        expect(card.flight).toBeUndefined()
      }
    }
  })

  it('shows two fly-cruise events for INR and USD and only the second for SGD', async () => {
    const inr = present(await runSeedQuery(cruiseDealsPageQuery, { currency: 'INR' }), 'INR page')
    const usd = present(await runSeedQuery(cruiseDealsPageQuery, { currency: 'USD' }), 'USD page')
    const sgd = present(await runSeedQuery(cruiseDealsPageQuery, { currency: 'SGD' }), 'SGD page')
    expect(inr.flyCruiseEvents.map((event) => event._id)).toEqual(usd.flyCruiseEvents.map((event) => event._id))
    expect(inr.flyCruiseEvents).toHaveLength(2)
    expect(sgd.flyCruiseEvents.map((event) => event._id)).toEqual([inr.flyCruiseEvents[1]?._id])
    const themed = present(sgd.flyCruiseEvents[0], 'themed event')
    expect(themed.price).toEqual({ INR: 77999, USD: 560, SGD: 704 })
    for (const page of [inr, usd, sgd]) {
      for (const event of page.flyCruiseEvents) {
        expect(event.eventName).toBeTruthy()
        expect(event.eventImage?.asset.url).toBeTruthy()
      }
    }
  })

  it('words every card for the currency it is shown to', async () => {
    for (const currency of CURRENCIES) {
      const page = present(await runSeedQuery(cruiseDealsPageQuery, { currency }), 'page')
      for (const card of [...page.landFlyCruise, ...page.landCruise, ...page.flyCruiseEvents]) {
        expect(card.currencies).toContain(currency)
        expect(card.itinerary, `${card._id} ${currency}`).toBeTruthy()
        if (card.kind !== 'landCruise') expect(card.flight, `${card._id} ${currency}`).toBeTruthy()
        for (const amount of Object.values(card.price)) expect(amount).toBeGreaterThan(0)
        expect(card.nights).toBeGreaterThan(0)
      }
      const sgdFlights = page.landFlyCruise.map((card) => card.flight)
      if (currency === 'SGD') for (const flight of sgdFlights) expect(flight).toMatch(/Singapore/)
    }
  })

  it('has the hero per currency, the two Ovation offers and the section headings', async () => {
    const page = present(await runSeedQuery(cruiseDealsPageQuery, { currency: 'USD' }), 'page')
    expect(page.exclusiveOffers.map((offer) => offer.slug)).toEqual([OFFERS.threeNight, OFFERS.fourNight])
    expect(page.heroImage.INR.asset.url).not.toBe(page.heroImage.SGD.asset.url)
    expect(page.landFlyCruiseHeading).toBe('Land + Fly + Cruise')
    expect(page.landCruiseHeading).toBe('Land + Cruise')
    expect(page.calendar.search.sortColumn).toBe('departureDate')
  })
})

describe('/singapore-cruise', () => {
  it("has the land-package prices per person exactly as the agency's price table", async () => {
    const page = present(await runSeedQuery(singaporePageQuery), 'Singapore page')
    const table = page.landPackages.packages.map((pack) => [
      pack.nights,
      pack.hotelTiers.map((tier) => [tier.stars, tier.price.INR, tier.price.SGD, tier.price.USD]),
    ])
    expect(table).toEqual([
      [
        3,
        [
          [3, 48873, 720, 561],
          [4, 62789, 925, 721],
          [5, 75346, 1110, 865],
        ],
      ],
      [
        4,
        [
          [3, 52946, 780, 608],
          [4, 66861, 985, 767],
          [5, 79419, 1170, 912],
        ],
      ],
      [
        5,
        [
          [3, 58376, 860, 670],
          [4, 72292, 1065, 830],
          [5, 84850, 1250, 974],
        ],
      ],
    ])
    for (const pack of page.landPackages.packages) {
      expect(pack.dayPlans.map((plan) => plan.day)).toEqual(Array.from({ length: pack.nights + 1 }, (_, index) => index + 1))
      expect(pack.inclusions.length).toBeGreaterThan(0)
    }
  })

  it('has the themed 3-night event, the three cruise-line cards and the visa rules', async () => {
    const page = present(await runSeedQuery(singaporePageQuery), 'Singapore page')
    expect(page.heroSearch).toMatchObject({ durations: ['1-3'], departurePorts: ['SIN'] })
    expect(page.heroSearch.ships).toHaveLength(1)
    expect(page.themedEvent.sailingDate).toBe(sailing('2025-10-27'))
    expect(page.themedEvent.days.map((day) => day.title)).toEqual(['Opening concert', 'Garba night', 'Encore concert'])
    expect(page.themedEvent.highlights.join(' ')).toMatch(/Indian food counters/)
    expect(page.themedEvent.highlights.join(' ')).toMatch(/airport transfer/i)
    expect(page.themedEvent.price).toEqual({ INR: 77999, USD: 560, SGD: 704 })
    expect(page.cruiseLines.cards.map((card) => card.name)).toEqual(['Genting Dream', 'Ovation of the Seas', 'Disney Adventure'])
    for (const card of page.cruiseLines.cards) {
      expect(card.search.departurePorts).toEqual(['SIN'])
      expect(card.search.cruiseLines).toHaveLength(1)
    }
    expect(page.visa.rules.map((rule) => [rule.country, rule.status])).toEqual([
      ['Singapore', 'visaRequired'],
      ['Malaysia', 'exempt'],
      ['Thailand', 'arrivalCard'],
    ])
    expect(page.visa.rules[0]?.summary).toMatch(/multi-entry/i)
    expect(page.visa.rules[2]?.since).toBe('2025-05-01')
    expect(page.visa.ctaLabel).toBe('Get Visa Assistance')
    const anchors = [page.themedEvent, page.cruiseLines, page.landPackages, page.included, page.visa].map((section) => section.anchor)
    expect(new Set(anchors).size).toBe(5)
  })
})

describe('/about, /contact, /privacy-policy', () => {
  it('has four team members in order, with https profile links', async () => {
    const page = present(await runSeedQuery(aboutPageQuery), 'About page')
    expect(page.valuesHeading).toBe('Cruising Made Easy')
    expect(page.teamHeading).toBe('Meet the Crew')
    expect(page.team).toHaveLength(4)
    for (const member of page.team) {
      expect(member.profileUrl).toMatch(/^https:\/\/www\.linkedin\.com\/in\//)
      expect(member.role).toBeTruthy()
      expect(member.portrait.alt).toContain(member.name)
    }
    expect(words(page.intro).length).toBeGreaterThan(50)
  })

  it('has the contact details and the map', async () => {
    const page = present(await runSeedQuery(contactPageQuery), 'Contact page')
    expect(page.singaporePhone).toBe('+65 6123 4567')
    expect(page.indiaPhone).toBe('+91 22 6123 4567')
    expect(page.email).toBe('bookings@harbourline.example')
    expect(page.callbackHeading).toBe('Call Now or Leave a Query')
    expect(page.map.embedUrl).toMatch(/^https:\/\//)
    expect(page.map.openInMapsUrl).toMatch(/^https:\/\//)
    expect(page.map.image.alt).toBeTruthy()
  })

  it('has the privacy policy (of 27 June 2024, updated for what the site does with form data), which does not serve children under 18', async () => {
    const policy = present(await runSeedQuery(privacyPolicyQuery), 'privacy policy')
    expect(policy.lastUpdated).toBe('2026-11-27')
    const text = words(policy.body).join(' ')
    expect(text).toMatch(/under 18/)
    // What the software does (README "Personal data"): retention, unsubscribing, a person's requests.
    expect(text).toMatch(/90 days more/)
    expect(text).toMatch(/every such e-mail has a link to unsubscribe/)
    expect(text).toMatch(/to have it deleted/)
    expect(words(policy.body).length).toBeGreaterThan(700)
    expect(policy.body.filter((block) => block.style === 'h2').length).toBeGreaterThanOrEqual(10)
  })
})

describe('/asego-insurance', () => {
  it('has the six benefits and the five coverage rows with their limits', async () => {
    const page = present(await runSeedQuery(insurancePageQuery), 'insurance page')
    expect(page.title).toBe('Travel with Peace of Mind – Powered by ASEGO')
    expect(page.quoteLabel).toBe('Get a Quote')
    expect(page.highlightsHeading).toBe('Key Highlights')
    expect(page.benefits.map((benefit) => benefit.title)).toEqual([
      'Medical Emergency Cover',
      'Global Medical Evacuation (24x7)',
      'Trip Cancellation Cover',
      'Missed Port Departures',
      'Cruise Interruption Cover',
      'Missed Excursions Confinement',
    ])
    // Limits in US dollars, written in that currency's grouping for every visitor (never $1,00,000).
    expect(coverageRows(page.coverage).map((row) => [row.category, row.limit, row.notes])).toEqual([
      ['Inpatient Care', 'up to $100,000', 'hospitalization and doctor fees'],
      ['Trip Cancellation', 'up to $7,000', 'illness or accident'],
      ['Baggage Delay', 'up to $2,600', 'minimum delay 6 hours'],
      ['Passport Loss', 'up to $300', 'assistance and reimbursement'],
      ['Emergency Medical Evacuation', 'up to $25,000', 'air ambulance if medically required'],
    ])
    expect(page.disclaimer).toMatch(/IRDAI-authorized insurers/)
    expect(page.pdf.path).toBe('/asego-policy-coverage.pdf')
  })

  it('links a real PDF in public/ that lists the coverage', () => {
    expect(existsSync(PDF)).toBe(true)
    const bytes = readFileSync(PDF)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = bytes.toString('latin1')
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    for (const category of ['Inpatient Care', 'Trip Cancellation', 'Baggage Delay', 'Passport Loss', 'Emergency Medical Evacuation']) {
      expect(text).toContain(category)
    }
    // The cross-reference table points at each object's first byte.
    const start = Number(/startxref\s+(\d+)/.exec(text)?.[1])
    expect(text.slice(start, start + 4)).toBe('xref')
    const offsets = [...text.slice(start).matchAll(/^(\d{10}) 00000 n\s*$/gm)].map((match) => Number(match[1]))
    expect(offsets.length).toBeGreaterThan(3)
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true))
    // Each stream is exactly as long as its /Length says.
    const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)]
    expect(streams.length).toBeGreaterThan(0)
    for (const match of streams) {
      const start = (match.index ?? 0) + match[0].length
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream')
    }
  })
})

describe('form options', () => {
  it('offers the 19 destinations, each sending its own name', async () => {
    const options = present(await runSeedQuery(formOptionsQuery), 'form options')
    expect(options.destinationPlaceholder).toBe('Select Destination')
    expect(options.destinations).toHaveLength(19)
    for (const option of options.destinations) expect(option.value).toBe(option.label)
    const value = (label: string) => options.destinations.find((option) => option.label === label)?.value
    expect(value('Africa')).toBe('Africa')
    expect(value('North America')).toBe('North America')
    expect(value('South America')).toBe('South America')
    expect(options.destinations.slice(-3).map((option) => option.label)).toEqual(['Africa', 'North America', 'South America'])
    expect(options.destinations.map((option) => option.label)).not.toContain('Select Destination')
  })

  it('has clean interest options per form and the lead defaults', async () => {
    const options = present(await runSeedQuery(formOptionsQuery), 'form options')
    const labels = (list: { label: string; value: string }[]) => list.map((option) => option.value)
    expect(labels(options.interests.dealsAndSingapore)).toEqual(['Land Package', 'Cruise Package', 'Land + Cruise Package', 'Hotel', 'Flight'])
    expect(labels(options.interests.offerAndQuote)).toEqual(['Land Package', 'Transfer', 'Land + Cruise Package', 'Hotel', 'Flight'])
    expect(labels(options.interests.dealEnquiry)).toEqual([
      'Land Package',
      'Cruise Package',
      'Fly + Cruise Package',
      'Land + Fly + Cruise Package',
      'Hotel',
      'Flight',
    ])
    expect(options.leadDefaults.promo.leadsource).toBe('SignUp-Harbourline')
    expect(options.leadDefaults.dealEnquiry).toEqual({ leadsource: 'Lead From Cruise Deal', leadvariation: 'Cruise Deal Page' })
    expect(options.leadDefaults.offerQuote).toEqual({ leadsource: 'Cruise From Singapore', leadvariation: 'Int2special-Form' })
    expect(options.leadDefaults.insurance).toEqual({ leadsource: 'Asego Insurance', leadvariation: 'Asego Page Banner' })
    expect(options.leadDefaults.insuranceQuote.leadsource).toBe('Asego Quote Form')
    expect(options.offerDestination).toBe('Singapore')
  })
})

describe('blog', () => {
  // Newest first; the newest has only Previous, the oldest only Next.
  const CHAIN = BRIEF_ARTICLES

  it('links every article to its neighbours by date', async () => {
    for (const [index, slug] of CHAIN.entries()) {
      const post = present(await runSeedQuery(blogPostDetailQuery, { slug }), slug)
      expect(post.next?.slug, `${slug} next`).toBe(CHAIN[index - 1])
      expect(post.previous?.slug, `${slug} previous`).toBe(CHAIN[index + 1])
    }
  })

  it('links the articles the agency names', async () => {
    const links = async (slug: string) => {
      const post = present(await runSeedQuery(blogPostDetailQuery, { slug }), slug)
      return { next: post.next?.slug, previous: post.previous?.slug }
    }
    expect(await links('5-Best-Cruise-Lines-for-Family-Cruise-Vacation')).toEqual({
      next: undefined,
      previous: 'Star-of-the-Seas-The-Ultimate-Guide-to-Royal-Caribbean',
    })
    expect(await links('5-Truths-you-didnt-know-about-cruising')).toEqual({ next: 'Singapore-Cruise-Guide', previous: undefined })
    expect(await links('Journey-to-the-last-frontier-5')).toEqual({
      next: 'Best-Time-To-Cruise',
      previous: 'A-Culinary-Journey-Across-Coastlines-Mediterranean-Eating',
    })
    expect(await links('Best-Time-To-Cruise')).toEqual({
      next: 'Star-of-the-Seas-The-Ultimate-Guide-to-Royal-Caribbean',
      previous: 'Journey-to-the-last-frontier-5',
    })
    expect(await links('Star-of-the-Seas-The-Ultimate-Guide-to-Royal-Caribbean')).toEqual({
      next: '5-Best-Cruise-Lines-for-Family-Cruise-Vacation',
      previous: 'Best-Time-To-Cruise',
    })
    expect(await links('A-Culinary-Journey-Across-Coastlines-Mediterranean-Eating')).toEqual({
      next: 'Journey-to-the-last-frontier-5',
      previous: 'Ovation-of-the-Seas-Ship-Guide',
    })
  })

  it('gives every article a real body of 350 to 700 words with headings, a hero image and tags', async () => {
    for (const slug of CHAIN) {
      const post = present(await runSeedQuery(blogPostDetailQuery, { slug }), slug)
      const count = words(post.body).length
      expect(count, `${slug}: ${count} words`).toBeGreaterThanOrEqual(350)
      expect(count, `${slug}: ${count} words`).toBeLessThanOrEqual(700)
      expect(words(post.body).join(' ')).not.toMatch(/lorem ipsum/i)
      expect(
        post.body.some((item) => item._type === 'block' && item.style === 'h2'),
        slug,
      ).toBe(true)
      expect(post.heroImage.alt).toBeTruthy()
      expect(post.tags.length).toBeGreaterThanOrEqual(3)
      for (const item of post.body) {
        if (item._type !== 'block') continue
        for (const child of item.children) {
          for (const mark of child.marks) {
            if (mark === 'strong' || mark === 'em') continue
            expect(
              item.markDefs.map((definition) => definition._key),
              `${slug} ${item._key}`,
            ).toContain(mark)
          }
        }
      }
    }
  })

  it('has a five-question FAQ block in the Japan Cruise FAQ', async () => {
    const post = present(await runSeedQuery(blogPostDetailQuery, { slug: 'Japan-Cruise-FAQ' }), 'Japan FAQ')
    const faqs = post.body.filter((item) => item._type === 'faq')
    expect(faqs).toHaveLength(1)
    expect(faqs[0]?._type === 'faq' && faqs[0].items).toHaveLength(5)
  })

  it("carries the articles' claims", async () => {
    const text = async (slug: string) => words(present(await runSeedQuery(blogPostDetailQuery, { slug }), slug).body).join(' ')
    const truths = await text('5-Truths-you-didnt-know-about-cruising')
    expect(truths).toMatch(/up to 30% cheaper/)
    expect(truths).toMatch(/₹10,000 per person per day/)
    expect(await text('six-ways-to-find-the-cheapest-cruise-deals')).toMatch(/below USD 50 per person per day/)
    const family = await text('5-Best-Cruise-Lines-for-Family-Cruise-Vacation')
    expect(family).toMatch(/3 to 12.*11 to 14.*14 to 17/)
    expect(family).toMatch(/Splash Academy welcomes ages 3 to 12/)
  })

  it('lists the featured post first, then the rest newest first (11 cards)', async () => {
    const index = await runSeedQuery(blogIndexQuery)
    expect(index.page?.title).toBe('Blog')
    expect(index.posts.map((post) => post.slug)).toEqual(CHAIN)
    expect(index.posts[0]?.featured).toBe(true)
  })

  it('links only to pages that exist (internal links)', async () => {
    const routes = new Set(['/', '/cruisedeals', '/singapore-cruise', '/asego-insurance', '/blog', '/about', '/contact', ...CHAIN.map((slug) => `/${slug}`)])
    for (const slug of Object.values(OFFERS)) routes.add(`/${slug}`)
    for (const slug of CHAIN) {
      const post = present(await runSeedQuery(blogPostDetailQuery, { slug }), slug)
      for (const item of post.body) {
        if (item._type !== 'block') continue
        for (const definition of item.markDefs) {
          if (definition.href.startsWith('/')) expect(routes, `${slug} links to ${definition.href}`).toContain(definition.href)
        }
      }
    }
  })
})

describe('booking links of the page-detail content', () => {
  it.each(CURRENCIES)('builds every link for %s with that currency’s site id', async (currency) => {
    const settings = await runSeedQuery(siteSettingsQuery)
    const [deals, singapore] = await Promise.all([runSeedQuery(cruiseDealsPageQuery, { currency }), runSeedQuery(singaporePageQuery, { currency })])
    const searches: Array<[string, BookingSearch]> = [
      ['cruise calendar', present(deals, 'cruise deals page').calendar.search],
      ['singapore hero', present(singapore, 'singapore page').heroSearch],
      ...present(singapore, 'singapore page').cruiseLines.cards.map((card): [string, BookingSearch] => [`singapore card ${card.name}`, card.search]),
    ]
    expect(searches.length).toBe(2 + 3)
    const siteId = String(settings.bookingEngine.siteIds[currency])
    for (const [what, search] of searches) {
      const url = new URL(buildBookingUrl(settings.bookingEngine, search, currency))
      expect(url.origin, what).toBe('https://booking.harbourline.example')
      expect(url.searchParams.getAll('siid'), what).toEqual([siteId])
    }
    // The Singapore cruise-line cards filter by line and by the SIN departure port (page detail 2).
    for (const card of present(singapore, 'singapore page').cruiseLines.cards) {
      expect(card.search.departurePorts, card.name).toContain('SIN')
      expect(card.search.cruiseLines.length, card.name).toBeGreaterThan(0)
    }
  })
})
