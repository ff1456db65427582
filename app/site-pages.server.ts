// What the site's pages add to what every page and form does, gathered here from the page folders
// so that the shared modules below never import a page (docs/decisions/0043-one-folder-per-page.md):
// the frames content lets pages embed, for the site's one Content Security Policy, and what the
// pages' own forms and items may send, for the lead action's check of a post.
import type { PageLeadChoices, PageLeadChoicesOf } from '~/lib/leads/forms/page-setup.server'
import type { LeadKind } from '~/lib/leads/types'
import { contactFrameOrigins } from '~/pages/contact/frames.server'
import { cruiseDealsLeadChoices } from '~/pages/cruisedeals/lead-choices.server'
import { offerPagesLeadChoices } from '~/pages/offer-or-article/lead-choices.server'
import { singaporeLeadChoices } from '~/pages/singapore-cruise/lead-choices.server'

/** Every third-party frame a page of the site may show (the /contact map), read from content. */
export async function pageFrameOrigins(): Promise<string[]> {
  return contactFrameOrigins()
}

const LEAD_CHOICES_OF_PAGES: readonly PageLeadChoicesOf[] = [offerPagesLeadChoices, singaporeLeadChoices, cruiseDealsLeadChoices]

/** What the site's pages add to a post of `kind`: the union over every page that carries such a form. */
export async function pageLeadChoices(kind: LeadKind): Promise<PageLeadChoices> {
  const pages = await Promise.all(LEAD_CHOICES_OF_PAGES.map((choicesOf) => choicesOf(kind)))
  return { sailingDates: pages.flatMap((page) => page.sailingDates), leadvariations: pages.flatMap((page) => page.leadvariations) }
}
