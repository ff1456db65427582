// Recipe per file name: which scene builder and options draw it.
import { C, darken } from './core.mjs'
import * as D from './destinations.mjs'
import { icon } from './icons.mjs'
import { AVATARS, person, portraitBg, TEAM } from './people.mjs'
import * as X from './specials.mjs'
import { lineLogo, pressLogo } from './wordmarks.mjs'

/* Ship liveries: generic hues only. */
const LIVERY = {
  royal: { decks: 10, stripe: '#1b3f8f', stripe2: '#f2b544', funnel: '#1b3f8f', funnelTop: '#0e2350', pod: true, slides: true },
  ovation: { decks: 10, stripe: '#1b3f8f', funnel: '#1b3f8f', funnelTop: '#0e2350', pod: true, dome: true },
  spectrum: { decks: 10, stripe: '#1b3f8f', stripe2: '#e8604c', funnel: '#1b3f8f', funnelTop: '#0e2350', pod: true, slides: true },
  anthem: { decks: 10, stripe: '#234a9a', funnel: '#234a9a', funnelTop: '#132a5a', pod: true },
  carnival: { decks: 9, stripe: '#1f4fa0', funnel: '#c8102e', funnelTop: '#1f4fa0', funnelStyle: 'wing', slides: true },
  celebrity: { decks: 9, stripe: '#23262e', funnel: '#23262e', funnelTop: '#101216', dome: true, funnels: 2, funnelStyle: 'box' },
  norwegian: { decks: 9, stripe: '#0a5aa0', stripe2: '#7fd1e8', funnel: '#ffffff', funnelTop: '#0a5aa0', funnelStyle: 'wing' },
  disney: {
    decks: 9,
    hull: '#12245a',
    boot: '#b8282e',
    stripe: '#f2c230',
    funnel: '#c42e2e',
    funnelTop: '#1a1a1a',
    funnels: 2,
    funnelStyle: 'box',
    lifeboat: '#f2c230',
  },
  princess: { decks: 9, stripe: '#1f6fb2', funnel: '#ffffff', funnelTop: '#1f6fb2', funnelStyle: 'wing', dome: true },
  stardream: { decks: 9, stripe: '#c9a24a', stripe2: '#1c2452', funnel: '#1c2452', funnelTop: '#c9a24a', funnels: 2 },
  genting: { decks: 10, stripe: '#c9a24a', stripe2: '#1c2452', funnel: '#1c2452', funnelTop: '#c9a24a', funnels: 2, funnelStyle: 'box' },
  resortsworld: { decks: 9, stripe: '#a8202a', stripe2: '#e8c46a', funnel: '#a8202a', funnelTop: '#e8c46a', funnelStyle: 'wing' },
  cordelia: { decks: 8, stripe: '#3a2a7a', stripe2: '#d8402e', funnel: '#d8402e', funnelTop: '#3a2a7a' },
  azamara: { decks: 7, hull: '#14254a', boot: '#0b1530', stripe: '#e8c46a', funnel: '#14254a', funnelTop: '#e8c46a' },
  msc: { decks: 10, stripe: '#0f2a4a', stripe2: '#e8c46a', funnel: '#0f2a4a', funnelTop: '#e8c46a', funnelStyle: 'wing' },
  starseas: {
    decks: 11,
    stripe: '#1b3f8f',
    stripe2: '#7fd1e8',
    funnel: '#1b3f8f',
    funnelTop: '#0e2350',
    slides: true,
    accentDeck: true,
    accent: '#f2b544',
    dome: true,
  },
}
const ship = (o, extra = {}) => ({ ship: { o, ...extra } })

function avatar(doc, p) {
  doc.add(portraitBg(p.bg) + person(p))
}
function teamPortrait(doc, p) {
  const g = doc.lin([
    [0, p.bg],
    [1, darken(p.bg, 0.1)],
  ])
  doc.add(
    `<rect width="400" height="400" fill="${g}"/><circle cx="300" cy="90" r="120" fill="#ffffff" opacity=".35"/>` +
      `<path d="M0 320C80 290 150 340 230 316S350 286 400 300V400H0Z" fill="${C.aqua}" opacity=".35"/>` +
      `<g transform="translate(0 12) scale(2)">${person(p)}</g>`,
  )
}

