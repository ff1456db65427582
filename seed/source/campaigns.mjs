// Campaigns: what the home page does for a utm_campaign value.
// One document per campaign; other spellings of the same campaign are aliases. A value that
// matches no document is not a campaign: the site then uses the default campaign's hero picture
// and deal order, a generic booking-engine search sorted by price,
// and shows no chat link.
//
// utm values the brief names are kept as written. Where it hides them ({hash}) or only describes
// the campaign, these values were chosen:
//   - Singapore search, two more spellings (the brief: "Singapore_Search_May25, {hash}, {hash}"):
//       Singapore_Cruise_Search_May25 and Singapore_Search_May_25;
//   - Caribbean banner value (the brief: "{hash}: Caribbean banner"): Caribbean_Bahamas_Search_May25,
//       with the deal-order spelling Caribbean_&_Bahamas_Search_May25 as its alias;
//   - the deal-order "{hash}" between Europe and Expedition is the Singapore campaign (its
//       destination, Singapore, is the one deal group the list would otherwise miss);
//   - chat-only campaigns: Cruise_Search_May25 and Cruise_Deals_Search_May25 (generic
//       searches), Japan_Search_May25, Middle_East_Search_May25 (destinations),
//       Royal_Caribbean_Search_May25 (brand), Concert_At_Sea_Display_Aug25 and
//       Concert_At_Sea_Lead_Aug25 (display and lead ads), Cruise_Fiesta_Sep25.
// Chat-only campaigns keep the generic hero link (a search sorted by price), no hero picture and
// no deal order, exactly like an unknown value apart from the chat text.
import { DEST, LINE, SHIP, SINGAPORE_PORTS } from './booking-ids.mjs'
import { bookingSearch, withOrderRanks } from './helpers.mjs'
import { art } from './home-artwork.mjs'

export const campaignId = (slug) => `campaign-${slug}`
export const campaignRef = (slug) => ({ _type: 'reference', _ref: campaignId(slug) })

/** The same picture for every currency (with its catalogue alt). */
const sameImage = (name) => ({ _type: 'imagePerCurrency', INR: art(name), USD: art(name), SGD: art(name) })

/** Any other value: the booking engine's generic search, cheapest first. */
const genericSearch = () => bookingSearch({ sortColumn: 'price', sortOrder: 'asc' })

const campaign = (slug, fields) => ({ _id: campaignId(slug), _type: 'campaign', ...fields })

const chatOnly = (slug, name, utmValue, chatText) =>
  campaign(slug, {
    name,
    utmValue,
    heroSearch: genericSearch(),
    heroLinkLabel: 'Search all cruises, cheapest first',
    chatText,
  })

