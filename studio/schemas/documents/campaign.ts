import { defineArrayMember, defineField, defineType } from 'sanity'

import { DEAL_GROUPS } from '../../../content-model/vocabulary'
import { isOnlyDocument } from '../lib/cards'
import { agencyTimeZone } from '../lib/env'
import { orderRank, orderRankOrdering } from '../lib/ordering'
import { requireCurrencies } from '../lib/perCurrency'
import { checkInternalPath } from '../lib/validation'

/** Campaign times are typed and shown on the agency's clock, whatever the editor's browser says. */
const AGENCY_TIME = { displayTimeZone: agencyTimeZone(), allowTimeZoneSwitch: false }

/** A utm_campaign value as ads send it: no spaces at either end, at most 100 characters. */
function checkUtmValue(value: string | undefined): string | true {
  if (value === undefined || value === '') return true
  if (value !== value.trim()) return 'Remove the spaces at the start or end'
  if (/\s/.test(value)) return 'A campaign value has no spaces (ads usually use "_" instead)'
  if (value.length > 100) return 'At most 100 characters'
  return true
}

interface CampaignDocument {
  utmValue?: string
  aliases?: string[]
  heroSearch?: unknown
  heroPath?: string
}

/** No other campaign may answer to any of this campaign's values (primary or alias). */
async function checkValuesUnique(values: string[], context: Parameters<typeof isOnlyDocument>[0]): Promise<string | true> {
  if (values.length === 0) return true
  const alone = await isOnlyDocument(
    context,
    '_type == "campaign" && !(_id in path("drafts.**")) && (utmValue in $values || count(aliases[@ in $values]) > 0)',
    { values },
  )
  return alone ? true : `Another campaign already answers to ${values.join(' or ')}: each value may belong to one campaign only`
}

/**
 * What the home page does for visitors arriving with `?utm_campaign=…` (docs/requirements.md,
 * Campaigns): the hero picture and link, which deals come first, and the prefilled chat text. Values
 * that match no campaign behave like the default ones; a marketer adds a campaign without a deploy.
 */
/** A campaign's window, as query parameters (null: open on that side). */
const scheduleOf = (document: unknown) => {
  const { startsAt, endsAt } = (document ?? {}) as { startsAt?: string; endsAt?: string }
  return { startsAt: startsAt ?? null, endsAt: endsAt ?? null }
}

