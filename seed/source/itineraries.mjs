// Ship cards of the home page's itineraries block: short sailings from
// Singapore, by tab (2-, 3-, 4-, 5- and 8-nights). Each card's View Details opens that ship's
// sailings of that length from Singapore's two terminals on the booking engine.
import { durationFor, LINE, SHIP, SINGAPORE_PORTS } from './booking-ids.mjs'
import { lineRef } from './cruise-lines.mjs'
import { bookingSearch } from './helpers.mjs'
import { art } from './home-artwork.mjs'

const SHIPS = {
  'ovation-of-the-seas': { title: 'Ovation of the Seas', line: 'royal-caribbean', lineId: LINE.royalCaribbean, shipId: SHIP.ovation },
  'spectrum-of-the-seas': { title: 'Spectrum of the Seas', line: 'royal-caribbean', lineId: LINE.royalCaribbean, shipId: SHIP.spectrum },
  'anthem-of-the-seas': { title: 'Anthem of the Seas', line: 'royal-caribbean', lineId: LINE.royalCaribbean, shipId: SHIP.anthem },
  'genting-dream': { title: 'Genting Dream', line: 'resorts-world', lineId: LINE.resortsWorld, shipId: SHIP.gentingDream },
  'resorts-world-one': { title: 'Resorts World One', line: 'resorts-world', lineId: LINE.resortsWorld, shipId: SHIP.resortsWorldOne },
  'disney-adventure': { title: 'Disney Adventure', line: 'disney', lineId: LINE.disney, shipId: SHIP.disneyAdventure },
  'norwegian-jewel': { title: 'Norwegian Jewel', line: 'norwegian', lineId: LINE.norwegian, shipId: SHIP.norwegianJewel },
  'celebrity-solstice': { title: 'Celebrity Solstice', line: 'celebrity', lineId: LINE.celebrity, shipId: SHIP.celebritySolstice },
  'sapphire-princess': { title: 'Sapphire Princess', line: 'princess', lineId: LINE.princess, shipId: SHIP.sapphirePrincess },
  'msc-bellissima': { title: 'MSC Bellissima', line: 'msc', lineId: LINE.msc, shipId: SHIP.mscBellissima },
}

const itinerary = (nightsTab, position, ship) => {
  const { title, line, lineId, shipId } = SHIPS[ship]
  return {
    _id: `itinerary-${nightsTab}n-${ship}`,
    _type: 'itinerary',
    title,
    cruiseLine: lineRef(line),
    nightsTab,
    image: art(`ship-${ship}`),
    search: bookingSearch({
      cruiseLines: [lineId],
      durations: [durationFor(nightsTab)],
      ships: [shipId],
      departurePorts: SINGAPORE_PORTS,
      sortColumn: 'departureDate',
      sortOrder: 'asc',
    }),
    position,
  }
}

export default [
  itinerary(2, 1, 'genting-dream'),
  itinerary(2, 2, 'resorts-world-one'),
  itinerary(2, 3, 'msc-bellissima'),

  itinerary(3, 1, 'ovation-of-the-seas'),
  itinerary(3, 2, 'disney-adventure'),
  itinerary(3, 3, 'genting-dream'),
  itinerary(3, 4, 'resorts-world-one'),

  itinerary(4, 1, 'ovation-of-the-seas'),
  itinerary(4, 2, 'disney-adventure'),
  itinerary(4, 3, 'msc-bellissima'),

  itinerary(5, 1, 'anthem-of-the-seas'),
  itinerary(5, 2, 'spectrum-of-the-seas'),
  itinerary(5, 3, 'msc-bellissima'),

  itinerary(8, 1, 'norwegian-jewel'),
  itinerary(8, 2, 'celebrity-solstice'),
  itinerary(8, 3, 'sapphire-princess'),
]
