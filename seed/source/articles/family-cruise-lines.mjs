import { figure, richText } from '../portable-text.mjs'

export const tags = ['Family Cruise', 'Kids Club', 'Disney Cruise Line', 'Royal Caribbean', 'Norwegian Cruise Line', 'Cruise from Singapore']

export const body = (art) => [
  ...richText(
    `
A family holiday has to work for everyone at once: toddlers who nap at odd hours, teenagers who want nothing to do with their parents, and grandparents who would rather not change hotels every other night. A cruise solves most of that by design. You unpack once, meals are included, and every big ship has supervised clubs so adults get a few hours to themselves. The difference between lines is in the detail: age bands, cabin layouts and how much there is to do on a sea day.

## What to compare before you book

- **Kids clubs and age bands.** Clubs are free on most lines, but they split children by age, and a nine-year-old and a thirteen-year-old may end up in different rooms.
- **Cabins for four or five.** Connecting cabins and family suites sell out first, often a year ahead on school-holiday dates.
- **Third and fourth guest offers.** Many lines discount or waive the cruise fare for extra guests sharing a cabin; taxes and fees still apply.
- **Itinerary pace.** Younger children do better with a sea day between port days.

## 1. Disney Cruise Line

Disney is the benchmark for families with younger children. The Oceaneer Club and Lab take children aged 3 to 12, Edge is for 11 to 14 and Vibe for 14 to 17, so the overlaps let siblings choose where they fit. Rotational dining moves your family through themed restaurants while your serving team moves with you, and the shows are full Broadway-style productions. Disney Adventure is based in Singapore, which removes the long-haul flight for families from India and South-East Asia.

## 2. Royal Caribbean

Royal Caribbean suits active families. Its Adventure Ocean programme covers ages 3 to 12 in age groups, with a separate teen club, and the larger ships add surf simulators, climbing walls, skydiving simulators and water slides. Ovation of the Seas and Spectrum of the Seas sail short itineraries from Singapore, a good test run before a week-long sailing.
`,
    'a',
  ),
  figure('img0', art('ship-ovation-of-the-seas'), 'Short sailings from Singapore are an easy first cruise for young families.'),
  ...richText(
    `
## 3. Norwegian Cruise Line

Norwegian's freestyle approach means no fixed dining times, which helps with small children. Splash Academy welcomes ages 3 to 12, and Entourage is the teen club. Go-kart tracks, water parks and laser tag feature on the newer ships.

## 4. MSC Cruises

MSC often runs kids-sail-free offers on selected dates, and its clubs are grouped from toddlers through to teens. It is a good value choice for larger families in the Mediterranean, the Gulf and Northern Europe.

## 5. Resorts World Cruises

For a short first taste of cruising from Singapore, Genting Dream offers two- and three-night sailings with a water park, family cabins and plenty of Asian and Indian food on board. Third and fourth guests in a cabin often sail free.

## How to choose

Start with your children's ages, then your dates. If you travel in the Indian or Singapore school holidays, book early and ask about connecting cabins. If your children are under five, favour ships with nurseries and shorter itineraries. Our cruise counsellors can compare the family offers of each line for your dates; see the current [cruise deals](/cruisedeals) or our guide to [the best time to cruise](/Best-Time-To-Cruise).
`,
    'b',
  ),
]