export const recipes = {
  /* destinations */
  'dest-japan': (d) => D.japan(d, { tod: 'dawn' }),
  'dest-hong-kong': (d) => D.hongKong(d, { tod: 'dusk' }),
  'dest-singapore': (d) => D.singapore(d, { tod: 'dusk' }),
  'dest-china': (d) => D.china(d, { tod: 'dawn' }),
  'dest-europe': (d) => D.mediterranean(d, { tod: 'noon' }),
  'dest-bahamas': (d) => D.tropical(d, { tod: 'noon', stilts: true }),
  'dest-caribbean': (d) => D.tropical(d, { tod: 'golden', stilts: false, side: 'right', seed: 'car' }),
  'dest-antarctica': (d) => D.antarctica(d, { tod: 'noon' }),
  'dest-alaska': (d) => D.alaska(d, { tod: 'noon' }),
  'dest-india': (d) => D.india(d, { tod: 'golden' }),

  /* themes */
  'theme-family': (d) => D.tropical(d, { tod: 'noon', stilts: false, ball: true, seed: 'fam', ...ship({ ...LIVERY.royal, pod: false }, { k: 0.85 }) }),
  'theme-adventure': (d) => D.phuket(d, { tod: 'golden' }),
  'theme-romance': (d) => X.romanceDeck(d),
  'theme-expedition': (d) => D.antarctica(d, { tod: 'dawn', zodiac: true, side: 'right', seed: 'exp' }),

  /* cruise-line offer cards */
  'line-royal-caribbean': (d) =>
    D.openOcean(d, { tod: 'noon', seed: 'rc', clouds: { count: 4, y0: 0.1, y1: 0.5, size: 0.7 }, ...ship(LIVERY.royal, { k: 1.3 }) }),
  'line-amawaterways': (d) => X.riverScene(d, { tod: 'golden', kind: 'castle', boat: { hull: '#12324a', stripe: '#c8a24a', accent: '#c8a24a' } }),
  'line-antarctica21': (d) => D.antarctica(d, { tod: 'dawn', seed: 'a21', ...ship({ hull: '#2b3440', stripe: '#c0392b' }, { k: 0.85 }) }),
  'line-avalon-waterways': (d) => X.riverScene(d, { tod: 'dawn', kind: 'town', flip: true, boat: { hull: '#1f4e79', stripe: '#ffffff', accent: '#2a9fd6' } }),
  'line-azamara': (d) => D.mediterranean(d, { tod: 'dusk', side: 'right', castle: false, foreground: false, seed: 'az', ...ship(LIVERY.azamara, { k: 0.9 }) }),
  'line-carnival': (d) => D.tropical(d, { tod: 'noon', stilts: false, side: 'right', seed: 'cv', ...ship(LIVERY.carnival, { k: 0.75 }) }),
  'line-celebrity': (d) => D.openOcean(d, { tod: 'golden', seed: 'cel', ...ship(LIVERY.celebrity, { k: 1.25 }) }),
  'line-norwegian': (d) => D.alaska(d, { tod: 'noon', side: 'right', seed: 'ncl', ...ship(LIVERY.norwegian, { k: 0.75 }) }),
  'line-disney': (d) => D.openOcean(d, { tod: 'noon', seed: 'dcl', clouds: { count: 4, y0: 0.1, y1: 0.5, size: 0.7 }, ...ship(LIVERY.disney, { k: 1.25 }) }),
  'line-princess': (d) => D.openOcean(d, { tod: 'dawn', seed: 'pr', side: 'right', ...ship(LIVERY.princess, { k: 1.2 }) }),
  'line-stardream': (d) => D.hongKong(d, { tod: 'night', seed: 'sd', ...ship(LIVERY.stardream, { k: 0.75 }) }),
  'line-cordelia': (d) => D.india(d, { tod: 'dusk', side: 'right', seed: 'co', ...ship(LIVERY.cordelia, { k: 0.8 }) }),

  /* deals */
  'deal-singapore': (d) => D.singapore(d, { tod: 'noon', seed: 'dsg' }),
  'deal-alaska': (d) => D.alaska(d, { tod: 'noon', side: 'right', seed: 'dak' }),
  'deal-europe': (d) => D.mediterranean(d, { tod: 'golden', side: 'right', seed: 'deu' }),
  'deal-middle-east': (d) => D.middleEast(d, { tod: 'dusk' }),
  'deal-expedition': (d) => D.antarctica(d, { tod: 'golden', side: 'right', seed: 'dex' }),
  'deal-caribbean': (d) => D.tropical(d, { tod: 'noon', stilts: false, seed: 'dca' }),
  'deal-singapore-2': (d) => D.singapore(d, { tod: 'dusk', seed: 'dsg2' }),
  'deal-singapore-3': (d) => D.singapore(d, { tod: 'night', seed: 'dsg3' }),
  'deal-singapore-4': (d) => D.singapore(d, { tod: 'golden', seed: 'dsg4' }),
  'deal-singapore-5': (d) => D.singapore(d, { tod: 'dawn', seed: 'dsg5' }),
  'deal-alaska-2': (d) => D.alaska(d, { tod: 'golden', side: 'left', seed: 'dak2' }),
  'deal-alaska-3': (d) => D.alaska(d, { tod: 'dawn', side: 'right', seed: 'dak3' }),
  'deal-europe-2': (d) => D.mediterranean(d, { tod: 'noon', side: 'left', seed: 'deu2' }),
  'deal-europe-3': (d) => D.mediterranean(d, { tod: 'dusk', side: 'right', seed: 'deu3' }),
  'deal-middle-east-2': (d) => D.middleEast(d, { tod: 'golden', seed: 'dme2' }),
  'deal-middle-east-3': (d) => D.middleEast(d, { tod: 'noon', seed: 'dme3' }),
  'deal-expedition-2': (d) => D.antarctica(d, { tod: 'noon', side: 'left', seed: 'dex2' }),
  'deal-caribbean-2': (d) => D.tropical(d, { tod: 'golden', stilts: false, seed: 'dca2' }),
  'deal-caribbean-3': (d) => D.tropical(d, { tod: 'dusk', stilts: false, seed: 'dca3' }),

  /* heroes (calm centre) */
  'hero-organic-usd': (d) => D.openOcean(d, { tod: 'dawn', calm: true, side: 'left', seed: 'husd', ...ship(LIVERY.royal, { k: 0.95 }) }),
  'hero-organic-sgd': (d) => D.singapore(d, { tod: 'dusk', calm: true, seed: 'hsgd' }),
  'hero-organic-inr': (d) => D.india(d, { tod: 'golden', calm: true, gateway: false, seed: 'hinr', ...ship(LIVERY.cordelia, { k: 0.55 }) }),
  'hero-europe': (d) => D.mediterranean(d, { tod: 'golden', calm: true, seed: 'heu' }),
  'hero-alaska': (d) => D.alaska(d, { tod: 'noon', calm: true, seed: 'hak' }),
  'hero-singapore': (d) => D.singapore(d, { tod: 'night', calm: true, side: 'right', seed: 'hsg' }),
  'hero-expedition': (d) => D.antarctica(d, { tod: 'dawn', calm: true, seed: 'hex' }),
  'hero-caribbean': (d) => D.tropical(d, { tod: 'noon', calm: true, stilts: true, side: 'right', seed: 'hca' }),

  'banner-campaign': (d) => X.banner(d),
  'promo-usd': (d) => X.promo(d, { colors: ['#b93d12', '#e07a3a', '#f2c75c'], seed: 'usd' }),
  'promo-sgd': (d) => X.promo(d, { colors: ['#0b4f6c', '#2aa7c9', '#f2c75c'], seed: 'sgd' }),
  'promo-default': (d) => X.promo(d, { colors: ['#073447', '#0b4f6c', '#f2b544'], seed: 'def' }),

  'hero-deals-usd': (d) => D.tropical(d, { tod: 'noon', stilts: true, seed: 'hdu', ...ship(LIVERY.carnival) }),
  'hero-deals-sgd': (d) => D.singapore(d, { tod: 'golden', seed: 'hds' }),
  'hero-deals-inr': (d) => D.india(d, { tod: 'dusk', side: 'right', seed: 'hdi', ...ship(LIVERY.cordelia) }),
  'hero-singapore-cruise': (d) => D.singapore(d, { tod: 'night', seed: 'hsc', ...ship(LIVERY.ovation) }),
  'hero-insurance': (d) => X.umbrellaShip(d),

  /* people */
  ...Object.fromEntries(AVATARS.map((p, i) => [`avatar-${i + 1}`, (d) => avatar(d, p)])),
  ...Object.fromEntries(TEAM.map((p, i) => [`team-${i + 1}`, (d) => teamPortrait(d, p)])),

  /* newsroom */
  'news-1': (d) => X.shipLaunch(d),
  'news-2': (d) => X.portScene(d),
  'news-3': (d) => X.awardStage(d),
  'news-4': (d) => X.familyDeck(d),
  'news-5': (d) => D.hongKong(d, { tod: 'night', side: 'right', seed: 'n5' }),
  'news-6': (d) => X.seaMap(d),
  'news-7': (d) => D.hongKong(d, { tod: 'dusk', side: 'left', seed: 'n7' }),
  'news-8': (d) => D.mediterranean(d, { tod: 'dawn', seed: 'n8' }),
  'news-9': (d) => D.alaska(d, { tod: 'dusk', seed: 'n9' }),
  'news-10': (d) => D.tropical(d, { tod: 'golden', seed: 'n10' }),

  /* ship profiles */
  'ship-ovation-of-the-seas': (d) => X.shipProfile(d, { tod: 'noon', back: 'skyline', o: LIVERY.ovation, seed: 'ov' }),
  'ship-spectrum-of-the-seas': (d) => X.shipProfile(d, { tod: 'golden', o: LIVERY.spectrum, seed: 'spc' }),
  'ship-anthem-of-the-seas': (d) => X.shipProfile(d, { tod: 'dawn', o: LIVERY.anthem, seed: 'an' }),
  'ship-genting-dream': (d) => X.shipProfile(d, { tod: 'night', back: 'skyline', o: LIVERY.genting, seed: 'gd' }),
  'ship-resorts-world-one': (d) => X.shipProfile(d, { tod: 'golden', o: LIVERY.resortsworld, seed: 'rw' }),
  'ship-disney-adventure': (d) => X.shipProfile(d, { tod: 'noon', o: LIVERY.disney, seed: 'da' }),
  'ship-norwegian-jewel': (d) => X.shipProfile(d, { tod: 'dusk', o: LIVERY.norwegian, seed: 'nj' }),
  'ship-celebrity-solstice': (d) => X.shipProfile(d, { tod: 'noon', o: LIVERY.celebrity, seed: 'cs' }),
  'ship-sapphire-princess': (d) => X.shipProfile(d, { tod: 'dawn', o: LIVERY.princess, seed: 'sap' }),
  'ship-msc-bellissima': (d) => X.shipProfile(d, { tod: 'dusk', o: LIVERY.msc, seed: 'msc' }),

  'offer-ovation-3-night': (d) => D.penang(d, { tod: 'golden', ...ship(LIVERY.ovation) }),
  'offer-ovation-4-night': (d) => D.penang(d, { tod: 'noon', karsts: true, seed: 'p4', ...ship(LIVERY.ovation) }),

  /* blog */
  'blog-family-cruise-lines': (d) =>
    D.tropical(d, { tod: 'noon', stilts: false, ball: true, side: 'right', seed: 'bfc', ...ship(LIVERY.carnival, { k: 0.7 }) }),
  'blog-star-of-the-seas': (d) =>
    D.openOcean(d, { tod: 'noon', seed: 'sos', clouds: { count: 5, y0: 0.1, y1: 0.55, size: 0.6 }, ...ship(LIVERY.starseas, { k: 1.5 }) }),
  'blog-best-time-to-cruise': (d) => X.bestTime(d),
  'blog-alaska-last-frontier': (d) => D.alaska(d, { tod: 'dawn', seed: 'blak' }),
  'blog-mediterranean-eating': (d) => X.medTable(d),
  'blog-ovation-ship-guide': (d) => X.shipProfile(d, { tod: 'noon', back: 'skyline', o: LIVERY.ovation, seed: 'bov', k: 1.7 }),
  'blog-cheapest-cruise-deals': (d) => X.dealsScene(d),
  'blog-first-time-cruisers': (d) => X.firstTimers(d),
  'blog-japan-cruise-faq': (d) => D.japan(d, { tod: 'noon', side: 'right', seed: 'bjp' }),
  'blog-singapore-cruise-guide': (d) => D.singapore(d, { tod: 'noon', seed: 'bsg', ...ship(LIVERY.ovation) }),
  'blog-truths-about-cruising': (d) => X.lighthouseDusk(d),

  /* packages and events */
  'package-alaska': (d) => D.alaska(d, { tod: 'golden', side: 'right', seed: 'pak' }),
  'package-europe': (d) => X.riverScene(d, { tod: 'noon', kind: 'castle', seed: 'peu' }),
  'package-dubai': (d) => D.middleEast(d, { tod: 'night', dunes: false, side: 'right', seed: 'pdx' }),
  'package-japan': (d) => D.japan(d, { tod: 'noon', side: 'right', seed: 'pjp' }),
  'package-australia': (d) => D.australia(d, { tod: 'golden' }),
  'package-mediterranean': (d) => D.mediterranean(d, { tod: 'dusk', side: 'right', castle: false, seed: 'pmed' }),
  'package-norway': (d) => D.norway(d, { tod: 'noon' }),
  'package-finland-helsinki': (d) => D.helsinki(d, { tod: 'golden' }),
  'package-finland-lapland': (d) => D.lapland(d, {}),
  'event-concert-at-sea': (d) => X.concertAtSea(d),
  'event-festive-sailing': (d) => X.festiveSailing(d),

  'land-singapore-3n': (d) => X.gardens(d),
  'land-singapore-4n': (d) => X.sentosa(d),
  'land-singapore-5n': (d) => D.singapore(d, { tod: 'dusk', side: 'right', seed: 'l5' }),

  'singapore-themed-event': (d) => X.themedEvent(d),
  'map-contact': (d) => X.streetMap(d),
  'og-default': (d) => X.ogCard(d),
}

