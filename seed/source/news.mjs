// The Newsroom: five fictional outlets and 21 articles about the agency, written as of
// 17 Sep 2025 back to 27 May 2025 and dated in the seed's season (season.mjs: they move with the
// sailings, as do the years their texts name). No item is breaking news; exactly one is featured
// (the large story at the top of /media). Links point at the outlets' own (fictional, .example) sites.
import { art } from './home-artwork.mjs'
import { published, seasonYear } from './season.mjs'

const platform = (slug, name, website) => ({
  _id: `newsPlatform-${slug}`,
  _type: 'newsPlatform',
  name,
  logo: art(`platform-${slug}`),
  website,
})

export const platforms = [
  platform('asia-cruise-report', 'Asia Cruise Report', 'https://www.asiacruisereport.example'),
  platform('travel-trade-weekly', 'Travel Trade Weekly', 'https://www.traveltradeweekly.example'),
  platform('voyager-daily', 'Voyager Daily', 'https://www.voyagerdaily.example'),
  platform('business-traveller-asia', 'Business Traveller Asia', 'https://www.businesstravellerasia.example'),
  platform('sea-and-sail', 'Sea & Sail', 'https://www.seaandsail.example'),
]

const WEBSITE = Object.fromEntries(platforms.map((outlet) => [outlet._id.replace('newsPlatform-', ''), outlet.website]))

/**
 * A news item written on `writtenOn` (its id keeps that day, so it stays the same document when the
 * season moves); `slug` is the article's path on the outlet's site. Its picture is given below
 * (withPictures).
 */
const news = (writtenOn, outlet, slug, title, description, readTime, extra = {}) => {
  const date = published(writtenOn)
  return {
    _id: `newsItem-${writtenOn}-${slug}`.slice(0, 90),
    _type: 'newsItem',
    title,
    platform: { _type: 'reference', _ref: `newsPlatform-${outlet}` },
    description,
    link: `${WEBSITE[outlet]}/${date.slice(0, 4)}/${date.slice(5, 7)}/${slug}`,
    date,
    readTime,
    isBreaking: false,
    featured: false,
    ...extra,
  }
}

/**
 * No two cards of a Newsroom page share a picture: the items, newest first, take news-1 … news-9
 * in turn (any nine in a row, a page, are all different), and the featured story, shown above
 * the first page's cards, has news-10 of its own.
 */
function withPictures(items) {
  const newestFirst = items.filter((item) => !item.featured).sort((a, b) => b.date.localeCompare(a.date))
  const picture = new Map(newestFirst.map((item, index) => [item, `news-${(index % 9) + 1}`]))
  return items.map((item) => ({ ...item, image: art(item.featured ? 'news-10' : picture.get(item)) }))
}

