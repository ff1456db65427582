import { DEST, LINE, SHIP } from './booking-ids.mjs'
import { art } from './detail-artwork.mjs'
import { bookingSearch, seo, withKeys } from './helpers.mjs'
import { richText } from './portable-text.mjs'
import { sailing } from './season.mjs'

// The page singletons except the home and media pages: /cruisedeals,
// /singapore-cruise, /about, /contact, /asego-insurance and /blog. (The privacy policy is in
// privacy-policy.mjs, the form choices in form-options.mjs.)

const money = (INR, USD, SGD) => ({ _type: 'money', INR, USD, SGD })
const ref = (id) => ({ _type: 'reference', _ref: id, _key: id })
const dayPlans = (plans) => plans.map(([title, plan], index) => ({ _type: 'dayPlan', _key: `day-${index + 1}`, day: index + 1, title, plan }))

const hubSlide = (key, artwork, label, search) => {
  const picture = art(artwork)
  return { _type: 'bookingHubSlide', _key: key, image: { _type: 'imagePerCurrency', INR: picture, USD: picture, SGD: picture }, label, search }
}

const cruiseDealsPage = {
  _id: 'cruiseDealsPage',
  _type: 'cruiseDealsPage',
  title: 'Cruise Deals',
  heroImage: {
    _type: 'imagePerCurrency',
    INR: art('hero-deals-inr'),
    USD: art('hero-deals-usd'),
    SGD: art('hero-deals-sgd'),
  },
  heroLabel: 'Enquire about our cruise deals',
  // The booking hub: banners after the hero, rotating every 4 s, each to a search.
  bookingHub: [
    hubSlide(
      'europe',
      'hero-europe',
      'See Europe cruises, cheapest first',
      bookingSearch({ destinations: [DEST.europe], sortColumn: 'price', sortOrder: 'asc' }),
    ),
    hubSlide(
      'alaska',
      'hero-alaska',
      'See Alaska cruises, soonest first',
      bookingSearch({ destinations: [DEST.alaska], sortColumn: 'departureDate', sortOrder: 'asc' }),
    ),
  ],
  exclusiveOffersHeading: 'Exclusive Offers',
  exclusiveOffers: [ref('offerPage-ovation-3-night'), ref('offerPage-ovation-4-night')],
  lastMinuteHeading: 'Last Minute Deals',
  packagesHeading: 'Cruise Packages',
  landFlyCruiseHeading: 'Land + Fly + Cruise',
  landCruiseHeading: 'Land + Cruise',
  flyCruiseEventsHeading: 'Fly Cruise Events',
  bookLabel: 'Book Now',
  calendar: {
    heading: 'Cruise Calendar',
    title: 'Calendar of cruise sailings on the Harbourline booking engine',
    loadLabel: 'Show the cruise calendar',
    search: bookingSearch({ sortColumn: 'departureDate', sortOrder: 'asc' }),
    height: 900,
  },
  seo: seo(
    'Cruise Deals and Packages | Harbourline Cruises',
    'Exclusive cruise deals, last-minute sailings and land, fly and cruise packages from Harbourline Cruises, priced in your currency.',
  ),
}

const singaporeSearch = (cruiseLine) => bookingSearch({ cruiseLines: [cruiseLine], departurePorts: ['SIN'], sortColumn: 'price', sortOrder: 'asc' })

