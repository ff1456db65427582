// The cards of the home page's carousels and lists: cruise themes ("Cruise Is A
// Feeling"), destinations ("Pick Your Perfect Destinations"), selling points ("What Sets Us
// Apart" on the home page, "Cruising Made Easy" on the about page) and testimonials.
import { DEST, LINE, RIVER } from './booking-ids.mjs'
import { bookingSearch } from './helpers.mjs'
import { art } from './home-artwork.mjs'

const byPrice = { sortColumn: 'price', sortOrder: 'asc' }

export const themes = [
  {
    _id: 'theme-family-drama',
    _type: 'theme',
    heading: 'Family Drama',
    content:
      'Water slides and kids’ clubs by day, Broadway-style shows by night and a table for everyone at dinner: the one holiday every generation agrees on.',
    image: art('theme-family'),
    search: bookingSearch({ cruiseLines: [LINE.disney, LINE.royalCaribbean, LINE.carnival], ...byPrice }),
    position: 1,
  },
  {
    _id: 'theme-adventure',
    _type: 'theme',
    heading: 'Adventure',
    content: 'Hike a glacier in Alaska, snorkel a Caribbean reef or ride the surf simulator at sea: every port of call is a new challenge.',
    image: art('theme-adventure'),
    search: bookingSearch({ destinations: [DEST.alaska, DEST.caribbean], ...byPrice }),
    position: 2,
  },
  {
    _id: 'theme-romance',
    _type: 'theme',
    heading: 'Romance',
    content: 'Sunsets from your own balcony, candle-lit dinners and the white-washed lanes of the Greek islands: the world’s most romantic ports, for two.',
    image: art('theme-romance'),
    search: bookingSearch({ destinations: [DEST.europe], ...byPrice }),
    position: 3,
  },
  {
    _id: 'theme-expedition',
    _type: 'theme',
    heading: 'Expedition',
    content: 'Walk among penguins in Antarctica or follow the midnight sun through the Arctic, guided by naturalists on small expedition ships.',
    image: art('theme-expedition'),
    search: bookingSearch({ destinations: [DEST.antarctica, DEST.arctic, DEST.galapagos], ...byPrice }),
    position: 4,
  },
]

const destination = (position, slug, name, search) => ({
  _id: `destination-${slug}`,
  _type: 'destination',
  name,
  image: art(`dest-${slug}`),
  search: bookingSearch({ ...search, ...byPrice }),
  position,
})

export const destinations = [
  destination(1, 'japan', 'Japan', { destinations: [DEST.japan] }),
  destination(2, 'hong-kong', 'Hong Kong', { destinations: [DEST.hongKong] }),
  destination(3, 'singapore', 'Singapore', { destinations: [DEST.singapore] }),
  destination(4, 'china', 'China', { destinations: [DEST.china] }),
  // Europe lists ocean and river cruises.
  destination(5, 'europe', 'Europe', { destinations: [DEST.europe], rivers: [RIVER.danube, RIVER.rhine, RIVER.seine] }),
  destination(6, 'bahamas', 'Bahamas', { destinations: [DEST.bahamas] }),
  destination(7, 'caribbean', 'Caribbean', { destinations: [DEST.caribbean] }),
  destination(8, 'antarctica', 'Antarctica', { destinations: [DEST.antarctica] }),
  destination(9, 'alaska', 'Alaska', { destinations: [DEST.alaska] }),
  destination(10, 'india', 'India', { destinations: [DEST.india] }),
]

const benefit = (placement, position, slug, heading, icon, content) => ({
  _id: `benefit-${placement}-${slug}`,
  _type: 'benefit',
  placement,
  heading,
  content,
  icon: art(icon),
  position,
})

