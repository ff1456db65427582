import { getRoutedSlugs, readContent } from '~/lib/content/content.server'
import { NO_PAGE_LEAD_CHOICES, type PageLeadChoices } from '~/lib/leads/forms/page-setup.server'
import type { LeadKind } from '~/lib/leads/types'
import { upcomingSailings } from '~/lib/sailings'
import { agencyToday } from '~/lib/sailings/clock.server'

import { offerPageDetailQuery } from './query'

/** What the offer pages' quote forms may send: their upcoming sailings and their own lead variations. */
export async function offerPagesLeadChoices(kind: LeadKind): Promise<PageLeadChoices> {
  if (kind !== 'quote') return NO_PAGE_LEAD_CHOICES
  const slugs = (await getRoutedSlugs()).filter((entry) => entry._type === 'offerPage').map((entry) => entry.slug)
  const pages = (await Promise.all(slugs.map((slug) => readContent(offerPageDetailQuery, { slug })))).filter((page) => page !== null)
  // A sailing that has left is no longer a choice, on the page or in a post.
  const today = agencyToday()
  return {
    sailingDates: pages.flatMap((page) => upcomingSailings(page.fares, today).map((fare) => fare.sailingDate)),
    leadvariations: pages.map((page) => page.leadVariation),
  }
}
