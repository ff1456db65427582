import { defineArrayMember, defineField, type FieldDefinition } from 'sanity'

import { searchField } from '../lib/cards'
import { imageWithAlt } from '../lib/image'
import { definePageSingleton } from '../lib/page'
import { checkInternalPath, checkMemberTypes } from '../lib/validation'

interface SectionOptions {
  name: string
  title: string
  group: string
  /** Where the section sits and what it lists, for the editor. */
  description: string
  /** An example heading, e.g. Hot Deals. */
  example: string
  fields?: FieldDefinition[]
}

/**
 * A section of the home page: its heading, an optional intro line and the section's own settings.
 * The cards it lists are documents of their own (deals, destinations, cruise lines…).
 */
function section({ name, title, group, description, example, fields = [] }: SectionOptions) {
  return defineField({
    name,
    title,
    type: 'object',
    group,
    description,
    options: { collapsible: false },
    fields: [
      defineField({
        name: 'heading',
        title: 'Heading',
        type: 'string',
        description: `The section’s heading, e.g. ${example}.`,
        validation: (rule) => [rule.required(), rule.max(80).warning('Headings over 80 characters wrap badly on phones')],
      }),
      defineField({
        name: 'intro',
        title: 'Intro',
        type: 'text',
        rows: 2,
        description: 'Optional sentence under the heading. Leave empty for none.',
        validation: (rule) => rule.max(240).warning('Keep the intro under 240 characters'),
      }),
      ...fields,
    ],
    validation: (rule) => rule.required(),
  })
}

function buttonLabelField(example: string, description = 'The words on each card’s button.') {
  return defineField({
    name: 'buttonLabel',
    title: 'Button label',
    type: 'string',
    description: `${description} e.g. ${example}.`,
    initialValue: example,
    validation: (rule) => [rule.required(), rule.max(20).warning('Keep button labels under 20 characters')],
  })
}

interface ItinerariesValue {
  tabs?: Array<{ nights?: number }>
  defaultTab?: number
}

