import { seo } from './helpers.mjs'
import { richText } from './portable-text.mjs'

// /privacy-policy: first published 27 June 2024; updated 27 November 2026 to say what the site
// does with form data (consent lines, the 90-day retention, unsubscribing, a person's requests:
// README "Personal data"). The site does not serve children under 18.

const body = richText(`
This policy explains how Harbourline Cruises ("Harbourline", "we", "us"), the cruise division of a Singapore travel and technology company, collects, uses, shares and protects personal information when you use this website, contact us or book travel through us. It applies to visitors and customers in Singapore, India and elsewhere.

## 1. Who we are

Harbourline Cruises is operated from 1 Harbourfront Walk, #12-01, Singapore 098585. We process personal information in line with Singapore's Personal Data Protection Act 2012 (PDPA) and, for customers in India, the Information Technology Act, 2000 and its rules, and other laws that apply to us. Questions about this policy go to our Data Protection Officer (see section 12).

## 2. Information we collect

- **Information you give us:** your name, e-mail address, phone number, country, travel dates, number of guests, destination and package interests, and messages you send through our enquiry, callback, promotion and quote forms.
- **Booking information:** passport details, date of birth, nationality, visa documents, dietary or accessibility needs, emergency contacts and payment details, when you book.
- **Information collected automatically:** your IP address, browser and device type, pages visited, the currency you choose, and the campaign or advertisement that brought you here (for example utm parameters or an ad click identifier).

We only ask for what we need. Sensitive information, such as health details relevant to a medical need on board, is collected only with your consent and shared only with the travel provider who needs it.

## 3. How we use your information

- to answer enquiries and call you back;
- to quote, book and manage cruises, flights, hotels, transfers, visas and insurance;
- to send booking confirmations, travel documents and service messages;
- to send offers and promotion codes, where you have agreed to receive them;
- to improve the website, measure our advertising and prevent fraud and abuse;
- to meet legal, tax and regulatory obligations.

## 4. Consent and marketing

Each of our forms says, above its button, what sending it means for your information, and we keep a record of the words you saw and when you sent the form. By sending an enquiry, callback, quote, insurance or visa form you agree to us contacting you about that request. We send offers and promotion codes only to people who signed up for them with our promotion form, and every such e-mail has a link to unsubscribe (mail apps show it as their own Unsubscribe button). Unsubscribing takes effect at once and stops every later offer to that address; we still answer your enquiries. You may withdraw consent at any time; this will not affect bookings already made.

## 5. Who we share it with

We share personal information only as needed to provide the travel you ask for or to run our business: cruise lines, airlines, hotels, ground handlers, visa processing agents and insurers (including our insurance partner ASEGO and the insurers it represents); payment processors; our booking-engine, e-mail, hosting and analytics providers, under contracts that protect your data; and authorities where the law requires it. We do not sell personal information.

## 6. International transfers

Travel is international, so your information may be transferred to and stored in countries outside Singapore or India, for example the country a cruise sails from. Where we transfer it, we require the recipient to protect it to a standard comparable to the PDPA.

## 7. Cookies and analytics

We use cookies that the site needs to work, for example to remember your currency, and, with your consent where required, analytics and advertising cookies to understand how visitors use the site. You can block or delete cookies in your browser; some features may then not work.

## 8. How long we keep it

When you send a form, our website keeps your details only until they have reached our sales team, and then 90 days more in case a delivery has to be checked; after that the website removes your name, e-mail address, phone number, travel plans and message, and keeps only which form was sent, when, and which campaign brought you (no longer about you). Our sales team keeps enquiry information for up to two years after our last contact with you, and booking records for as long as tax, accounting and travel-industry rules require, usually seven years. We then delete or anonymise it.

## 9. How we protect it

We use encryption in transit, access controls, staff training and vetted suppliers to protect personal information. No system is perfectly secure; if a data breach is likely to cause you significant harm, we will notify you and the authorities as the law requires.

## 10. Your rights

Under Singapore's PDPA and India's Digital Personal Data Protection Act 2023, you may ask to see the personal information we hold about you, to correct it, to have it deleted, or to withdraw your consent to its use, subject to legal exceptions. Tell us your e-mail address or phone number: we find every enquiry you sent with it, send you a copy of them, and on request delete your details from our website and from the copies our sales team holds (the spreadsheet and e-mails your enquiries reached). We reply within 30 days. To make a request, contact our Data Protection Officer.

## 11. Children

Our website and services are intended for adults. We do not knowingly collect personal information from children under 18, and children under 18 may not submit our forms or make bookings. A parent or guardian books travel for minors and provides their details. If you believe a child has given us personal information, contact us and we will delete it.

## 12. Contact us

Data Protection Officer, Harbourline Cruises, 1 Harbourfront Walk, #12-01, Singapore 098585; e-mail [privacy@harbourline.example](mailto:privacy@harbourline.example). For bookings, write to [bookings@harbourline.example](mailto:bookings@harbourline.example).

## 13. Changes to this policy

We may update this policy from time to time. The date at the top shows when it last changed; significant changes will be announced on this page.
`)

export default [
  {
    _id: 'privacyPolicy',
    _type: 'privacyPolicy',
    title: 'Privacy Policy',
    lastUpdated: '2026-11-27',
    body,
    seo: seo('Privacy Policy | Harbourline Cruises', 'How Harbourline Cruises collects, uses and protects your personal information.'),
  },
]
