import { defineArrayMember, defineField, defineType } from 'sanity'

import { missingCurrencies } from '../lib/currencies'
import { imageWithAlt } from '../lib/image'
import { checkInternationalPhone, checkMemberTypes } from '../lib/validation'

/** Everything the site chrome shows on every page: brand, contact details, menus, footer. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  description: 'Brand, contact details, menus and footer shown on every page of the site.',
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'navigation', title: 'Navigation' },
    { name: 'footer', title: 'Footer' },
    { name: 'booking', title: 'Booking engine' },
    { name: 'promo', title: 'Promo' },
    { name: 'searchWidget', title: 'Search widget' },
  ],
  fields: [
    // Brand
    defineField({
      name: 'brandName',
      title: 'Brand name',
      type: 'string',
      group: 'brand',
      description: 'The company name as visitors read it, e.g. in page titles and e-mails: Harbourline Cruises.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'productName',
      title: 'Product name',
      type: 'string',
      group: 'brand',
      description:
        'Short one-word name used in campaign and form codes (Harbourline gives SignUp-Harbourline and Harbourline_Organic). Changing it changes those codes in reports.',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) => (value === undefined || /^[A-Za-z0-9]+$/.test(value) ? true : 'Letters and digits only, no spaces')),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'string',
      group: 'brand',
      description: 'Short line shown with the logo, e.g. Trusted Cruise Experts in Asia.',
      validation: (rule) => [rule.required(), rule.max(80).warning('Keep the tagline under 80 characters')],
    }),
    imageWithAlt({
      name: 'logo',
      title: 'Logo',
      group: 'brand',
      required: true,
      description: 'Shown in the header on a light background. SVG preferred.',
      altDescription: 'Usually the brand name, e.g. Harbourline Cruises.',
    }),
    imageWithAlt({
      name: 'footerLogo',
      title: 'Footer logo',
      group: 'brand',
      required: true,
      description: 'Shown in the footer on a dark background, so use the light version of the logo.',
      altDescription: 'Usually the brand name, e.g. Harbourline Cruises.',
    }),
    imageWithAlt({
      name: 'defaultShareImage',
      title: 'Default sharing image',
      group: 'brand',
      required: true,
      description: 'Shown in link previews (WhatsApp, Facebook, LinkedIn) of pages that have no picture of their own. 1200 × 630 pixels.',
      altDescription: 'What the picture shows, e.g. "Harbourline Cruises: a cruise ship on a calm sea".',
    }),

    // Contact
    defineField({
      name: 'supportPhones',
      title: 'Support phone numbers',
      type: 'phonesByCurrency',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'chatNumber',
      title: 'WhatsApp chat number',
      type: 'string',
      group: 'contact',
      description: 'The business number the chat button opens a WhatsApp conversation with, e.g. +65 8123 4567.',
      validation: (rule) => rule.required().custom(checkInternationalPhone),
    }),
    defineField({
      name: 'bookingEmail',
      title: 'Booking e-mail',
      type: 'email',
      group: 'contact',
      description: 'Shown on the contact page and in the footer for booking questions.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'address',
      title: 'Office address',
      type: 'text',
      rows: 3,
      group: 'contact',
      description: 'Postal address shown in the footer and on the contact page.',
      validation: (rule) => rule.required(),
    }),

    // Navigation
    defineField({
      name: 'navigation',
      title: 'Main menu',
      type: 'array',
      group: 'navigation',
      description: 'The header menu, in order. Add a page link for pages of this site, or a booking-engine search for a ready-made list of cruises.',
      of: [defineArrayMember({ type: 'navLink' }), defineArrayMember({ type: 'navBookingLink' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom(checkMemberTypes(['navLink', 'navBookingLink']))
          .custom((items: Array<{ label?: string }> | undefined) => {
            const labels = (items ?? []).map((item) => item.label).filter(Boolean)
            const twice = labels.filter((label, index) => labels.indexOf(label) !== index)
            return twice.length > 0 ? `Menu labels must differ: ${[...new Set(twice)].join(', ')} is used twice` : true
          }),
    }),

    // Footer
    defineField({
      name: 'footerBlurb',
      title: 'Footer text',
      type: 'text',
      rows: 4,
      group: 'footer',
      description: 'The short paragraph about the company under the footer logo.',
      validation: (rule) => [rule.required(), rule.max(400).warning('Keep the footer text under 400 characters')],
    }),
    defineField({
      name: 'footerColumns',
      title: 'Footer link columns',
      type: 'array',
      group: 'footer',
      description: 'Columns of links in the footer, each with a heading.',
      of: [defineArrayMember({ type: 'linkColumn' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom(checkMemberTypes(['linkColumn'])),
    }),
    defineField({
      name: 'socialBranches',
      title: 'Social media by office',
      type: 'array',
      group: 'footer',
      description: 'Each office’s social media profiles, shown as icons in the footer.',
      of: [defineArrayMember({ type: 'socialBranch' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom(checkMemberTypes(['socialBranch'])),
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright line',
      type: 'string',
      group: 'footer',
      description: 'The last line of the footer, e.g. © 2025 Harbourline Travel Technology Pte. Ltd.',
      validation: (rule) => rule.required(),
    }),

    // Booking engine
    defineField({
      name: 'bookingEngine',
      title: 'Booking engine',
      type: 'bookingEngine',
      group: 'booking',
      validation: (rule) => rule.required(),
    }),

    // Promo sign-up form
    defineField({
      name: 'promoOffer',
      title: 'Promo discount',
      type: 'money',
      group: 'promo',
      description: 'The discount on a first booking the promo form offers ("Get up to … off"), per currency. Keep it in line with the promo codes below.',
      validation: (rule) => rule.required().custom(missingCurrencies),
    }),
    defineField({
      name: 'promoCodes',
      title: 'Promo codes',
      type: 'promoCodes',
      group: 'promo',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'promoImages',
      title: 'Promo banners',
      type: 'promoImages',
      group: 'promo',
      description: 'The picture above the promo form, inline and in the pop-up.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'promoModalDelaySeconds',
      title: 'Pop-up delay (seconds)',
      type: 'number',
      group: 'promo',
      description: 'How many seconds after a page loads the promo pop-up opens, e.g. 15. It opens once per browser session and never after the form was sent.',
      validation: (rule) => [rule.required().integer().min(0), rule.max(120).warning('Over two minutes: most visitors will never see it')],
    }),

    // Search widget
    defineField({
      name: 'searchWidget',
      title: 'Search widget',
      type: 'searchWidget',
      group: 'searchWidget',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { brandName: 'brandName', tagline: 'tagline', media: 'logo' },
    prepare: ({ brandName, tagline, media }: { brandName?: string; tagline?: string; media?: unknown }) => ({
      title: 'Site settings',
      subtitle: [brandName, tagline].filter(Boolean).join(' · '),
      media: media as never,
    }),
  },
})
