import { art } from './detail-artwork.mjs'
import { sailing } from './season.mjs'

// The package cards of /cruisedeals: seven Land + Fly + Cruise packages (four shown to
// every currency, three with flights from Singapore shown to SGD only), two Finland Land + Cruise
// packages, and two fly-cruise events (the Diwali sailing for INR and USD, the themed concert
// sailing for everyone). Prices are per person. Dates are the brief's, moved into the seed's season.

const ALL = ['INR', 'USD', 'SGD']
const money = (INR, USD, SGD) => ({ _type: 'money', INR, USD, SGD })
const perCurrency = (INR, USD, SGD) => ({
  _type: 'textPerCurrency',
  ...(INR ? { INR } : {}),
  ...(USD ? { USD } : {}),
  ...(SGD ? { SGD } : {}),
})

/** The same route flown from India (INR, USD) or from Singapore (SGD). */
const route = (stops, currencies = ALL) =>
  perCurrency(
    currencies.includes('INR') ? `Mumbai – ${stops} – Mumbai` : undefined,
    currencies.includes('USD') ? `Mumbai – ${stops} – Mumbai` : undefined,
    currencies.includes('SGD') ? `Singapore – ${stops} – Singapore` : undefined,
  )
const flights = (currencies = ALL) =>
  perCurrency(
    currencies.includes('INR') ? 'Return economy flights from Mumbai or Delhi' : undefined,
    currencies.includes('USD') ? 'Return economy flights from India' : undefined,
    currencies.includes('SGD') ? 'Return economy flights from Singapore' : undefined,
  )

const landFlyCruise = (id, order, { stops, ...fields }) => ({
  _id: `package-${id}`,
  _type: 'package',
  kind: 'landFlyCruise',
  order,
  image: art(`package-${id}`),
  transfers: 'Airport, hotel and cruise terminal transfers',
  ...fields,
  itinerary: route(stops, fields.currencies),
  flight: flights(fields.currencies),
})