const singaporePage = {
  _id: 'singaporePage',
  _type: 'singaporePage',
  title: 'Cruise from Singapore',
  heroImage: art('hero-singapore-cruise'),
  heroLabel: 'See 1 to 3 night Ovation of the Seas sailings from Singapore',
  heroSearch: bookingSearch({
    ships: [SHIP.ovation],
    durations: ['1-3'],
    departurePorts: ['SIN'],
    sortColumn: 'departureDate',
    sortOrder: 'asc',
  }),
  themedEvent: {
    anchor: 'themed-cruise',
    heading: 'Desi Beats at Sea: a 3-Night Themed Cruise',
    intro:
      'Three nights of music, dance and food from home on Ovation of the Seas. Sail from Singapore to Penang with live concerts, a Garba night and Indian food counters on board.',
    image: art('singapore-themed-event'),
    ship: 'Ovation of the Seas',
    sailingDate: sailing('2025-10-27'),
    days: dayPlans([
      ['Opening concert', 'Sail away from Singapore and gather on deck for a live concert of Bollywood hits under the stars.'],
      ['Garba night', 'After a day in Penang, put on your chaniya choli or kurta for a Garba and dandiya night with live dhol.'],
      ['Encore concert', 'A full day at sea ends with an encore concert and a farewell party before the ship returns to Singapore.'],
    ]),
    highlights: ['Indian food counters at every meal', 'Complimentary airport transfer in Singapore', 'Balcony cabins on Ovation of the Seas'],
    price: money(77999, 560, 704),
    priceNote: {
      _type: 'textPerCurrency',
      INR: 'Fly cruise package per person, with return flights from India',
      USD: 'Balcony cabin, per person',
      SGD: 'Balcony cabin, per person',
    },
    ctaLabel: 'Enquire Now',
  },
  cruiseLines: {
    anchor: 'cruise-lines',
    heading: 'Cruise Lines from Singapore',
    intro: 'Three ships, three styles: pick the one that suits your travellers, then see every sailing from Singapore in your currency.',
    cards: withKeys(
      [
        {
          _type: 'cruiseLineCard',
          name: 'Genting Dream',
          cruiseLine: 'Resorts World Cruises',
          image: art('ship-genting-dream'),
          text: 'Two- to five-night getaways with a water park, family cabins and a wide choice of Asian and Indian dining. Third and fourth guests often sail free.',
          ctaLabel: 'View Sailings',
          search: singaporeSearch(LINE.resortsWorld),
        },
        {
          _type: 'cruiseLineCard',
          name: 'Ovation of the Seas',
          cruiseLine: 'Royal Caribbean',
          image: art('ship-ovation-of-the-seas'),
          text: 'North Star, RipCord by iFLY and Broadway-style shows on three- and four-night sailings to Penang and Phuket, with USD 100 on-board credit on selected dates.',
          ctaLabel: 'View Sailings',
          search: singaporeSearch(LINE.royalCaribbean),
        },
        {
          _type: 'cruiseLineCard',
          name: 'Disney Adventure',
          cruiseLine: 'Disney Cruise Line',
          image: art('ship-disney-adventure'),
          text: 'Disney’s ship based in Singapore: characters, stage shows and kids clubs for ages 3 to 17 on short sailings. Book early for school holidays.',
          ctaLabel: 'View Sailings',
          search: singaporeSearch(LINE.disney),
        },
      ],
      (card) => card.name,
    ),
  },
  landPackages: {
    anchor: 'land-packages',
    heading: 'Singapore Land Packages',
    intro: 'Add a city stay before or after your cruise: hotel, transfers and the best of Singapore in one price.',
    expandLabel: 'View Full Itinerary',
    collapseLabel: 'Hide Full Itinerary',
    packages: [ref('landPackage-singapore-3n'), ref('landPackage-singapore-4n'), ref('landPackage-singapore-5n')],
    enquireLabel: 'Enquire Now',
  },
  included: {
    anchor: 'whats-included',
    heading: 'What’s Included',
    items: [
      'Cruise fare with all main meals and entertainment on board',
      'Taxes, fees and gratuities shown upfront, with no service charge',
      'Hotel with breakfast and private transfers on land packages',
      'Help with your Singapore visa application',
      'A dedicated cruise counsellor before and during your trip',
      'Free cancellation up to 90 days before sailing (varies by cruise line)',
    ],
  },
  visa: {
    anchor: 'visa',
    heading: 'Visa Information for Indian Citizens',
    intro: 'A cruise from Singapore visits up to three countries. Here is what Indian passport holders need for each.',
    rules: withKeys(
      [
        {
          _type: 'visaRequirement',
          country: 'Singapore',
          status: 'visaRequired',
          summary: 'Multi-entry visa required',
          details:
            'You enter Singapore to board the ship and again when it returns, so apply for a multiple-entry visa. Apply at least four weeks before you travel; we help with the application.',
        },
        {
          _type: 'visaRequirement',
          country: 'Malaysia',
          status: 'exempt',
          summary: 'No visa needed',
          details:
            'Indian citizens are currently exempt from a visa for short visits to Malaysia, including cruise calls at Penang and Port Klang. Carry your passport ashore.',
        },
        {
          _type: 'visaRequirement',
          country: 'Thailand',
          status: 'arrivalCard',
          summary: 'No visa; online arrival card mandatory',
          details:
            'Indian citizens do not need a visa for a tourist visit to Thailand, but every foreign visitor must complete the online Thailand Digital Arrival Card before arrival, cruise passengers calling at Phuket included.',
          since: '2025-05-01',
        },
      ],
      (rule) => rule.country,
    ),
    ctaLabel: 'Get Visa Assistance',
    disclaimer: 'Entry rules can change at short notice. Check the official sources or ask us before you travel.',
  },
  seo: seo(
    'Cruise from Singapore | Harbourline Cruises',
    'Short cruises from Singapore on Ovation of the Seas, Genting Dream and Disney Adventure, with land packages and visa help for Indian travellers.',
  ),
}