export const newsItems = withPictures([
  news(
    '2025-09-17',
    'asia-cruise-report',
    'harbourline-adds-disney-adventure-singapore-sailings',
    'Harbourline Cruises opens bookings for Disney Adventure’s first Singapore season',
    'Families in Singapore and India can now reserve three- and four-night sailings on the new Disney Adventure, with fares shown in SGD, INR or USD.',
    4,
  ),
  news(
    '2025-09-12',
    'travel-trade-weekly',
    'harbourline-travel-agent-partner-programme',
    'Harbourline Cruises launches a partner programme for Indian travel agents',
    'Agents in twelve Indian cities get live cruise fares, a shared booking desk and commission on every sailing, with no service charge for their clients.',
    5,
  ),
  news(
    '2025-09-05',
    'sea-and-sail',
    'festive-season-cruises-from-singapore',
    'Festive season at sea: Singapore sailings fill up early, says Harbourline',
    'December sailings from Singapore are booking faster than last year; the agency advises families to hold cabins now while cancellation stays free.',
    3,
  ),
  news(
    '2025-08-29',
    'business-traveller-asia',
    'harbourline-400-ships-25-cruise-lines',
    '400 ships, 25+ cruise lines: how Harbourline wants to simplify cruise booking in Asia',
    'The Singapore-based agency compares fares across more than 25 cruise lines in one search and pairs every guest with a dedicated cruise counsellor.',
    6,
  ),
  news(
    '2025-08-22',
    'voyager-daily',
    'inr-10000-off-first-cruise',
    'Harbourline Cruises offers ₹10,000 off a first cruise booking',
    'Travellers from India who sign up for the agency’s promo receive a code worth up to ₹10,000 on their first booking, with equivalent offers in USD and SGD.',
    3,
  ),
  news(
    '2025-08-15',
    'asia-cruise-report',
    'ovation-of-the-seas-penang-phuket-offers',
    'New 3- and 4-night Ovation of the Seas offers from Singapore to Penang and Phuket',
    `Harbourline adds on-board credit of USD 100 per cabin to selected Ovation of the Seas sailings between January and March ${seasonYear(2026)}.`,
    4,
  ),
  news(
    '2025-08-08',
    'travel-trade-weekly',
    'harbourline-royal-caribbean-preferred-partner',
    'Harbourline named a preferred partner of Royal Caribbean in Asia',
    'The agreement gives the agency’s guests early access to new sailings from Singapore and priority on cabin upgrades.',
    3,
  ),
  news(
    '2025-08-01',
    'sea-and-sail',
    'first-time-cruisers-india-survey',
    'First-time cruisers from India doubled this year, Harbourline survey finds',
    'Short sailings from Singapore are the most popular first cruise for Indian families, followed by the Mediterranean and Alaska.',
    5,
  ),
  news(
    '2025-07-25',
    'business-traveller-asia',
    'harbourline-best-online-cruise-agency-award',
    'Harbourline Cruises wins Best Online Cruise Agency at the Asia Travel Awards',
    'Judges praised the mix of live online fares and human advice, and the agency’s zero service charge on every booking.',
    3,
  ),
  news(
    '2025-07-18',
    'voyager-daily',
    'alaska-cruise-demand-from-asia',
    'Alaska cruises see record demand from Asian travellers',
    `Harbourline reports a sharp rise in Alaska bookings from India and Singapore for ${seasonYear(2026)}, with balcony cabins selling out first.`,
    4,
  ),
  news(
    '2025-07-11',
    'asia-cruise-report',
    'harbourline-emi-payment-options',
    'Cruise now, pay in instalments: Harbourline adds EMI and wallet payments',
    'Guests can now pay by card, EMI, digital wallets or bank transfer, with no service charge on any option.',
    3,
  ),
  news(
    '2025-07-04',
    'travel-trade-weekly',
    'harbourline-mumbai-counsellor-desk',
    'Harbourline opens a cruise counsellor desk in Mumbai',
    'The new desk serves guests in India by phone and WhatsApp, alongside the agency’s Singapore headquarters.',
    3,
  ),
  news(
    '2025-06-27',
    'sea-and-sail',
    'expedition-cruises-antarctica-asia',
    'Expedition cruising reaches Asian travellers: Antarctica fares now in rupees',
    'Harbourline adds Antarctica21 air-cruises and Galápagos sailings to its search, with fares shown in INR, SGD and USD.',
    5,
  ),
  news(
    '2025-06-20',
    'voyager-daily',
    'new-singapore-sailings',
    `Singapore’s ${seasonYear(2026)} cruise season: the new sailings to know`,
    'From Ovation of the Seas to Resorts World One, Harbourline lists the short cruises leaving Marina Bay and HarbourFront next year.',
    6,
  ),
  news(
    '2025-06-13',
    'business-traveller-asia',
    'harbourline-msc-partnership',
    'Harbourline and MSC Cruises partner on Singapore and Gulf sailings',
    'Guests of the agency get exclusive fares on MSC Bellissima from Singapore and on winter cruises from Dubai.',
    4,
  ),
  news(
    '2025-06-06',
    'asia-cruise-report',
    'harbourline-free-cancellation-90-days',
    'Free cancellation up to 90 days before sailing on Harbourline bookings',
    'The agency extends free holds and free cancellation to most sailings on its site; terms vary by cruise line.',
    3,
  ),
  news(
    '2025-06-03',
    'travel-trade-weekly',
    'harbourline-launch-india-singapore',
    'Harbourline Cruises launches in India and Singapore with 400 ships from over 25 cruise lines',
    'The new cruise-first travel agency combines an online booking engine with dedicated cruise counsellors and 50+ years of collective experience.',
    6,
    { featured: true },
  ),
  news(
    '2025-06-02',
    'voyager-daily',
    'cruise-counsellors-human-touch',
    'Technology with a human touch: meet the counsellors behind Harbourline',
    'Every guest gets one counsellor from first question to final port, reachable by phone, e-mail or WhatsApp.',
    5,
  ),
  news(
    '2025-05-30',
    'sea-and-sail',
    'best-price-guarantee-cruises',
    'Harbourline promises to match any lower cruise fare',
    'The agency’s best price guarantee covers sailings on every cruise line it sells, with zero service charge on top.',
    3,
  ),
  news(
    '2025-05-28',
    'business-traveller-asia',
    'singapore-travel-tech-cruise-agency',
    'A Singapore travel-technology company bets on cruises for Asia’s growing middle class',
    'Its new agency, Harbourline Cruises, targets families and first-time cruisers in India and South-East Asia.',
    7,
  ),
  news(
    '2025-05-27',
    'asia-cruise-report',
    'harbourline-cruises-preview',
    'Harbourline Cruises previews its cruise booking site for Asia',
    'Fares in three currencies, a live cruise search and a chat line to real counsellors: the agency’s site goes live next week.',
    4,
  ),
])

export default [...platforms, ...newsItems]