export const homePage = definePageSingleton({
  name: 'homePage',
  title: 'Home page',
  route: '/',
  description:
    'The texts of the home page, section by section. The cards of each section (deals, destinations, cruise lines, themes, selling points, testimonials, news, itineraries) and the campaigns are documents of their own.',
  groups: [
    { name: 'deals', title: 'Hot deals' },
    { name: 'news', title: 'Latest news' },
    { name: 'destinations', title: 'Destinations' },
    { name: 'brands', title: 'Brands' },
    { name: 'steps', title: 'Steps' },
    { name: 'feeling', title: 'Cruise Is A Feeling' },
    { name: 'benefits', title: 'What Sets Us Apart' },
    { name: 'testimonials', title: 'Testimonials' },
    { name: 'partners', title: 'Partners' },
    { name: 'specialOffers', title: 'Singapore offers' },
    { name: 'itineraries', title: 'Itineraries' },
  ],
  fields: [
    // Hero and campaign banner (group "content"; the page heading above is the hero's heading)
    defineField({
      name: 'campaignBanner',
      title: 'Campaign banner',
      type: 'object',
      group: 'content',
      description: 'The wide picture under the hero, with a line of words under it. A click opens the search below on the booking engine.',
      fields: [
        defineField({
          name: 'heading',
          title: 'What it offers',
          type: 'string',
          description: 'In a few words, shown under the picture, e.g. "Short cruises from Singapore, up to 6 nights".',
          validation: (rule) => rule.required().max(80),
        }),
        defineField({
          name: 'linkLabel',
          title: 'Link words',
          type: 'string',
          description: 'Where a click goes, e.g. "See the cheapest sailings".',
          validation: (rule) => rule.required().max(40),
        }),
        imageWithAlt({
          name: 'image',
          title: 'Banner',
          required: true,
          description: 'Very wide picture (4:1), at least 1200 pixels wide.',
          altDescription: 'What the banner shows and offers, e.g. "Sail into the sunset: cruise deals from Singapore".',
        }),
        searchField({ description: 'The cruises the banner opens on the booking engine, in the visitor’s currency.' }),
      ],
      validation: (rule) => rule.required(),
    }),

    section({
      name: 'deals',
      title: 'Hot deals',
      group: 'deals',
      description: 'The row of deal cards under the banner. The deals themselves are Deal documents.',
      example: 'Hot Deals',
      fields: [
        defineField({
          name: 'perPersonLabel',
          title: '"Per person" label',
          type: 'string',
          description: 'Shown after each price, e.g. Per Person.',
          initialValue: 'Per Person',
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    section({
      name: 'news',
      title: 'Latest news',
      group: 'news',
      description: 'The row of the newest News items.',
      example: 'Latest News',
      fields: [
        defineField({
          name: 'itemCount',
          title: 'Number of news items',
          type: 'number',
          description: 'How many of the newest items the row shows.',
          initialValue: 8,
          validation: (rule) => rule.required().integer().min(1).max(21),
        }),
        defineField({
          name: 'viewAllLabel',
          title: '"View all" link text',
          type: 'string',
          description: 'e.g. View All News.',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'viewAllPath',
          title: '"View all" link',
          type: 'string',
          description: 'The page the link opens, e.g. /media.',
          validation: (rule) => rule.required().custom(checkInternalPath),
        }),
      ],
    }),
    section({
      name: 'destinations',
      title: 'Destinations',
      group: 'destinations',
      description: 'The carousel of Destination documents.',
      example: 'Pick Your Perfect Destinations',
      fields: [buttonLabelField('Sail Now')],
    }),
    section({
      name: 'brands',
      title: 'Brands Making Waves',
      group: 'brands',
      description: 'The carousel of offer cards of the Cruise lines marked "Show in Brands Making Waves".',
      example: 'Brands Making Waves',
      fields: [buttonLabelField('Sail now')],
    }),
    section({
      name: 'steps',
      title: 'Steps',
      group: 'steps',
      description: 'How booking works, in three steps.',
      example: 'Your Cruise Is Just A Click Away',
      fields: [
        defineField({
          name: 'steps',
          title: 'Steps',
          type: 'array',
          description: 'In order; three fit a row.',
          of: [defineArrayMember({ type: 'homeStep' })],
          validation: (rule) => [
            rule
              .required()
              .min(1)
              .custom(checkMemberTypes(['homeStep'])),
            rule.max(4).warning('More than four steps no longer fit one row'),
          ],
        }),
      ],
    }),
    section({
      name: 'feeling',
      title: 'Cruise Is A Feeling',
      group: 'feeling',
      description: 'The carousel of Cruise theme documents.',
      example: 'Cruise Is A Feeling',
      fields: [buttonLabelField('Explore')],
    }),
    section({
      name: 'benefits',
      title: 'What Sets Us Apart',
      group: 'benefits',
      description: 'The Selling point documents shown on the home page.',
      example: 'What Sets Us Apart',
    }),
    section({
      name: 'testimonials',
      title: 'Testimonials',
      group: 'testimonials',
      description: 'The Testimonial documents shown to the visitor’s currency.',
      example: 'What Our Guests Say',
    }),
    section({
      name: 'partners',
      title: 'Our Partners',
      group: 'partners',
      description: 'The two-row slider of the logos of Cruise lines marked "Show in Our Partners".',
      example: 'Our Partners',
    }),
    section({
      name: 'specialOffers',
      title: 'Singapore special offers',
      group: 'specialOffers',
      description: 'Promo cards linking to offer pages of this site.',
      example: 'Special Offers From Singapore',
      fields: [
        defineField({
          name: 'cards',
          title: 'Cards',
          type: 'array',
          description: 'In order.',
          of: [defineArrayMember({ type: 'specialOfferCard' })],
          validation: (rule) =>
            rule
              .required()
              .min(1)
              .custom(checkMemberTypes(['specialOfferCard'])),
        }),
      ],
    }),
    section({
      name: 'itineraries',
      title: 'Itineraries',
      group: 'itineraries',
      description: 'Tabs of ship cards by length; the cards are Itinerary documents.',
      example: 'Popular Itineraries From Singapore',
      fields: [
        defineField({
          name: 'tabs',
          title: 'Tabs',
          type: 'array',
          description: 'In order. Each tab lists the Itinerary documents of its number of nights.',
          of: [defineArrayMember({ type: 'itineraryTab' })],
          validation: (rule) =>
            rule
              .required()
              .min(1)
              .custom(checkMemberTypes(['itineraryTab']))
              .custom((tabs: Array<{ nights?: number }> | undefined) => {
                const nights = (tabs ?? []).map((tab) => tab.nights).filter((value) => value !== undefined)
                const twice = nights.filter((value, index) => nights.indexOf(value) !== index)
                return twice.length > 0 ? `Each length once: ${[...new Set(twice)].join(', ')} nights has two tabs` : true
              }),
        }),
        defineField({
          name: 'defaultTab',
          title: 'Tab open at first',
          type: 'number',
          description: 'The nights of the tab visitors see first, e.g. 3 for 3-nights.',
          validation: (rule) =>
            rule
              .required()
              .integer()
              .custom((value: number | undefined, context) => {
                const tabs = (context.parent as ItinerariesValue | undefined)?.tabs ?? []
                return value === undefined || tabs.some((tab) => tab.nights === value) ? true : `There is no ${value}-night tab above`
              }),
        }),
        defineField({
          name: 'linkLabel',
          title: 'Card link text',
          type: 'string',
          description: 'The words on each ship card’s link, e.g. View Details.',
          initialValue: 'View Details',
          validation: (rule) => rule.required(),
        }),
      ],
    }),

    // Search engines (existing)
    defineField({
      name: 'keywords',
      title: 'Search keywords',
      type: 'array',
      group: 'seo',
      description: 'Phrases people search for that this page answers, e.g. "cruise from Singapore". Used in the page’s meta keywords; press Enter after each.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => [rule.unique(), rule.max(15).warning('More than 15 keywords dilutes them')],
    }),
  ],
})