const aboutPage = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  title: 'About Us',
  intro: richText(`
Harbourline Cruises is a cruise-first travel agency for travellers in India, Singapore and across Asia, and a division of a Singapore travel and technology company. We help families, couples and groups find the right sailing at the best price, on every major cruise line.

Our team brings **50+ years of collective experience** in cruising and travel. Every guest gets a dedicated cruise counsellor, from the first question to the last port, and we combine cruises with flights, hotels, visas and insurance so the whole holiday is planned in one place.

We believe in technology with a human touch: search and compare online in your own currency, then talk to a person who has sailed the ship. We charge no service fee, offer a best price guarantee, and hold bookings free so you can decide with your family.
`),
  valuesHeading: 'Cruising Made Easy',
  teamHeading: 'Meet the Crew',
  teamIntro: 'The people who plan your sailing, from Singapore and Mumbai.',
  team: [ref('teamMember-ananya-rao'), ref('teamMember-marcus-tan'), ref('teamMember-vikram-mehta'), ref('teamMember-sarah-lim')],
  seo: seo(
    'About Us | Harbourline Cruises',
    'Harbourline Cruises is a cruise-first travel agency for Asia with 50+ years of collective experience and a dedicated cruise counsellor for every guest.',
  ),
}

const contactPage = {
  _id: 'contactPage',
  _type: 'contactPage',
  title: 'Contact Us',
  intro: 'Call our cruise counsellors in Singapore or India, e-mail our booking desk, or leave a query and we will call you back.',
  address: 'Harbourline Cruises\n1 Harbourfront Walk, #12-01\nSingapore 098585',
  singaporePhone: '+65 6123 4567',
  indiaPhone: '+91 22 6123 4567',
  email: 'bookings@harbourline.example',
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm (Singapore and India time)',
  callbackHeading: 'Call Now or Leave a Query',
  map: {
    title: 'Map of the Harbourline Cruises office at HarbourFront, Singapore',
    image: art('map-contact'),
    embedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=103.8180%2C1.2620%2C103.8260%2C1.2680&layer=mapnik&marker=1.2653%2C103.8220',
    openInMapsUrl: 'https://www.openstreetmap.org/?mlat=1.2653&mlon=103.8220#map=17/1.2653/103.8220',
    loadLabel: 'Show interactive map',
    openLabel: 'Open in Maps',
  },
  seo: seo(
    'Contact Us | Harbourline Cruises',
    'Call our Singapore or India cruise counsellors, e-mail our booking desk or leave a query and we will call you back.',
  ),
}

const benefit = (icon, title, subtitle) => ({ _type: 'insuranceBenefit', image: art(`icon-${icon}`), title, subtitle })
const coverage = (category, limit, notes) => ({ _type: 'coverageRow', category, limit, notes })