export default [
  landFlyCruise('alaska', 1, {
    name: 'Alaska Glaciers and Seattle',
    currencies: ALL,
    stops: 'Seattle – Juneau – Skagway – Endicott Arm – Victoria – Seattle',
    nights: 10,
    date: sailing('2026-06-05'),
    hotel: '2 nights 4-star hotel in Seattle',
    sightseeing: 'Seattle city tour with the Space Needle and Pike Place Market',
    ship: 'Ovation of the Seas',
    price: money(349999, 3999, 5199),
  }),
  landFlyCruise('europe', 2, {
    name: 'Rome, Riviera and Barcelona',
    currencies: ALL,
    stops: 'Rome – Naples – Livorno – Cannes – Barcelona – Palma – Rome',
    nights: 9,
    date: sailing('2026-05-16'),
    hotel: '2 nights 4-star hotel in Rome',
    sightseeing: 'Rome city tour with the Colosseum and Vatican Museums',
    ship: 'Celebrity Beyond',
    price: money(329999, 3799, 4899),
  }),
  landFlyCruise('dubai', 3, {
    name: 'Dubai, Abu Dhabi and Doha',
    currencies: ALL,
    stops: 'Dubai – Abu Dhabi – Sir Bani Yas Island – Doha – Dubai',
    nights: 9,
    date: sailing('2026-01-10'),
    hotel: '2 nights 4-star hotel in Dubai',
    sightseeing: 'Dubai city tour and desert safari with dinner',
    ship: 'MSC World Europa',
    price: money(149999, 1749, 2249),
  }),
  landFlyCruise('japan', 4, {
    name: 'Cherry Blossom Japan',
    currencies: ALL,
    stops: 'Tokyo – Yokohama – Osaka – Kochi – Kagoshima – Busan – Yokohama',
    nights: 9,
    date: sailing('2026-03-28'),
    hotel: '2 nights 4-star hotel in Tokyo',
    sightseeing: 'Tokyo city tour with Asakusa, Meiji Shrine and Shibuya',
    ship: 'Diamond Princess',
    price: money(299999, 3449, 4499),
  }),
  landFlyCruise('australia', 5, {
    name: 'Sydney and the South Pacific',
    currencies: ['SGD'],
    stops: 'Sydney – Noumea – Lifou – Mystery Island – Sydney',
    nights: 11,
    date: sailing('2026-02-14'),
    hotel: '2 nights 4-star hotel in Sydney',
    sightseeing: 'Sydney Harbour cruise and Opera House tour',
    ship: 'Carnival Splendor',
    price: money(214999, 2549, 3299),
  }),
  landFlyCruise('mediterranean', 6, {
    name: 'Greek Isles from Athens',
    currencies: ['SGD'],
    stops: 'Athens – Mykonos – Santorini – Rhodes – Crete – Athens',
    nights: 9,
    date: sailing('2026-06-20'),
    hotel: '2 nights 4-star hotel in Athens',
    sightseeing: 'Acropolis and Plaka guided walking tour',
    ship: 'Celebrity Infinity',
    price: money(309999, 3549, 4599),
  }),
  landFlyCruise('norway', 7, {
    name: 'Norwegian Fjords and Copenhagen',
    currencies: ['SGD'],
    stops: 'Copenhagen – Kiel – Hellesylt – Geiranger – Flåm – Kiel – Copenhagen',
    nights: 10,
    date: sailing('2026-07-04'),
    hotel: '2 nights 4-star hotel in Copenhagen',
    sightseeing: 'Copenhagen canal tour and Nyhavn walk',
    ship: 'MSC Euribia',
    price: money(329999, 3779, 4899),
  }),
  {
    _id: 'package-finland-helsinki',
    _type: 'package',
    kind: 'landCruise',
    order: 1,
    name: 'Helsinki and the Baltic Capitals',
    currencies: ALL,
    image: art('package-finland-helsinki'),
    itinerary: perCurrency(
      'Helsinki (2 nights) – Tallinn – Stockholm – Visby – Copenhagen',
      'Helsinki (2 nights) – Tallinn – Stockholm – Visby – Copenhagen',
      'Helsinki (2 nights) – Tallinn – Stockholm – Visby – Copenhagen',
    ),
    nights: 9,
    date: sailing('2026-06-13'),
    hotel: '2 nights 4-star hotel in Helsinki',
    sightseeing: 'Helsinki city tour with Suomenlinna sea fortress',
    transfers: 'Hotel and cruise terminal transfers',
    ship: 'Celebrity Apex',
    price: money(219999, 2549, 3299),
  },
  {
    _id: 'package-finland-lapland',
    _type: 'package',
    kind: 'landCruise',
    order: 2,
    name: 'Lapland Northern Lights and Coastal Norway',
    currencies: ALL,
    image: art('package-finland-lapland'),
    itinerary: perCurrency(
      'Rovaniemi (3 nights) – Kirkenes – Honningsvåg – Tromsø',
      'Rovaniemi (3 nights) – Kirkenes – Honningsvåg – Tromsø',
      'Rovaniemi (3 nights) – Kirkenes – Honningsvåg – Tromsø',
    ),
    nights: 8,
    date: sailing('2026-02-07'),
    hotel: '3 nights in Rovaniemi: a glass-roof cabin and a 4-star hotel',
    sightseeing: 'Santa Claus Village, husky safari and a northern lights hunt',
    transfers: 'Hotel transfers and coach from Rovaniemi to Kirkenes',
    ship: 'Havila Polaris',
    price: money(269999, 3099, 3999),
  },
  {
    _id: 'package-event-diwali',
    _type: 'package',
    kind: 'flyCruiseEvent',
    order: 1,
    name: 'Diwali Festive Sailing',
    currencies: ['INR', 'USD'],
    image: art('event-festive-sailing'),
    eventName: perCurrency('Diwali Festive Sailing from Singapore', 'Diwali Festive Sailing'),
    eventImage: { _type: 'imagePerCurrency', INR: art('event-festive-sailing'), USD: art('event-festive-sailing') },
    itinerary: perCurrency('Mumbai – Singapore – Penang – Singapore – Mumbai', 'Mumbai – Singapore – Penang – Singapore – Mumbai'),
    flight: perCurrency('Return economy flights from Mumbai, Delhi or Chennai', 'Return economy flights from India'),
    nights: 4,
    date: sailing('2025-10-17'),
    // A festival sailing: once it has left, the card waits for next year's date.
    newDatesSoon: true,
    hotel: '1 night 4-star hotel in Singapore',
    sightseeing: 'Singapore city tour with Gardens by the Bay',
    transfers: 'Airport, hotel and cruise terminal transfers',
    ship: 'Genting Dream',
    price: money(69999, 799, 1029),
  },
  {
    _id: 'package-event-concert',
    _type: 'package',
    kind: 'flyCruiseEvent',
    order: 2,
    name: 'Desi Beats at Sea',
    currencies: ALL,
    image: art('event-concert-at-sea'),
    eventName: perCurrency(
      'Desi Beats at Sea: Fly Cruise from India',
      'Desi Beats at Sea: 3-Night Themed Cruise',
      'Desi Beats at Sea: Themed Sailing from Singapore',
    ),
    eventImage: {
      _type: 'imagePerCurrency',
      INR: art('event-concert-at-sea'),
      USD: art('event-concert-at-sea'),
      SGD: art('singapore-themed-event'),
    },
    itinerary: perCurrency('Mumbai – Singapore – Penang – Singapore – Mumbai', 'Singapore – Penang – Singapore', 'Singapore – Penang – Singapore'),
    flight: perCurrency('Return economy flights from Mumbai or Delhi', 'Cruise only; flights quoted on request', 'No flight needed: sails from Singapore'),
    nights: 3,
    date: sailing('2025-10-27'),
    newDatesSoon: true,
    transfers: 'Complimentary airport transfer in Singapore',
    ship: 'Ovation of the Seas',
    price: money(77999, 560, 704),
  },
]
