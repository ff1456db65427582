import { seo, slug } from './helpers.mjs'

// Page singletons. Issue 3 grows each into the full content of its page; the heading and the
// search-engine copy live here from the start so every route is content-driven.
const singleton = (_type, title, seoTitle, description, extra = {}) => ({
  _id: _type,
  _type,
  title,
  seo: seo(seoTitle, description),
  ...extra,
})

export default [
  singleton(
    'homePage',
    'Search For Cruise',
    'Book Cruises Online | Trusted Cruise Experts in Asia',
    'Book cruises online with Harbourline Cruises: hot deals on top cruise lines in INR, SGD or USD, free cancellation up to 90 days and zero service charge.',
    {
      keywords: [
        'book cruises online',
        'cruise deals',
        'cruise from Singapore',
        'cruise packages from India',
        'Royal Caribbean',
      ],
    },
  ),
  singleton(
    'cruiseDealsPage',
    'Cruise Deals',
    'Cruise Deals and Packages | Harbourline Cruises',
    'Exclusive cruise deals, last-minute sailings and land, fly and cruise packages from Harbourline Cruises, priced in your currency.',
  ),
  singleton(
    'contactPage',
    'Contact Us',
    'Contact Us | Harbourline Cruises',
    'Call our Singapore or India cruise counsellors, e-mail our booking desk or leave a query and we will call you back.',
  ),
  singleton(
    'aboutPage',
    'About Us',
    'About Us | Harbourline Cruises',
    'Harbourline Cruises is a cruise-first travel agency for Asia with 50+ years of collective experience and a dedicated cruise counsellor for every guest.',
  ),
  singleton(
    'insurancePage',
    'Travel with Peace of Mind – Powered by ASEGO',
    'Cruise Insurance by ASEGO | Harbourline Cruises',
    'Cruise travel insurance powered by ASEGO: medical emergencies, evacuation, trip cancellation, missed port departures and more. Get a quote today.',
  ),
  singleton(
    'singaporePage',
    'Cruise from Singapore',
    'Cruise from Singapore | Harbourline Cruises',
    'Short cruises from Singapore on Ovation of the Seas, Genting Dream and Disney Adventure, with land packages and visa help for Indian travellers.',
  ),
  singleton(
    'mediaPage',
    'Newsroom',
    'Newsroom | Harbourline Cruises',
    'Harbourline Cruises in the news: press coverage, announcements and cruise industry stories.',
  ),
  singleton(
    'blogPage',
    'Blog',
    'Cruise Blog: Guides, Tips and Destinations | Harbourline Cruises',
    'Cruise guides, ship reviews, destination ideas and money-saving tips from the cruise counsellors at Harbourline Cruises.',
  ),
  singleton(
    'privacyPolicy',
    'Privacy Policy',
    'Privacy Policy | Harbourline Cruises',
    'How Harbourline Cruises collects, uses and protects your personal information.',
    { lastUpdated: '2024-06-27' },
  ),
  {
    _id: 'offerPage-ovation-3-night',
    _type: 'offerPage',
    title: '3 Night Penang Cruise',
    slug: slug('ovation-3-night-penang-cruise'),
    ship: 'Ovation of the Seas',
    nights: 3,
    seo: seo(
      '3 Night Penang Cruise on Ovation of the Seas | Harbourline Cruises',
      'Ovation of the Seas 3 night cruise from Singapore to Penang: sailing dates, fares per person and on-board credit of USD 100 per cabin.',
    ),
  },
  {
    _id: 'offerPage-ovation-4-night',
    _type: 'offerPage',
    title: '4 Night Penang and Phuket Cruise',
    slug: slug('ovation-4-night-penang-phuket-cruise'),
    ship: 'Ovation of the Seas',
    nights: 4,
    seo: seo(
      '4 Night Penang and Phuket Cruise on Ovation of the Seas | Harbourline',
      'Ovation of the Seas 4 night cruise from Singapore to Penang and Phuket: sailing dates and fares per person in your currency.',
    ),
  },
]
