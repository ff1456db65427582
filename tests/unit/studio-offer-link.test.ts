import { describe, expect, it } from 'vitest'

import { type DealSailing, offerPageMismatch, type OfferSailing } from '../../studio/schemas/lib/offer-link'
import { seedDocument, seedDocumentsOf } from '../support/seed-documents'

// A deal linked to an offer page must be the same sailing (studio/schemas/lib/offer-link.ts).

const ovation3: OfferSailing = { title: '3 Night Penang Cruise', ship: 'Ovation of the Seas', nights: 3, route: 'Singapore – Penang – Singapore' }

describe('offerPageMismatch', () => {
  it('takes the same sailing, however its dashes, spaces and capitals are written', () => {
    expect(offerPageMismatch({ ship: 'ovation of the  Seas', nightsCount: 3, route: 'Singapore - Penang - Singapore' }, ovation3)).toBe(true)
  })

  it('refuses another sailing, saying what differs and what to do', () => {
    const deal: DealSailing = { ship: 'Ovation of the Seas', nightsCount: 4, route: 'Singapore – Penang – Phuket – Singapore' }
    expect(offerPageMismatch(deal, ovation3)).toBe(
      'The offer page “3 Night Penang Cruise” is another sailing: 3 nights, not 4; the route Singapore – Penang – Singapore, not Singapore – Penang – Phuket – Singapore. Link the offer page of this sailing, or correct the deal.',
    )
    expect(offerPageMismatch({ ship: 'Anthem of the Seas', nightsCount: 3, route: ovation3.route }, ovation3)).toMatch(
      /the ship Ovation of the Seas, not Anthem of the Seas/,
    )
  })

  it('every deal of the seed links the offer page of its own sailing', () => {
    const linked = seedDocumentsOf<{ offerPage?: { _ref: string } }>('deal').filter((deal) => deal.offerPage)
    expect(linked.length).toBeGreaterThan(0)
    for (const deal of linked) {
      const offer = seedDocument<OfferSailing>(deal.offerPage!._ref)
      expect(offer, deal._id).toBeDefined()
      expect(offerPageMismatch(deal as DealSailing, offer!), deal._id).toBe(true)
    }
  })
})
