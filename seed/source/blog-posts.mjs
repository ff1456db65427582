import * as alaskaLastFrontier from './articles/alaska-last-frontier.mjs'
import * as bestTimeToCruise from './articles/best-time-to-cruise.mjs'
import * as cheapestCruiseDeals from './articles/cheapest-cruise-deals.mjs'
import * as familyCruiseLines from './articles/family-cruise-lines.mjs'
import * as firstTimeCruisers from './articles/first-time-cruisers.mjs'
import * as japanCruiseFaq from './articles/japan-cruise-faq.mjs'
import * as mediterraneanEating from './articles/mediterranean-eating.mjs'
import * as ovationShipGuide from './articles/ovation-ship-guide.mjs'
import * as singaporeCruiseGuide from './articles/singapore-cruise-guide.mjs'
import * as starOfTheSeas from './articles/star-of-the-seas.mjs'
import * as truthsAboutCruising from './articles/truths-about-cruising.mjs'
import { art } from './detail-artwork.mjs'
import { slug } from './helpers.mjs'
import { published } from './season.mjs'

// The eleven articles. Their order (and so Next/Previous) comes from publishedAt, the day each was
// written moved to the seed's season (season.mjs) as the news is.
// Each article's body and keyword tags live in articles/<id>.mjs; its hero image is blog-<id>.svg.
const ARTICLES = {
  'family-cruise-lines': familyCruiseLines,
  'star-of-the-seas': starOfTheSeas,
  'best-time-to-cruise': bestTimeToCruise,
  'alaska-last-frontier': alaskaLastFrontier,
  'mediterranean-eating': mediterraneanEating,
  'ovation-ship-guide': ovationShipGuide,
  'cheapest-cruise-deals': cheapestCruiseDeals,
  'first-time-cruisers': firstTimeCruisers,
  'japan-cruise-faq': japanCruiseFaq,
  'singapore-cruise-guide': singaporeCruiseGuide,
  'truths-about-cruising': truthsAboutCruising,
}

const post = (id, route, title, category, writtenOn, readTime, excerpt, extra = {}) => {
  const article = ARTICLES[id]
  if (!article) throw new Error(`no article body for blog post ${id}`)
  return {
    _id: `blogPost-${id}`,
    _type: 'blogPost',
    title,
    slug: slug(route),
    category,
    publishedAt: published(writtenOn),
    readTime,
    excerpt,
    heroImage: art(`blog-${id}`),
    body: article.body(art),
    tags: article.tags,
    ...extra,
  }
}

export default [
  post(
    'family-cruise-lines',
    '5-Best-Cruise-Lines-for-Family-Cruise-Vacation',
    '5 Best Cruise Lines for a Family Cruise Vacation',
    'Brand',
    '2025-09-18',
    5,
    'Kids clubs by age band, family cabins and shore days that work for grandparents and toddlers alike: the five cruise lines families love most.',
    { featured: true },
  ),
  post(
    'star-of-the-seas',
    'Star-of-the-Seas-The-Ultimate-Guide-to-Royal-Caribbean',
    'Star of the Seas: The Ultimate Guide to Royal Caribbean',
    'Ship',
    '2025-08-26',
    5,
    "Neighbourhoods, dining, the largest waterpark at sea and how to choose a cabin on Royal Caribbean's newest Icon-class ship.",
  ),
  post(
    'best-time-to-cruise',
    'Best-Time-To-Cruise',
    'The Best Time to Cruise, Region by Region',
    'Tips',
    '2025-08-19',
    4,
    'When to sail Alaska, the Mediterranean, the Caribbean and South-East Asia for the best weather, prices and crowds.',
  ),
  post(
    'alaska-last-frontier',
    'Journey-to-the-last-frontier-5',
    'Journey to the Last Frontier: Cruising Alaska',
    'Destination',
    '2025-08-11',
    5,
    'Glaciers, fjords, whales and gold-rush towns: what an Alaska cruise is really like and how to plan one from Asia.',
  ),
  post(
    'mediterranean-eating',
    'A-Culinary-Journey-Across-Coastlines-Mediterranean-Eating',
    'A Culinary Journey Across Coastlines: Eating the Mediterranean',
    'Experiences',
    '2025-08-07',
    4,
    'From Barcelona tapas to Santorini seafood: the flavours to look for in every Mediterranean port of call.',
  ),
  post(
    'ovation-ship-guide',
    'Ovation-of-the-Seas-Ship-Guide',
    'Ovation of the Seas: Ship Guide',
    'Ship and Brand',
    '2025-07-31',
    4,
    'North Star, RipCord by iFLY, dining and cabins: everything to know before a short sailing from Singapore on Ovation of the Seas.',
  ),
  post(
    'cheapest-cruise-deals',
    'six-ways-to-find-the-cheapest-cruise-deals',
    'Six Ways to Find the Cheapest Cruise Deals',
    'Tips',
    '2025-06-27',
    3,
    'Repositioning cruises, shoulder seasons, second-guest offers and more: six ways to pay less for the same sailing.',
  ),
  post(
    'first-time-cruisers',
    '5-things-first-time-cruisers-must-know-before-booking-their-cruise-holiday',
    '5 Things First-Time Cruisers Must Know Before Booking Their Cruise Holiday',
    'Tips',
    '2025-06-15',
    4,
    'Cabin choice, what the fare includes, documents and onboard spending: five things to settle before your first cruise.',
  ),
  post(
    'japan-cruise-faq',
    'Japan-Cruise-FAQ',
    'Japan Cruise FAQ',
    'Destination',
    '2025-06-04',
    3,
    'Visas, seasons, ports and yen: answers to the questions we hear most about cruising Japan.',
  ),
  post(
    'singapore-cruise-guide',
    'Singapore-Cruise-Guide',
    'Singapore Cruise Guide',
    'Destination',
    '2025-05-25',
    4,
    'Terminals, short getaways to Penang and Phuket, and how to combine a Singapore city stay with a cruise.',
  ),
  post(
    'truths-about-cruising',
    '5-Truths-you-didnt-know-about-cruising',
    "5 Truths You Didn't Know About Cruising",
    'Tips',
    '2025-05-15',
    3,
    'Cruises can cost less than a land holiday, and other facts that surprise first-time guests.',
  ),
]
