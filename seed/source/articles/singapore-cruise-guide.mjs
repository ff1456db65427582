import { figure, richText } from '../portable-text.mjs'

export const tags = ['Cruise from Singapore', 'Marina Bay Cruise Centre', 'Short Cruises', 'Penang', 'Phuket', 'Singapore Visa']

export const body = (art) => [
  ...richText(
    `
Singapore is Asia's busiest cruise home port and the easiest place for travellers from India and South-East Asia to start a cruise. Flights are short and frequent, the terminals are efficient, and the city itself is worth a few days before or after the sailing.

## The two terminals

- **Marina Bay Cruise Centre Singapore** handles the large ships, including Royal Caribbean, Disney and most visiting international lines. It is about 20 to 25 minutes by taxi from Changi Airport.
- **Singapore Cruise Centre at HarbourFront** serves smaller cruise ships and regional ferries, next to VivoCity mall and the cable car to Sentosa.

Your cruise ticket names the terminal; check it before you book a taxi.

## Who sails from Singapore

- **Royal Caribbean:** Ovation of the Seas and other ships on seasonal programmes of three- to five-night cruises to Penang, Phuket and Kuala Lumpur, with longer voyages to Vietnam and Thailand.
- **Resorts World Cruises:** Genting Dream and Resorts World One on two- to five-night trips, with plenty of Asian food and family cabins.
- **Disney Cruise Line:** Disney Adventure, based in Singapore, on short sailings with Disney characters, shows and kids clubs.
- International lines such as Celebrity, Princess and Norwegian on longer seasonal voyages through South-East Asia.
`,
    'a',
  ),
  figure('img0', art('dest-singapore'), 'Ships leave Singapore in the late afternoon, with the city skyline behind them.'),
  ...richText(
    `
## Popular short itineraries

### Penang

George Town's heritage streets, murals and hawker food, often on a three-night cruise with a day at sea.

### Phuket

Beaches, viewpoints and island boat trips; ships usually anchor off Patong and take guests ashore by tender.

### Kuala Lumpur via Port Klang

About an hour by road to the city; join a ship's tour to make sure you are back on time.

## Visas for Indian travellers

Indian passport holders need a Singapore visa; ask for a multiple-entry visa, because you leave and re-enter Singapore on the cruise. Malaysia currently admits Indian citizens without a visa for short stays. Thailand does not require a visa for Indian tourists, but since 1 May 2025 every foreign visitor must complete the online Thailand Digital Arrival Card before arrival, cruise passengers included. Rules change, so check before you travel; our counsellors help with applications. See the visa section of [Cruise from Singapore](/singapore-cruise).

## Combine the city and the cruise

Add two or three nights in Singapore before you sail: Gardens by the Bay, Sentosa, the Night Safari and the food of the hawker centres. Our Singapore land packages of three to five nights include hotel, transfers and sightseeing, and can be booked with the cruise.

## Practical tips

- Arrive at the terminal at your boarding time, not earlier; queues are shortest then.
- Keep your passport, visa and printed ticket in your hand luggage.
- Ships leave in the late afternoon and return early in the morning, so a same-day flight home usually works.

See our [Ovation of the Seas ship guide](/Ovation-of-the-Seas-Ship-Guide) and the current fares for the [3-night Penang cruise](/ovation-3-night-penang-cruise).
`,
    'b',
  ),
]