const insurancePage = {
  _id: 'insurancePage',
  _type: 'insurancePage',
  title: 'Travel with Peace of Mind – Powered by ASEGO',
  bannerImage: art('hero-insurance'),
  bannerLabel: 'Get a cruise insurance quote',
  quoteLabel: 'Get a Quote',
  intro:
    'A cruise takes you far from home and from land. Cruise travel insurance from our partner ASEGO covers medical emergencies at sea and ashore, evacuation, cancellations and the mishaps only cruisers face, such as a missed port departure.',
  highlightsHeading: 'Key Highlights',
  highlights: [
    'Cover designed for cruise holidays, at sea and ashore',
    'Inpatient medical cover up to USD 100,000',
    '24x7 worldwide emergency assistance and medical evacuation',
    'Trip cancellation, baggage delay and passport loss cover',
    'Policies issued by IRDAI-authorized insurers',
  ],
  benefitsHeading: 'What You Are Covered For',
  benefits: withKeys(
    [
      benefit('medical', 'Medical Emergency Cover', 'Hospital treatment and doctor fees if you fall ill or are injured on your trip.'),
      benefit(
        'evacuation',
        'Global Medical Evacuation (24x7)',
        'Round-the-clock assistance and transfer to the nearest suitable hospital, by air ambulance if medically required.',
      ),
      benefit(
        'trip-cancellation',
        'Trip Cancellation Cover',
        'Non-refundable costs repaid if you must cancel for a covered reason such as illness or accident.',
      ),
      benefit('missed-port', 'Missed Port Departures', 'The cost of rejoining the ship if you miss its departure from a port for a covered reason.'),
      benefit(
        'interruption',
        'Cruise Interruption Cover',
        'The unused part of your cruise and the journey home if the trip is cut short for a covered reason.',
      ),
      benefit('missed-excursion', 'Missed Excursions Confinement', 'Prepaid shore excursions refunded if you are confined to your cabin on medical advice.'),
    ],
    (card) => card.title,
  ),
  coverageHeading: 'Coverage at a Glance',
  coverageColumns: { category: 'Coverage Category', limit: 'Benefit Limit (USD)' },
  coverage: withKeys(
    [
      coverage('Inpatient Care', 100000, 'hospitalization and doctor fees'),
      coverage('Trip Cancellation', 7000, 'illness or accident'),
      coverage('Baggage Delay', 2600, 'minimum delay 6 hours'),
      coverage('Passport Loss', 300, 'assistance and reimbursement'),
      coverage('Emergency Medical Evacuation', 25000, 'air ambulance if medically required'),
    ],
    (row) => row.category,
  ),
  coverageNote: 'Limits are per person per trip. Full details, conditions and exclusions are in the policy coverage PDF.',
  pdf: { label: 'Download Full Policy Coverage PDF', path: '/asego-policy-coverage.pdf' },
  disclaimer:
    'Insurance is provided by IRDAI-authorized insurers and facilitated by our partner ASEGO, subject to the terms, conditions and exclusions of the policy issued. Harbourline Cruises does not underwrite insurance. Please read the policy wording before you buy.',
  seo: seo(
    'Cruise Insurance by ASEGO | Harbourline Cruises',
    'Cruise travel insurance powered by ASEGO: medical emergencies, evacuation, trip cancellation, missed port departures and more. Get a quote today.',
  ),
}

const blogPage = {
  _id: 'blogPage',
  _type: 'blogPage',
  title: 'Blog',
  intro: 'Ship guides, destination ideas and money-saving tips from the cruise counsellors at Harbourline Cruises.',
  readMoreLabel: 'Read More',
  seo: seo(
    'Cruise Blog: Guides, Tips and Destinations | Harbourline Cruises',
    'Cruise guides, ship reviews, destination ideas and money-saving tips from the cruise counsellors at Harbourline Cruises.',
  ),
}

export default [cruiseDealsPage, singaporePage, aboutPage, contactPage, insurancePage, blogPage]