// icons, steps, wordmarks
for (const k of [
  'icon-tech-human',
  'icon-best-price',
  'icon-easy-booking',
  'icon-zero-fee',
  'icon-experience',
  'icon-counsellor',
  'icon-free-cancellation',
  'icon-payment-options',
  'step-destination',
  'step-cruise-line',
  'step-book',
  'icon-medical',
  'icon-evacuation',
  'icon-trip-cancellation',
  'icon-missed-port',
  'icon-interruption',
  'icon-missed-excursion',
]) {
  recipes[k] = (d) => icon(d, k)
}
for (const k of [
  'logo-royal-caribbean',
  'logo-amawaterways',
  'logo-antarctica21',
  'logo-avalon-waterways',
  'logo-azamara',
  'logo-carnival',
  'logo-celebrity',
  'logo-norwegian',
  'logo-disney',
  'logo-princess',
  'logo-stardream',
  'logo-cordelia',
  'logo-resorts-world',
  'logo-msc',
]) {
  recipes[k] = (d) => lineLogo(d, k)
}
for (const k of [
  'platform-asia-cruise-report',
  'platform-travel-trade-weekly',
  'platform-voyager-daily',
  'platform-business-traveller-asia',
  'platform-sea-and-sail',
]) {
  recipes[k] = (d) => pressLogo(d, k)
}
