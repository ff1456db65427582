// Booking-engine ids used by the seed's searches. The engine is fictional
// (booking.harbourline.example), so these ids are invented but kept consistent: a cruise line, a
// ship or a destination has the same id in every deal, card, itinerary and campaign.
// Ids the brief names are kept: destination 1 (Alaska), 9 and 7 (Caribbean and Bahamas), and
// 65, 60 and 122 (the expedition regions: Antarctica, the Arctic, the Galápagos).

export const LINE = {
  royalCaribbean: '1',
  carnival: '2',
  celebrity: '3',
  norwegian: '4',
  princess: '5',
  disney: '6',
  azamara: '7',
  msc: '8',
  resortsWorld: '9',
  stardream: '10',
  cordelia: '11',
  amaWaterways: '21',
  avalon: '22',
  antarctica21: '31',
}

export const SHIP = {
  ovation: '101',
  spectrum: '102',
  anthem: '103',
  icon: '104',
  gentingDream: '201',
  resortsWorldOne: '202',
  disneyAdventure: '301',
  disneyWish: '302',
  norwegianJewel: '401',
  norwegianBliss: '402',
  norwegianEpic: '403',
  celebritySolstice: '501',
  celebrityBeyond: '502',
  celebrityFlora: '503',
  sapphirePrincess: '601',
  discoveryPrincess: '602',
  mscBellissima: '701',
  mscEuribia: '702',
  mscWorldEuropa: '703',
  azamaraJourney: '801',
  carnivalCelebration: '901',
  avalonEnvision: '1001',
  magellanExplorer: '1101',
}

export const DEST = {
  alaska: '1',
  europe: '4',
  bahamas: '7',
  caribbean: '9',
  middleEast: '14',
  china: '30',
  japan: '31',
  hongKong: '32',
  singapore: '35',
  india: '40',
  arctic: '60',
  antarctica: '65',
  galapagos: '122',
}

export const RIVER = {
  danube: '3',
  rhine: '5',
  seine: '6',
}

/** Singapore's two cruise terminals: Marina Bay Cruise Centre and HarbourFront. */
export const SINGAPORE_PORTS = ['SIN', 'XSP']

/** The booking engine's night ranges for a sailing of `nights` nights. */
export function durationFor(nights) {
  if (nights <= 3) return '1-3'
  if (nights <= 6) return '4-6'
  if (nights <= 9) return '7-9'
  return '10-14'
}
