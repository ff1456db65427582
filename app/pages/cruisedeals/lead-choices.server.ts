import { readPageDocument } from '~/lib/content/detail.server'
import { getDeals } from '~/lib/content/lists.server'
import { CURRENCIES } from '~/lib/currency'
import { NO_PAGE_LEAD_CHOICES, type PageLeadChoices } from '~/lib/leads/forms/page-setup.server'
import type { LeadKind } from '~/lib/leads/types'

import { cruiseDealsPageQuery } from './query'
import { enquiryVariations } from './view'

/** What /cruisedeals' deal enquiries may send: the hero, the offers, the packages and the last-minute deals, in any currency. */
export async function cruiseDealsLeadChoices(kind: LeadKind): Promise<PageLeadChoices> {
  if (kind !== 'deal-enquiry') return NO_PAGE_LEAD_CHOICES
  const [pages, deals] = await Promise.all([
    Promise.all(CURRENCIES.map((currency) => readPageDocument('cruiseDealsPage', cruiseDealsPageQuery, { currency }))),
    getDeals(),
  ])
  return {
    sailingDates: [],
    leadvariations: pages.flatMap((page) => [page.heroLabel, ...page.exclusiveOffers.map((offer) => offer.title), ...enquiryVariations(page, deals)]),
  }
}
