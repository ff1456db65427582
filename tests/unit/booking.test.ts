import { describe, expect, it } from 'vitest'

import { type BookingEngine, type BookingSearch, buildBookingUrl } from '~/lib/booking'

// The seed content's values (siteSettings.bookingEngine).
const engine: BookingEngine = {
  host: 'https://booking.harbourline.example',
  searchPath: '/swift/cruise',
  siteIds: { USD: 1228312, SGD: 1227501, INR: 1237318 },
}

const GENERIC = 'lang=1&destinationtype=All'

describe('buildBookingUrl: site id', () => {
  it.each([
    ['USD', 1228312],
    ['SGD', 1227501],
    ['INR', 1237318],
  ] as const)('%s uses its own site id', (currency, siteId) => {
    const url = buildBookingUrl(engine, { destinations: ['12'] }, currency)
    expect(url).toBe(`https://booking.harbourline.example/swift/cruise?siid=${siteId}&${GENERIC}&Destinations=12`)
    expect(new URL(url).searchParams.getAll('siid')).toEqual([String(siteId)])
  })

  it('always takes the site id from the engine settings', () => {
    const other: BookingEngine = { ...engine, siteIds: { USD: 1, SGD: 2, INR: 3 } }
    expect(buildBookingUrl(other, null, 'INR')).toContain('?siid=3&')
  })

  it('refuses a missing or invalid site id', () => {
    const broken = { ...engine, siteIds: { USD: 1228312, SGD: Number.NaN, INR: 0 } }
    expect(() => buildBookingUrl(broken, null, 'SGD')).toThrow(/site id/)
    expect(() => buildBookingUrl(broken, null, 'INR')).toThrow(/site id/)
  })
})

describe('buildBookingUrl: generic search', () => {
  it.each<[string, BookingSearch | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['empty object', {}],
    [
      'all empty',
      {
        destinations: [],
        cruiseLines: null,
        durations: ['', '  '],
        ships: [],
        departurePorts: null,
        rivers: [],
        transport: '  ',
        sortColumn: null,
        sortOrder: null,
      },
    ],
  ])('%s gives the generic search', (_label, search) => {
    expect(buildBookingUrl(engine, search, 'USD')).toBe(`https://booking.harbourline.example/swift/cruise?siid=1228312&${GENERIC}`)
  })
})

describe('buildBookingUrl: parameters', () => {
  const full: BookingSearch = {
    sortOrder: 'asc',
    sortColumn: 'price',
    transport: 'landcruise',
    rivers: ['7'],
    departurePorts: ['101', '102'],
    ships: ['55'],
    durations: ['1-3', '4-6', '7-9'],
    cruiseLines: ['3', '9'],
    destinations: ['12', '34'],
  }

  it('uses the engine names in the engine order', () => {
    const url = buildBookingUrl(engine, full, 'SGD')
    expect(url).toBe(
      'https://booking.harbourline.example/swift/cruise?siid=1227501&lang=1&destinationtype=All' +
        '&Destinations=12,34&CruiseLine=3,9&durations=1-3,4-6,7-9&Ship=55&DeparturePorts=101,102' +
        '&rivers=7&transport=landcruise&sortColumn=price&sortOrder=asc',
    )
    expect([...new URL(url).searchParams.keys()]).toEqual([
      'siid',
      'lang',
      'destinationtype',
      'Destinations',
      'CruiseLine',
      'durations',
      'Ship',
      'DeparturePorts',
      'rivers',
      'transport',
      'sortColumn',
      'sortOrder',
    ])
  })

  it('builds the seed search', () => {
    const url = buildBookingUrl(engine, { transport: 'landcruise', sortColumn: 'price', sortOrder: 'asc' }, 'INR')
    expect(url).toBe(`https://booking.harbourline.example/swift/cruise?siid=1237318&${GENERIC}&transport=landcruise&sortColumn=price&sortOrder=asc`)
  })

  it('includes only the parameters given', () => {
    expect(buildBookingUrl(engine, { ships: ['55'], sortColumn: 'departureDate' }, 'USD')).toBe(
      `https://booking.harbourline.example/swift/cruise?siid=1228312&${GENERIC}&Ship=55&sortColumn=departureDate`,
    )
    expect(buildBookingUrl(engine, { cruiseLines: ['8'], sortColumn: 'cruiselinePriority', sortOrder: 'desc' }, 'USD')).toBe(
      `https://booking.harbourline.example/swift/cruise?siid=1228312&${GENERIC}&CruiseLine=8&sortColumn=cruiselinePriority&sortOrder=desc`,
    )
  })

  it('drops empty items and repeats from lists, keeping first-seen order', () => {
    const url = buildBookingUrl(engine, { destinations: ['34', '', '12', ' 34 ', '34', '  '] }, 'USD')
    expect(url).toBe(`https://booking.harbourline.example/swift/cruise?siid=1228312&${GENERIC}&Destinations=34,12`)
  })

  it('drops sort values the engine does not know', () => {
    // Content is validated, but a bad value must never reach the engine.
    const search = { sortColumn: 'cheapest', sortOrder: 'up' } as unknown as BookingSearch
    expect(buildBookingUrl(engine, search, 'USD')).toBe(`https://booking.harbourline.example/swift/cruise?siid=1228312&${GENERIC}`)
  })
})