export const benefits = [
  // Home page: What Sets Us Apart
  benefit(
    'home',
    1,
    'tech-human',
    'Technology With A Human Touch',
    'icon-tech-human',
    'Search and compare sailings online, then chat with a real cruise counsellor whenever you want a second opinion.',
  ),
  benefit(
    'home',
    2,
    'best-price',
    'Best Price Guarantee',
    'icon-best-price',
    'Found the same cruise for less? Tell us and we will match the fare, so booking with us never costs you more.',
  ),
  benefit(
    'home',
    3,
    'easy-booking',
    'Easy Booking',
    'icon-easy-booking',
    'Hold your cabin free of charge while you decide, and cancel free up to 90 days before sailing (terms vary by cruise line).',
  ),
  benefit(
    'home',
    4,
    'zero-fee',
    'Zero Service Charge',
    'icon-zero-fee',
    'No booking fee on top of the fare. Pay by credit or debit card, EMI, wallets or bank transfer, whichever suits you.',
  ),

  // About page: Cruising Made Easy
  benefit(
    'about',
    1,
    'experience',
    '50+ Years Of Collective Experience',
    'icon-experience',
    'Our counsellors have sailed, sold and planned cruises for more than fifty years between them, on every major line.',
  ),
  benefit(
    'about',
    2,
    'counsellor',
    'Your Dedicated Cruise Counsellor',
    'icon-counsellor',
    'One person looks after your trip from the first question to the last port, on the phone, by e-mail or on WhatsApp.',
  ),
  benefit(
    'about',
    3,
    'best-price',
    'Best Price Guarantee',
    'icon-best-price',
    'We compare fares across cruise lines every day; if you find the same sailing cheaper, we match it.',
  ),
  benefit(
    'about',
    4,
    'free-cancellation',
    'Free Hold And Free Cancellation',
    'icon-free-cancellation',
    'Hold a cabin at no cost while you plan, and cancel free up to 90 days before sailing (terms vary by cruise line).',
  ),
  benefit(
    'about',
    5,
    'payment-options',
    'Zero Service Charge, Many Ways To Pay',
    'icon-payment-options',
    'No service charge on any booking. Pay by card, EMI, wallets or bank transfer, in rupees, dollars or Singapore dollars.',
  ),
  benefit(
    'about',
    6,
    'tech-human',
    'Technology With A Human Touch',
    'icon-tech-human',
    'Live fares from 400 ships on over 25 cruise lines online, and real people a chat away when you want advice.',
  ),
]

const testimonial = (position, slug, fields) => ({
  _id: `testimonial-${slug}`,
  _type: 'testimonial',
  ...fields,
  position,
})

export const testimonials = [
  // Shown to INR and USD visitors
  testimonial(1, 'priya-s', {
    text: 'Our first cruise as a family of five, and our counsellor planned everything, from the Singapore visas to a shore excursion in Penang. The children still talk about the North Star. Booking was simple and the fare was lower than anything we found ourselves.',
    name: 'Priya S.',
    title: 'India',
    date: '2025-04-14',
    destination: 'Singapore – Penang',
    ship: 'Ovation of the Seas',
    avatar: art('avatar-1', 'Avatar of Priya S.'),
    rating: 5,
    currencies: ['INR', 'USD'],
  }),
  testimonial(2, 'rahul-m', {
    text: 'We wanted a Mediterranean cruise for our anniversary and got a veranda cabin with an upgrade we had not even asked for. Quick answers on WhatsApp, no hidden charges, and vegetarian meals arranged before we boarded.',
    name: 'Rahul M.',
    title: 'India',
    date: '2025-06-22',
    destination: 'Western Mediterranean',
    ship: 'Celebrity Beyond',
    avatar: art('avatar-2', 'Avatar of Rahul M.'),
    rating: 4.5,
    currencies: ['INR', 'USD'],
  }),
  testimonial(3, 'daniel-k', {
    text: 'I booked an Alaska cruise for my parents from overseas. The team held the cabin free while we decided and explained every fare difference clearly. My parents say Glacier Bay was the highlight of their year.',
    name: 'Daniel K.',
    title: 'United States',
    date: '2025-07-19',
    destination: 'Alaska',
    ship: 'Norwegian Bliss',
    avatar: art('avatar-3', 'Avatar of Daniel K.'),
    rating: 4.5,
    currencies: ['INR', 'USD'],
  }),

  // Shown to SGD visitors
  testimonial(1, 'mei-ling-t', {
    text: 'A quick weekend getaway with my sisters. Harbourline found us connecting cabins and the onboard credit paid for our spa afternoon. Effortless from the first message to disembarkation.',
    name: 'Mei Ling T.',
    title: 'Singapore',
    date: '2025-05-10',
    destination: 'Singapore – Port Klang',
    ship: 'Resorts World One',
    avatar: art('avatar-4', 'Avatar of Mei Ling T.'),
    rating: 5,
    currencies: ['SGD'],
  }),
  testimonial(2, 'arjun-n', {
    text: 'Our third cruise booked with them. Fares in Singapore dollars, instalments on my card at no extra charge, and a counsellor who remembered we prefer a cabin mid-ship. Penang and Phuket in four nights was just right.',
    name: 'Arjun N.',
    title: 'Singapore',
    date: '2025-03-18',
    destination: 'Singapore – Penang – Phuket',
    ship: 'Ovation of the Seas',
    avatar: art('avatar-5', 'Avatar of Arjun N.'),
    rating: 4.5,
    currencies: ['SGD'],
  }),
  testimonial(3, 'siti-r', {
    text: 'We compared prices for weeks and Harbourline matched the best fare we found, with free cancellation until 90 days out. The ship was lovely; the only thing I would change is a longer stop in Bangkok.',
    name: 'Siti R.',
    title: 'Malaysia',
    date: '2025-02-09',
    destination: 'Singapore – Bangkok – Ho Chi Minh City',
    ship: 'Celebrity Solstice',
    avatar: art('avatar-6', 'Avatar of Siti R.'),
    rating: 4,
    currencies: ['SGD'],
  }),
]

export default [...themes, ...destinations, ...benefits, ...testimonials]
