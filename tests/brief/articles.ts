// The agency's eleven articles, by the slug each is routed at, newest first: the order the brief
// dates them and chains them by Previous and Next.
export const BRIEF_ARTICLES = [
  '5-Best-Cruise-Lines-for-Family-Cruise-Vacation',
  'Star-of-the-Seas-The-Ultimate-Guide-to-Royal-Caribbean',
  'Best-Time-To-Cruise',
  'Journey-to-the-last-frontier-5',
  'A-Culinary-Journey-Across-Coastlines-Mediterranean-Eating',
  'Ovation-of-the-Seas-Ship-Guide',
  'six-ways-to-find-the-cheapest-cruise-deals',
  '5-things-first-time-cruisers-must-know-before-booking-their-cruise-holiday',
  'Japan-Cruise-FAQ',
  'Singapore-Cruise-Guide',
  '5-Truths-you-didnt-know-about-cruising',
] as const
