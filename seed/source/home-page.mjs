// The home page's own texts, merged into the homePage singleton in pages.mjs. The
// cards the sections list are documents of their own (deals.mjs, home-cards.mjs, news.mjs,
// cruise-lines.mjs, itineraries.mjs); campaigns are in campaigns.mjs.
import { SINGAPORE_PORTS } from './booking-ids.mjs'
import { bookingSearch, withKeys } from './helpers.mjs'
import { art } from './home-artwork.mjs'

export const homePageContent = {
  campaignBanner: {
    heading: 'Short cruises from Singapore, up to 6 nights',
    linkLabel: 'See the cheapest sailings',
    image: art('banner-campaign'),
    search: bookingSearch({ durations: ['1-3', '4-6'], departurePorts: SINGAPORE_PORTS, sortColumn: 'price', sortOrder: 'asc' }),
  },
  deals: { heading: 'Hot Deals', intro: 'Handpicked sailings at this week’s lowest fares, per person in your currency.', perPersonLabel: 'Per Person' },
  news: { heading: 'Latest News', itemCount: 8, viewAllLabel: 'View All News', viewAllPath: '/media' },
  destinations: { heading: 'Pick Your Perfect Destinations', buttonLabel: 'Sail Now' },
  brands: { heading: 'Brands Making Waves', intro: 'This month’s offers from the cruise lines our guests love.', buttonLabel: 'Sail now' },
  steps: {
    heading: 'Your Cruise Is Just A Click Away',
    steps: withKeys(
      [
        {
          _type: 'homeStep',
          icon: art('step-destination'),
          heading: 'Pick Your Destination',
          text: 'Asia, Europe, Alaska, the Caribbean or a short escape from Singapore: start with where you dream of going.',
        },
        {
          _type: 'homeStep',
          icon: art('step-cruise-line'),
          heading: 'Choose A Cruise Line',
          text: 'Compare 400 ships from over 25 cruise lines by fare, dates and cabin, in your currency.',
        },
        {
          _type: 'homeStep',
          icon: art('step-book'),
          heading: 'Book A Cruise',
          text: 'Book online or let your cruise counsellor do it for you, with a free hold and zero service charge.',
        },
      ],
      (step) => step.heading,
    ),
  },
  feeling: { heading: 'Cruise Is A Feeling', buttonLabel: 'Explore' },
  benefits: { heading: 'What Sets Us Apart' },
  testimonials: { heading: 'What Our Guests Say', intro: 'Real reviews from travellers who sailed with Harbourline Cruises.' },
  partners: { heading: 'Our Partners' },
  specialOffers: {
    heading: 'Special Offers From Singapore',
    intro: 'Short Ovation of the Seas sailings from Singapore, with extras you only get through us.',
    cards: withKeys([
      {
        _type: 'specialOfferCard',
        title: '3 Night Penang Cruise',
        ship: 'Ovation of the Seas',
        nights: 3,
        route: 'Singapore – Malaysia – Singapore',
        badge: 'OBC $100 Per Cabin',
        priceLabel: 'Starting From',
        price: { _type: 'money', INR: 48999, USD: 560, SGD: 712 },
        path: '/ovation-3-night-penang-cruise',
        ctaLabel: 'View Details',
        image: art('offer-ovation-3-night'),
      },
      {
        _type: 'specialOfferCard',
        title: '4 Night Penang and Phuket Cruise',
        ship: 'Ovation of the Seas',
        nights: 4,
        route: 'Singapore – Malaysia – Thailand – Singapore',
        priceLabel: 'Starting From',
        price: { _type: 'money', INR: 58999, USD: 669, SGD: 862 },
        path: '/ovation-4-night-penang-phuket-cruise',
        ctaLabel: 'View Details',
        image: art('offer-ovation-4-night'),
      },
    ]),
  },
  itineraries: {
    heading: 'Popular Itineraries From Singapore',
    tabs: withKeys(
      [2, 3, 4, 5, 8].map((nights) => ({ _type: 'itineraryTab', label: `${nights}-nights`, nights })),
      (tab) => tab.label,
    ),
    defaultTab: 3,
    linkLabel: 'View Details',
  },
}
