// Every public route of the route table with the heading its page shows.
export interface PublicRoute {
  path: string
  heading: string
  /** The navigation link that is highlighted on this page, if any. */
  navLabel?: string
  canonicalPath: string
}

const page = (path: string, heading: string, navLabel?: string, canonicalPath = path): PublicRoute => ({
  path,
  heading,
  navLabel,
  canonicalPath,
})

export const PAGE_ROUTES: PublicRoute[] = [
  page('/', 'Search For Cruise', 'Home'),
  page('/home', 'Search For Cruise', 'Home', '/'),
  page('/cruisedeals', 'Cruise Deals', 'Cruise Deals'),
  page('/contact', 'Contact Us', 'Contact Us'),
  page('/about', 'About Us', 'About Us'),
  page('/asego-insurance', 'Travel with Peace of Mind – Powered by ASEGO', 'Cruise Insurance'),
  page('/singapore-cruise', 'Cruise from Singapore', 'Cruise from Singapore'),
  page('/media', 'Newsroom'),
  page('/blog', 'Blog', 'Blog'),
  page('/privacy-policy', 'Privacy Policy'),
  page('/ovation-3-night-penang-cruise', '3 Night Penang Cruise'),
  page('/ovation-4-night-penang-phuket-cruise', '4 Night Penang and Phuket Cruise'),
]

export const ARTICLE_ROUTES: PublicRoute[] = [
  page('/5-Best-Cruise-Lines-for-Family-Cruise-Vacation', '5 Best Cruise Lines for a Family Cruise Vacation'),
  page('/Star-of-the-Seas-The-Ultimate-Guide-to-Royal-Caribbean', 'Star of the Seas: The Ultimate Guide to Royal Caribbean'),
  page('/Best-Time-To-Cruise', 'The Best Time to Cruise, Region by Region'),
  page('/Journey-to-the-last-frontier-5', 'Journey to the Last Frontier: Cruising Alaska'),
  page('/A-Culinary-Journey-Across-Coastlines-Mediterranean-Eating', 'A Culinary Journey Across Coastlines: Eating the Mediterranean'),
  page('/Ovation-of-the-Seas-Ship-Guide', 'Ovation of the Seas: Ship Guide'),
  page('/six-ways-to-find-the-cheapest-cruise-deals', 'Six Ways to Find the Cheapest Cruise Deals'),
  page(
    '/5-things-first-time-cruisers-must-know-before-booking-their-cruise-holiday',
    '5 Things First-Time Cruisers Must Know Before Booking Their Cruise Holiday',
  ),
  page('/Japan-Cruise-FAQ', 'Japan Cruise FAQ'),
  page('/Singapore-Cruise-Guide', 'Singapore Cruise Guide'),
  page('/5-Truths-you-didnt-know-about-cruising', "5 Truths You Didn't Know About Cruising"),
]

export const ALL_ROUTES = [...PAGE_ROUTES, ...ARTICLE_ROUTES]

/** The routes with a page of their own: not those that show another route's page (/home lands on /). */
export const DISTINCT_PAGE_ROUTES = ALL_ROUTES.filter((route) => route.canonicalPath === route.path)

export const SUPPORT_PHONES = { india: '+91 22 6123 4567', singapore: '+65 6123 4567' } as const
export const SITE_IDS = { USD: '1228312', SGD: '1227501', INR: '1237318' } as const
