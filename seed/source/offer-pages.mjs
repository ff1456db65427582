import { art } from './detail-artwork.mjs'
import { seo, slug } from './helpers.mjs'
import { sailing } from './season.mjs'

// The two Singapore offer pages (Ovation of the Seas, 3 and 4 nights): itinerary and
// fare table. Fare rule (schemas/lib/fares.ts): cruise fare, NCCF, tax and gratuities are per
// person; totalCabinFare is for the double-occupancy cabin = 2 × their sum, in every currency.
// The starting price is the cheapest sailing's per-person sum (560 USD / 712 SGD / 48,999 INR
// for 3 nights; 669 / 862 / 58,999 for 4 nights).

const OCCUPANCY = 2
const money = (INR, USD, SGD) => ({ _type: 'money', INR, USD, SGD })

/**
 * Fare rows from the USD cruise fare of each sailing. SGD and INR fares are converted at the rate
 * implied by the cheapest sailing (whose amounts are given exactly), rounded to whole units.
 */
function fareRows({ sailings, cheapest, nccf, tax, gratuities }) {
  const rate = { SGD: cheapest.SGD / cheapest.USD, INR: cheapest.INR / cheapest.USD }
  return sailings.map(([specDate, usd]) => {
    const sailingDate = sailing(specDate)
    const cruiseFare = money(Math.round(usd * rate.INR), usd, Math.round(usd * rate.SGD))
    const total = (currency) => OCCUPANCY * (cruiseFare[currency] + nccf[currency] + tax[currency] + gratuities[currency])
    return {
      _type: 'fareRow',
      _key: sailingDate,
      sailingDate,
      cruiseFare,
      nccf,
      tax,
      gratuities,
      totalCabinFare: money(total('INR'), total('USD'), total('SGD')),
    }
  })
}

const day = (number, port, activity, arrive, depart) => ({
  _type: 'itineraryRow',
  _key: `day-${number}`,
  day: number,
  port,
  ...(arrive ? { arrive } : {}),
  ...(depart ? { depart } : {}),
  activity,
})

const shared = {
  _type: 'offerPage',
  ship: 'Ovation of the Seas',
  onboardCreditUsd: 100,
  badge: 'OBC $100 Per Cabin',
  itineraryHeading: 'Itinerary',
  faresHeading: 'Sailing Dates and Fares',
  cabinCategory: '4D Oceanview Balcony',
  fareBasis: 'All-inclusive, double occupancy',
  occupancy: OCCUPANCY,
  fareNote:
    'Cruise fare, NCCF, taxes and gratuities are per person; the total is for the cabin of two guests. Fares are subject to availability and may change until your booking is confirmed. On-board credit of USD 100 per cabin applies to bookings made through Harbourline Cruises.',
  bookLabel: 'Book Now',
}

export default [
  {
    _id: 'offerPage-ovation-3-night',
    ...shared,
    title: '3 Night Penang Cruise',
    slug: slug('ovation-3-night-penang-cruise'),
    nights: 3,
    route: 'Singapore – Penang – Singapore',
    intro:
      'Three nights on Ovation of the Seas from Singapore to Penang and back: a day in George Town’s heritage streets, a full day at sea for North Star and RipCord by iFLY, and USD 100 on-board credit per cabin.',
    image: art('offer-ovation-3-night'),
    itinerary: [
      day(1, 'Singapore', 'EMBARK', undefined, '16:30'),
      day(2, 'Penang, Malaysia', 'DOCKED', '13:00', '21:00'),
      day(3, 'At sea', 'CRUISING'),
      day(4, 'Singapore', 'DEBARK', '07:00'),
    ],
    fares: fareRows({
      cheapest: money(32243, 368, 466),
      nccf: money(7000, 80, 100),
      tax: money(4900, 56, 71),
      gratuities: money(4856, 56, 75),
      sailings: [
        ['2025-10-20', 468],
        ['2025-10-27', 528],
        ['2025-11-03', 418],
        ['2025-11-10', 398],
        ['2025-11-24', 368],
        ['2025-12-01', 388],
        ['2025-12-08', 448],
        ['2025-12-15', 648],
        ['2026-01-05', 498],
        ['2026-01-12', 428],
        ['2026-01-19', 408],
        ['2026-01-26', 438],
        ['2026-02-02', 458],
        ['2026-02-09', 538],
        ['2026-02-16', 598],
        ['2026-02-23', 418],
        ['2026-03-06', 398],
      ],
    }),
    leadVariation: '3Night-Singapore',
    seo: seo(
      '3 Night Penang Cruise on Ovation of the Seas | Harbourline Cruises',
      'Ovation of the Seas 3 night cruise from Singapore to Penang: sailing dates, fares per person and on-board credit of USD 100 per cabin.',
    ),
  },
  {
    _id: 'offerPage-ovation-4-night',
    ...shared,
    title: '4 Night Penang and Phuket Cruise',
    slug: slug('ovation-4-night-penang-phuket-cruise'),
    nights: 4,
    route: 'Singapore – Penang – Phuket – Singapore',
    intro:
      'Four nights on Ovation of the Seas from Singapore to Penang and Phuket: street food in George Town, Patong Bay by tender, a sea day on board and USD 100 on-board credit per cabin.',
    image: art('offer-ovation-4-night'),
    itinerary: [
      day(1, 'Singapore', 'EMBARK', undefined, '16:30'),
      day(2, 'Penang, Malaysia', 'DOCKED', '13:00', '21:00'),
      day(3, 'Phuket, Thailand', 'TENDERED', '08:00', '17:00'),
      day(4, 'At sea', 'CRUISING'),
      day(5, 'Singapore', 'DEBARK', '07:00'),
    ],
    fares: fareRows({
      cheapest: money(38699, 437, 557),
      nccf: money(8750, 100, 130),
      tax: money(5075, 58, 74),
      gratuities: money(6475, 74, 101),
      sailings: [
        ['2025-10-23', 559],
        ['2025-10-30', 499],
        ['2025-11-06', 479],
        ['2025-11-13', 437],
        ['2025-11-27', 469],
        ['2025-12-04', 519],
        ['2025-12-18', 871],
        ['2026-01-08', 589],
        ['2026-01-15', 489],
        ['2026-01-22', 459],
        ['2026-01-29', 479],
        ['2026-02-12', 699],
        ['2026-02-26', 469],
        ['2026-03-12', 449],
      ],
    }),
    leadVariation: '4Night-Singapore',
    seo: seo(
      '4 Night Penang and Phuket Cruise on Ovation of the Seas | Harbourline',
      'Ovation of the Seas 4 night cruise from Singapore to Penang and Phuket: sailing dates and fares per person in your currency.',
    ),
  },
]