const campaigns = [
  campaign('organic', {
    name: 'Organic (no campaign)',
    utmValue: 'Harbourline_Organic',
    isDefaultHome: true,
    heroImages: {
      _type: 'imagePerCurrency',
      INR: art('hero-organic-inr'),
      USD: art('hero-organic-usd'),
      SGD: art('hero-organic-sgd'),
    },
    heroPath: '/cruisedeals',
    heroLinkLabel: 'See all cruise deals',
    dealOrder: ['Singapore', 'Middle East', 'Europe', 'Alaska', 'Caribbean', 'Expedition'],
    chatText: 'Hi, I’m interested in a cruise vacation. Can you help me plan it?',
  }),
  campaign('int2-organic', {
    name: 'Organic chat (chat button default)',
    utmValue: 'Int2_organic',
    isDefaultChat: true,
    heroSearch: genericSearch(),
    heroLinkLabel: 'Search all cruises, cheapest first',
    chatText: 'Hi, I’m interested in a cruise vacation. Can you help me plan it?',
  }),
  campaign('europe-search-may25', {
    name: 'Europe search ads (May 2025)',
    utmValue: 'Europe_Search_May25',
    heroImages: sameImage('hero-europe'),
    heroSearch: bookingSearch({
      cruiseLines: [LINE.celebrity, LINE.norwegian, LINE.princess, LINE.royalCaribbean, LINE.msc, LINE.azamara],
      sortColumn: 'price',
      sortOrder: 'asc',
    }),
    heroLinkLabel: 'See Europe cruises, cheapest first',
    dealOrder: ['Europe'],
    chatText: 'Hi, I’m interested in a Europe cruise. Can you share the best options?',
  }),
  campaign('alaska-search-may25', {
    name: 'Alaska search ads (May 2025)',
    utmValue: 'Alaska_Search_May25',
    heroImages: sameImage('hero-alaska'),
    heroSearch: bookingSearch({ destinations: [DEST.alaska], sortColumn: 'departureDate', sortOrder: 'asc' }),
    heroLinkLabel: 'See Alaska cruises, soonest first',
    dealOrder: ['Alaska'],
    chatText: 'Hi, I’m interested in an Alaska cruise. Can you share the best options?',
  }),
  campaign('singapore-search-may25', {
    name: 'Singapore search ads (May 2025)',
    utmValue: 'Singapore_Search_May25',
    aliases: ['Singapore_Cruise_Search_May25', 'Singapore_Search_May_25'],
    heroImages: sameImage('hero-singapore'),
    heroSearch: bookingSearch({
      durations: ['1-3'],
      cruiseLines: [LINE.royalCaribbean],
      ships: [SHIP.ovation],
      departurePorts: SINGAPORE_PORTS,
      sortColumn: 'price',
      sortOrder: 'asc',
    }),
    heroLinkLabel: 'See short cruises from Singapore, cheapest first',
    dealOrder: ['Singapore'],
    chatText: 'Hi, I’m interested in a cruise from Singapore. Can you share the best options?',
  }),
  campaign('expedition-search-may25', {
    name: 'Expedition search ads (May 2025)',
    utmValue: 'Expedition_Search_May25',
    heroImages: sameImage('hero-expedition'),
    heroSearch: bookingSearch({
      destinations: [DEST.antarctica, DEST.arctic, DEST.galapagos],
      cruiseLines: [LINE.antarctica21],
      sortColumn: 'price',
      sortOrder: 'asc',
    }),
    heroLinkLabel: 'See expedition cruises, cheapest first',
    dealOrder: ['Expedition'],
    chatText: 'Hi, I’d like to know more about expedition cruises to Antarctica and the Arctic.',
  }),
  campaign('caribbean-bahamas-search-may25', {
    name: 'Caribbean and Bahamas search ads (May 2025)',
    utmValue: 'Caribbean_Bahamas_Search_May25',
    aliases: ['Caribbean_&_Bahamas_Search_May25'],
    heroImages: sameImage('hero-caribbean'),
    heroSearch: bookingSearch({
      destinations: [DEST.caribbean, DEST.bahamas],
      cruiseLines: [LINE.royalCaribbean, LINE.carnival, LINE.disney, LINE.norwegian, LINE.celebrity],
      sortColumn: 'price',
      sortOrder: 'asc',
    }),
    heroLinkLabel: 'See Caribbean and Bahamas cruises, cheapest first',
    dealOrder: ['Caribbean'],
    chatText: 'Hi, I’m interested in a Caribbean and Bahamas cruise. Can you share the best options?',
  }),
  chatOnly('cruise-search-may25', 'Cruise search ads (May 2025)', 'Cruise_Search_May25', 'Hi, I have a question about a cruise.'),
  chatOnly(
    'cruise-deals-search-may25',
    'Cruise deals search ads (May 2025)',
    'Cruise_Deals_Search_May25',
    'Hi, I’m interested in a cruise vacation. Please share your latest deals.',
  ),
  chatOnly('japan-search-may25', 'Japan search ads (May 2025)', 'Japan_Search_May25', 'Hi, I’m interested in a Japan cruise. Can you share the best options?'),
  chatOnly(
    'middle-east-search-may25',
    'Middle East search ads (May 2025)',
    'Middle_East_Search_May25',
    'Hi, I’m interested in a Middle East cruise from Dubai. Can you share the best options?',
  ),
  chatOnly(
    'royal-caribbean-search-may25',
    'Royal Caribbean brand ads (May 2025)',
    'Royal_Caribbean_Search_May25',
    'Hi, I’d like to know more about Royal Caribbean cruises.',
  ),
  chatOnly(
    'concert-at-sea-display-aug25',
    'Concert at sea display ads (Aug 2025)',
    'Concert_At_Sea_Display_Aug25',
    'Hi, I’d like to know more about the concert at sea.',
  ),
  chatOnly(
    'concert-at-sea-lead-aug25',
    'Concert at sea lead ads (Aug 2025)',
    'Concert_At_Sea_Lead_Aug25',
    'Hi, I’d like to know more about the concert at sea sailing.',
  ),
  chatOnly('cruise-fiesta-sep25', 'Cruise Fiesta (Sep 2025)', 'Cruise_Fiesta_Sep25', 'Hi, I’m excited to plan a cruise journey!'),
]

// Ranked in the order the site listed campaigns before staff could drag them (by utm value, in
// code-point order as GROQ sorts), so the first import changes nothing visible.
const byUtmValue = (a, b) => (a.utmValue < b.utmValue ? -1 : a.utmValue > b.utmValue ? 1 : 0)
export default withOrderRanks(campaigns, [...campaigns].sort(byUtmValue))