export const campaign = defineType({
  name: 'campaign',
  title: 'Campaign',
  type: 'document',
  groups: [
    { name: 'tracking', title: 'Tracking', default: true },
    { name: 'hero', title: 'Hero' },
    { name: 'deals', title: 'Deals' },
    { name: 'chat', title: 'Chat' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'tracking',
      description: 'How staff recognise the campaign in the Studio, e.g. Europe search ads (May 2025). Not shown on the site.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'utmValue',
      title: 'Campaign code in ad links',
      type: 'string',
      group: 'tracking',
      description:
        'The code the ads carry in their links (utm_campaign), exactly, e.g. Europe_Search_May25. Capitals count. Changing it makes running ads fall back to the default page.',
      validation: (rule) =>
        rule
          .required()
          .custom(checkUtmValue)
          .custom(async (value: string | undefined, context) => (value ? checkValuesUnique([value], context) : true)),
    }),
    defineField({
      name: 'aliases',
      title: 'Other spellings',
      type: 'array',
      group: 'tracking',
      description: 'Other campaign codes that mean this campaign, e.g. Caribbean_&_Bahamas_Search_May25 for the Caribbean one. Press Enter after each.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) =>
        rule
          .unique()
          .custom((values: string[] | undefined, context) => {
            for (const value of values ?? []) {
              const result = checkUtmValue(value)
              if (result !== true) return `${value}: ${result}`
            }
            const primary = (context.document as CampaignDocument | undefined)?.utmValue
            return primary && values?.includes(primary) ? `${primary} is already the main value; remove it here` : true
          })
          .custom(async (values: string[] | undefined, context) => checkValuesUnique(values ?? [], context)),
    }),
    defineField({
      name: 'startsAt',
      title: 'Starts',
      type: 'datetime',
      group: 'tracking',
      description: `Optional: the campaign is on the site from this moment, typed and shown in the agency’s time (${agencyTimeZone()}) whatever your computer’s. Empty: from now on.`,
      options: AGENCY_TIME,
    }),
    defineField({
      name: 'endsAt',
      title: 'Ends',
      type: 'datetime',
      group: 'tracking',
      description: `Optional: the campaign leaves the site at this moment (the agency’s time, ${agencyTimeZone()}), by itself; its links then get the default campaign. Empty: it stays.`,
      options: AGENCY_TIME,
      validation: (rule) =>
        rule.custom((endsAt: string | undefined, context) => {
          const startsAt = (context.document as { startsAt?: string } | undefined)?.startsAt
          return !endsAt || !startsAt || endsAt > startsAt ? true : 'Must be after the start'
        }),
    }),
    defineField({
      name: 'isDefaultHome',
      title: 'Default for the home page',
      type: 'boolean',
      group: 'tracking',
      description:
        'The campaign visitors without a utm_campaign get: its hero, link and deal order. One campaign at a time has this on (two may, when their Starts and Ends do not overlap: the site switches by itself); campaigns without a hero picture or deal order use this one’s.',
      initialValue: false,
      validation: (rule) =>
        rule.custom(async (value: boolean | undefined, context) => {
          if (value !== true) return true
          const alone = await isOnlyDocument(
            context,
            '_type == "campaign" && !(_id in path("drafts.**")) && isDefaultHome == true && (!defined(startsAt) || !defined($endsAt) || startsAt < $endsAt) && (!defined(endsAt) || !defined($startsAt) || endsAt > $startsAt)',
            scheduleOf(context.document),
          )
          return alone
            ? true
            : 'Another campaign is the home page default at the same time: turn it off there, or give the two campaigns dates that do not overlap'
        }),
    }),
    defineField({
      name: 'isDefaultChat',
      title: 'Default for the chat button',
      type: 'boolean',
      group: 'tracking',
      description: 'The chat text visitors without a utm_campaign get. One campaign at a time has this on (see Default for the home page).',
      initialValue: false,
      validation: (rule) =>
        rule.custom(async (value: boolean | undefined, context) => {
          if (value !== true) return true
          const alone = await isOnlyDocument(
            context,
            '_type == "campaign" && !(_id in path("drafts.**")) && isDefaultChat == true && (!defined(startsAt) || !defined($endsAt) || startsAt < $endsAt) && (!defined(endsAt) || !defined($startsAt) || endsAt > $startsAt)',
            scheduleOf(context.document),
          )
          return alone ? true : 'Another campaign is the chat default at the same time: turn it off there, or give the two campaigns dates that do not overlap'
        }),
    }),
    defineField({
      name: 'heroImages',
      title: 'Hero picture',
      type: 'imagePerCurrency',
      group: 'hero',
      description:
        'The home page’s full-width picture for this campaign, one per currency (the same picture three times is fine). Wide (16:9), with a calm middle for the search box. Leave empty to use the default campaign’s picture.',
      validation: (rule) => rule.custom((value: unknown, context) => (value ? requireCurrencies('a hero picture')(value, context) : true)),
    }),
    defineField({
      name: 'heroSearch',
      title: 'Hero link: booking-engine search',
      type: 'bookingSearch',
      group: 'hero',
      description: 'Where a click on the hero picture goes: these cruises on the booking engine. Give this or a page of this site, not both.',
    }),
    defineField({
      name: 'heroPath',
      title: 'Hero link: page of this site',
      type: 'string',
      group: 'hero',
      description: 'Or: a page of this site the hero picture opens, e.g. /cruisedeals. Give this or a search, not both.',
      validation: (rule) =>
        rule.custom(checkInternalPath).custom((value: string | undefined, context) => {
          const document = context.document as CampaignDocument | undefined
          if (value && document?.heroSearch) return 'Give either a page of this site or a booking-engine search, not both'
          if (!value && !document?.heroSearch) return 'Give a page of this site or a booking-engine search for the hero link'
          return true
        }),
    }),
    defineField({
      name: 'heroLinkLabel',
      title: 'Hero link text for screen readers',
      type: 'string',
      group: 'hero',
      description: 'What the hero link does, read aloud to visitors who cannot see the picture, e.g. "See Europe cruise deals".',
      validation: (rule) => rule.max(80).warning('Keep it under 80 characters'),
    }),
    defineField({
      name: 'dealOrder',
      title: 'Deal order',
      type: 'array',
      group: 'deals',
      description:
        'Destination groups whose deals come first in Hot Deals, in this order; the other deals follow in their usual order. Leave empty to use the default campaign’s order.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...DEAL_GROUPS] },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'chatText',
      title: 'Chat text',
      type: 'text',
      rows: 2,
      group: 'chat',
      description:
        'The message prefilled when a visitor from this campaign taps the WhatsApp button, e.g. "Hi, I’m interested in a Europe cruise." Leave empty to hide the chat link for this campaign.',
      validation: (rule) => rule.max(300).warning('Keep the chat text under 300 characters'),
    }),
    // Staff drag campaigns into order in the Studio's Campaigns list; the site reads them in it.
    orderRank('campaign'),
  ],
  orderings: [
    { ...orderRankOrdering, title: 'Order in the list' },
    { title: 'Campaign code', name: 'utmValueAsc', by: [{ field: 'utmValue', direction: 'asc' }] },
    { title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] },
  ],
  preview: {
    select: {
      name: 'name',
      utmValue: 'utmValue',
      aliases: 'aliases',
      isDefaultHome: 'isDefaultHome',
      isDefaultChat: 'isDefaultChat',
      media: 'heroImages.USD',
    },
    prepare: ({
      name,
      utmValue,
      aliases,
      isDefaultHome,
      isDefaultChat,
      media,
    }: {
      name?: string
      utmValue?: string
      aliases?: string[]
      isDefaultHome?: boolean
      isDefaultChat?: boolean
      media?: unknown
    }) => {
      const defaults = [isDefaultHome && 'home default', isDefaultChat && 'chat default'].filter(Boolean).join(', ')
      return {
        title: `${name ?? 'Unnamed campaign'}${defaults ? ` (${defaults})` : ''}`,
        subtitle: [utmValue ?? 'No utm value', ...(aliases ?? [])].join(' · '),
        media: media as never,
      }
    },
  },
})
