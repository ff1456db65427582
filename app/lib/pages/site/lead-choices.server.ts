// What the site's pages add to what a lead post may contain: the sailing dates and lead variations
// that their forms and Enquire Now items send. The lead action is handed this (app/routes/api.leads.tsx),
// so the lead pipeline never imports a page module (docs/decisions/0026-layers.md).
import { getRoutedSlugs } from '~/lib/content/content.server'
import { getCruiseDealsPage, getOfferPage, getSingaporePage } from '~/lib/content/detail.server'
import { getDeals } from '~/lib/content/home.server'
import { CURRENCIES } from '~/lib/currency'
import type { PageLeadChoices } from '~/lib/leads/forms/page-setup.server'
import type { LeadKind } from '~/lib/leads/types'
import { enquiryVariations } from '~/lib/pages/cruisedeals'
import { singaporeEnquiryItems } from '~/lib/pages/singapore'
import { upcomingSailings } from '~/lib/sailings'
import { agencyToday } from '~/lib/sailings/clock.server'

const NONE: PageLeadChoices = { sailingDates: [], leadvariations: [] }

async function offerPages() {
  const slugs = (await getRoutedSlugs()).filter((entry) => entry._type === 'offerPage').map((entry) => entry.slug)
  const pages = await Promise.all(slugs.map((slug) => getOfferPage(slug)))
  return pages.filter((page) => page !== null)
}

/** The quote form: the offer pages' upcoming sailings and own variations, and /singapore-cruise's Enquire Now items. */
async function quoteChoices(): Promise<PageLeadChoices> {
  const [pages, singapore] = await Promise.all([offerPages(), getSingaporePage()])
  // A sailing that has left is no longer a choice, on the page or in a post.
  const today = agencyToday()
  return {
    sailingDates: pages.flatMap((page) => upcomingSailings(page.fares, today).map((fare) => fare.sailingDate)),
    leadvariations: [...pages.map((page) => page.leadVariation), ...singaporeEnquiryItems(singapore).map((item) => item.title)],
  }
}

/** The deal enquiry: what the /cruisedeals items (hero, offers, packages, last-minute deals) send, in any currency. */
async function dealEnquiryChoices(): Promise<PageLeadChoices> {
  const [pages, deals] = await Promise.all([Promise.all(CURRENCIES.map((currency) => getCruiseDealsPage(currency))), getDeals()])
  return {
    sailingDates: [],
    leadvariations: pages.flatMap((page) => [page.heroLabel, ...page.exclusiveOffers.map((offer) => offer.title), ...enquiryVariations(page, deals)]),
  }
}

/** "Tell me when dates are out": the sailing it is about (/singapore-cruise's themed sailing). */
async function datesAlertChoices(): Promise<PageLeadChoices> {
  const singapore = await getSingaporePage()
  return { sailingDates: [], leadvariations: [singapore.themedEvent.heading] }
}

/** What the site's pages add to a post of `kind` (the union over every page that carries such a form). */
export function pageLeadChoices(kind: LeadKind): Promise<PageLeadChoices> {
  if (kind === 'quote') return quoteChoices()
  if (kind === 'deal-enquiry') return dealEnquiryChoices()
  if (kind === 'dates-alert') return datesAlertChoices()
  return Promise.resolve(NONE)
}