describe('buildBookingUrl: encoding', () => {
  it('percent-encodes each list item and keeps the separator literal', () => {
    const url = buildBookingUrl(engine, { destinations: ['South East Asia', 'A&B', 'x,y', 'Zürich', '東京', 'a=b?c#d'] }, 'USD')
    expect(url).toContain('&Destinations=South%20East%20Asia,A%26B,x%2Cy,Z%C3%BCrich,%E6%9D%B1%E4%BA%AC,a%3Db%3Fc%23d')
    const parsed = new URL(url)
    expect(parsed.hash).toBe('')
    expect(parsed.searchParams.get('Destinations')).toBe('South East Asia,A&B,x,y,Zürich,東京,a=b?c#d')
    expect([...parsed.searchParams.keys()]).toEqual(['siid', 'lang', 'destinationtype', 'Destinations'])
  })

  it('encodes a scalar value', () => {
    const url = buildBookingUrl(engine, { transport: 'land & cruise' }, 'USD')
    expect(url).toContain('&transport=land%20%26%20cruise')
    expect(new URL(url).searchParams.get('transport')).toBe('land & cruise')
  })

  it('drops values that cannot be put in a URL instead of throwing', () => {
    expect(buildBookingUrl(engine, { ships: ['\uD800', '55'] }, 'USD')).toContain('&Ship=55')
  })

  it('always parses as a URL', () => {
    const searches: Array<BookingSearch | null> = [null, { destinations: ['"><script>alert(1)</script>'] }, { rivers: ['%', '%%20'] }]
    for (const search of searches) {
      for (const currency of ['USD', 'SGD', 'INR'] as const) {
        const url = new URL(buildBookingUrl(engine, search, currency))
        expect(url.origin).toBe('https://booking.harbourline.example')
        expect(url.pathname).toBe('/swift/cruise')
      }
    }
  })
})

describe('buildBookingUrl: host and path', () => {
  it('handles a trailing slash in the host', () => {
    const url = buildBookingUrl({ ...engine, host: 'https://booking.harbourline.example/' }, null, 'USD')
    expect(url).toBe(`https://booking.harbourline.example/swift/cruise?siid=1228312&${GENERIC}`)
  })

  it('handles a search path without its leading slash', () => {
    const url = buildBookingUrl({ ...engine, searchPath: 'swift/cruise' }, null, 'USD')
    expect(url).toBe(`https://booking.harbourline.example/swift/cruise?siid=1228312&${GENERIC}`)
  })

  it('handles both at once, and a host with a base path', () => {
    expect(buildBookingUrl({ ...engine, host: 'https://booking.harbourline.example//', searchPath: 'swift/cruise' }, null, 'USD')).toBe(
      `https://booking.harbourline.example/swift/cruise?siid=1228312&${GENERIC}`,
    )
    expect(buildBookingUrl({ ...engine, host: 'http://engine.example/agency/', searchPath: '/swift/cruise' }, null, 'SGD')).toBe(
      `http://engine.example/agency/swift/cruise?siid=1227501&${GENERIC}`,
    )
  })

  it('handles an empty search path', () => {
    expect(buildBookingUrl({ ...engine, searchPath: '' }, null, 'USD')).toBe(`https://booking.harbourline.example?siid=1228312&${GENERIC}`)
  })

  it.each([
    'javascript:alert(1)',
    'ftp://booking.example',
    'booking.harbourline.example',
    '//booking.example',
    '',
    'https://user:pw@booking.example',
    'https://booking.example/?a=1',
    'https://booking.example/#x',
  ])('refuses the host %j', (host) => {
    expect(() => buildBookingUrl({ ...engine, host }, null, 'USD')).toThrow(/http\(s\) URL/)
  })
})
