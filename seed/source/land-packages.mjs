import { art } from './detail-artwork.mjs'

// The three Singapore land packages of /singapore-cruise. Hotel prices per person are
// exactly the agency's price table (INR / SGD / USD).

const money = (INR, USD, SGD) => ({ _type: 'money', INR, USD, SGD })
const tier = (stars, [INR, SGD, USD]) => ({
  _type: 'hotelTier',
  _key: `${stars}-star`,
  stars,
  label: `${stars}-star`,
  price: money(INR, USD, SGD),
})
const days = (plans) => plans.map(([title, plan], index) => ({ _type: 'dayPlan', _key: `day-${index + 1}`, day: index + 1, title, plan }))

const shared = {
  _type: 'landPackage',
  stayOption: 'Choose a 3-star, 4-star or 5-star hotel: the itinerary is the same, only the hotel changes.',
  infoBox:
    'Prices are per person on twin sharing and do not include flights. Booking with a cruise from Singapore? We time the last day around your sailing. Peak dates and Formula 1 weekend may carry a surcharge.',
  inclusions: [
    'Hotel stay with daily breakfast',
    'Private airport and cruise terminal transfers',
    'Tours and tickets as in the itinerary',
    'A Singapore tourist SIM card',
    'Help with the Singapore visa application',
  ],
}

const arrival = [
  'Arrival and Night Safari',
  'Meet your driver at Changi Airport and check in to your hotel. In the evening, ride the tram through the Night Safari, the world’s first nocturnal wildlife park.',
]
const city = [
  'City tour and Gardens by the Bay',
  'Half-day city tour of Merlion Park, Chinatown and Little India. In the afternoon, visit the Flower Dome and Cloud Forest at Gardens by the Bay and stay for the Garden Rhapsody light show.',
]
const sentosa = ['Sentosa Island', 'Cross to Sentosa by cable car for beaches, the island’s attractions and the Wings of Time show over the sea at night.']
const departure = (nights) => [
  'Departure or cruise embarkation',
  `After breakfast, transfer to Changi Airport or to the cruise terminal for your sailing. End of your ${nights}-night package.`,
]

export default [
  {
    _id: 'landPackage-singapore-3n',
    ...shared,
    title: 'Singapore City Escape',
    nights: 3,
    duration: '3 Nights / 4 Days',
    description:
      'The highlights of Singapore in three nights: the Night Safari, Gardens by the Bay and a day on Sentosa. Ideal before or after a short cruise.',
    image: art('land-singapore-3n'),
    highlights: ['Night Safari', 'Gardens by the Bay', 'Sentosa by cable car'],
    dayPlans: days([arrival, city, sentosa, departure(3)]),
    hotelTiers: [tier(3, [48873, 720, 561]), tier(4, [62789, 925, 721]), tier(5, [75346, 1110, 865])],
  },
  {
    _id: 'landPackage-singapore-4n',
    ...shared,
    title: 'Singapore and Sentosa Discovery',
    nights: 4,
    duration: '4 Nights / 5 Days',
    description: 'Four nights with a full day at Universal Studios Singapore, plus the Night Safari, Gardens by the Bay and Sentosa.',
    image: art('land-singapore-4n'),
    highlights: ['Night Safari', 'Gardens by the Bay', 'Universal Studios Singapore', 'Sentosa by cable car'],
    dayPlans: days([
      arrival,
      city,
      ['Universal Studios Singapore', 'A full day at Universal Studios Singapore on Sentosa, with rides and shows for every age.'],
      sentosa,
      departure(4),
    ]),
    hotelTiers: [tier(3, [52946, 780, 608]), tier(4, [66861, 985, 767]), tier(5, [79419, 1170, 912])],
  },
  {
    _id: 'landPackage-singapore-5n',
    ...shared,
    title: 'Singapore Grand Explorer',
    nights: 5,
    duration: '5 Nights / 6 Days',
    description: 'Five unhurried nights: Universal Studios, Bird Paradise, Sentosa, Gardens by the Bay and a free day for Orchard Road or the hawker centres.',
    image: art('land-singapore-5n'),
    highlights: ['Night Safari', 'Gardens by the Bay', 'Universal Studios Singapore', 'Bird Paradise', 'Free day for shopping'],
    dayPlans: days([
      arrival,
      city,
      ['Universal Studios Singapore', 'A full day at Universal Studios Singapore on Sentosa, with rides and shows for every age.'],
      ['Bird Paradise and Sentosa', 'Morning at Bird Paradise in Mandai, then the cable car to Sentosa and the Wings of Time show in the evening.'],
      ['Free day', 'A day at leisure for Orchard Road, Marina Bay Sands or a food walk through the hawker centres.'],
      departure(5),
    ]),
    hotelTiers: [tier(3, [58376, 860, 670]), tier(4, [72292, 1065, 830]), tier(5, [84850, 1250, 974])],
  },
]
