// How each lead form looks: labels, buttons, the thank-you lines, the phone field's start country.
// Which fields each form has, and the rules, are in ~/lib/leads/forms/fields (shared with the server).
import type { LeadInputField } from '~/lib/leads/forms/fields'
import type { LeadKind } from '~/lib/leads/types'

export interface LeadFormTexts {
  /** The modal's or section's heading. */
  title: string
  submit: { idle: string; sending: string; done: string }
  thanks: { heading: string; lines: string[] }
  labels: Partial<Record<LeadInputField, string>>
  /** Phone field's country list: the visitor's own country is chosen on every form; India-first lists India, US, UK, UAE at the top. */
  phoneStart: 'visitor' | 'india-first'
}

const SUBMIT = { idle: 'Submit', sending: 'Submitting…', done: 'Submitted' }
const THANKS = { heading: 'Thank you for your submission!', lines: ['We will get back to you soon.'] }
const CONTACT_LABELS = { firstName: 'First Name', lastName: 'Last Name', email: 'Email', mobile: 'Phone Number' } as const

export const LEAD_FORM_TEXTS: Readonly<Record<LeadKind, LeadFormTexts>> = {
  promo: {
    title: 'Sign up for your exclusive promo code',
    submit: { idle: 'Subscribe', sending: 'Subscribing...', done: 'Submitted' },
    thanks: {
      heading: 'Thank you!',
      lines: ['Your Exclusive Promo Code has been sent to your registered email.', 'Get Ready to Set Sail With Amazing Savings!'],
    },
    labels: { ...CONTACT_LABELS, monthOfTravel: 'Travel Month', destination: 'Destination' },
    phoneStart: 'visitor',
  },
  'deal-enquiry': {
    title: 'Enquire Now',
    submit: SUBMIT,
    thanks: THANKS,
    labels: {
      ...CONTACT_LABELS,
      monthOfTravel: 'Month of Travel',
      passengers: 'No. of Passengers',
      destination: 'Destination',
      interest: 'Interested in',
      message: 'Message',
    },
    phoneStart: 'india-first',
  },
  callback: {
    title: 'Call Now or Leave a Query',
    submit: SUBMIT,
    thanks: THANKS,
    labels: {
      ...CONTACT_LABELS,
      destination: 'Destination',
      passengers: 'No. of Guests',
      fromdate: 'From Date',
      todate: 'To Date',
      message: 'Message',
    },
    phoneStart: 'visitor',
  },
  quote: {
    title: 'Request A Quote',
    submit: SUBMIT,
    thanks: THANKS,
    labels: {
      ...CONTACT_LABELS,
      sailingDate: 'Sailing Date',
      monthOfTravel: 'Month of Travel',
      passengers: 'No. of Passengers',
      interest: 'Also Interested in',
      message: 'Message',
    },
    phoneStart: 'visitor',
  },
  insurance: {
    title: 'Get a Quote',
    submit: SUBMIT,
    thanks: THANKS,
    labels: {
      ...CONTACT_LABELS,
      fromdate: 'From Date',
      todate: 'To Date',
      passengers: 'No. of Passengers',
      destination: 'Destination',
      message: 'Message',
    },
    phoneStart: 'india-first',
  },
  visa: {
    title: 'Get Visa Assistance',
    submit: SUBMIT,
    thanks: THANKS,
    labels: {
      ...CONTACT_LABELS,
      monthOfTravel: 'Month of Travel',
      passengers: 'No. of Passengers',
      interest: 'Also Interested in',
      message: 'Message',
    },
    phoneStart: 'visitor',
  },
  'dates-alert': {
    title: 'Tell me when dates are out',
    submit: { idle: 'Tell me', sending: 'Sending…', done: 'Sent' },
    thanks: { heading: 'Thank you!', lines: ['We will tell you as soon as new dates are out.'] },
    labels: { firstName: 'First Name', email: 'Email', mobile: 'WhatsApp or Phone Number (optional)' },
    phoneStart: 'visitor',
  },
}

/** India, US, UK, UAE first on the deals and insurance forms. */
export const PREFERRED_PHONE_COUNTRIES = ['IN', 'US', 'GB', 'AE'] as const
