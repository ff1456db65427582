import { readPageDocument } from '~/lib/content/detail.server'
import { NO_PAGE_LEAD_CHOICES, type PageLeadChoices } from '~/lib/leads/forms/page-setup.server'
import type { LeadKind } from '~/lib/leads/types'

import { singaporePageQuery } from './query'
import { singaporeEnquiryItems } from './view'

/**
 * What /singapore-cruise's forms may send: its Enquire Now items to the quote form, and its themed
 * sailing to "Tell me when dates are out". The composition root gathers this with the other pages'
 * (app/site-pages.server.ts).
 */
export async function singaporeLeadChoices(kind: LeadKind): Promise<PageLeadChoices> {
  if (kind !== 'quote' && kind !== 'dates-alert') return NO_PAGE_LEAD_CHOICES
  const page = await readPageDocument('singaporePage', singaporePageQuery)
  if (kind === 'dates-alert') return { sailingDates: [], leadvariations: [page.themedEvent.heading] }
  return { sailingDates: [], leadvariations: singaporeEnquiryItems(page).map((item) => item.title) }
}
