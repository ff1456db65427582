import { bookingSearch, image, withKeys } from './helpers.mjs'
import { art } from './home-artwork.mjs'

export default [
  {
    _id: 'siteSettings',
    _type: 'siteSettings',
    brandName: 'Harbourline Cruises',
    productName: 'Harbourline',
    tagline: 'Trusted Cruise Experts in Asia',
    logo: image('harbourline-logo.svg', 'Harbourline Cruises'),
    footerLogo: image('harbourline-logo-light.svg', 'Harbourline Cruises'),
    defaultShareImage: art('og-default'),
    supportPhones: {
      _type: 'phonesByCurrency',
      INR: '+91 22 6123 4567',
      USD: '+91 22 6123 4567',
      SGD: '+65 6123 4567',
    },
    chatNumber: '+65 8123 4567',
    bookingEmail: 'bookings@harbourline.example',
    address: 'Harbourline Cruises, 1 Harbourfront Walk, #12-01, Singapore 098585',
    bookingEngine: {
      _type: 'bookingEngine',
      host: 'https://booking.harbourline.example',
      searchPath: '/swift/cruise',
      siteIds: { _type: 'siteIds', USD: 1228312, SGD: 1227501, INR: 1237318 },
    },
    // Promo sign-up form: up to USD 115, INR 10,000 or SGD 150 off a first booking.
    promoOffer: { _type: 'money', INR: 10000, USD: 115, SGD: 150 },
    promoCodes: { _type: 'promoCodes', INR: 'HARBOUR10K', USD: 'HARBOUR115', SGD: 'HARBOUR150' },
    promoImages: {
      _type: 'promoImages',
      USD: art('promo-usd'),
      SGD: art('promo-sgd'),
      default: art('promo-default'),
    },
    promoModalDelaySeconds: 15,
    // Search widget preferences. No provider script is configured in the embedded
    // default, so the home page shows the site's own search form.
    searchWidget: {
      _type: 'searchWidget',
      bookingDomain: 'booking.harbourline.example',
      productType: 'cruise',
      languageId: 1,
      basicSearchFields: ['destination', 'sailingdate', 'departureport', 'cruiseline'],
      numberOfCols: 6,
      resultWindowType: '_self',
      showStateNCountryWithPorts: true,
      themeColor: '#0b4f6c',
      needsJquery: false,
      needsBootstrap: false,
    },
    navigation: withKeys([
      { _type: 'navLink', label: 'Home', path: '/' },
      { _type: 'navLink', label: 'Cruise Deals', path: '/cruisedeals', badge: 'New' },
      { _type: 'navLink', label: 'Cruise from Singapore', path: '/singapore-cruise', badge: 'New' },
      {
        _type: 'navBookingLink',
        label: 'Land + Cruises',
        search: bookingSearch({ transport: 'landcruise', sortColumn: 'price', sortOrder: 'asc' }),
      },
      { _type: 'navLink', label: 'Cruise Insurance', path: '/asego-insurance', badge: 'New' },
      { _type: 'navLink', label: 'Blog', path: '/blog' },
      { _type: 'navLink', label: 'About Us', path: '/about' },
      { _type: 'navLink', label: 'Contact Us', path: '/contact' },
    ]),
    footerBlurb:
      'Harbourline Cruises helps travellers across India, Singapore and Asia find the right sailing at the best price, with a dedicated cruise counsellor from first question to final port.',
    footerColumns: withKeys([
      {
        _type: 'linkColumn',
        title: 'Company',
        links: withKeys([
          { _type: 'navLink', label: 'About', path: '/about' },
          { _type: 'navLink', label: 'Contact', path: '/contact' },
          { _type: 'navLink', label: 'Newsroom', path: '/media' },
          { _type: 'navLink', label: 'Blog', path: '/blog' },
        ]),
      },
      {
        _type: 'linkColumn',
        title: 'Cruises',
        links: withKeys([
          { _type: 'navLink', label: 'Cruise Deals', path: '/cruisedeals' },
          { _type: 'navLink', label: 'Privacy Policy', path: '/privacy-policy' },
          { _type: 'navLink', label: 'Cruise Insurance', path: '/asego-insurance' },
        ]),
      },
    ]),
    socialBranches: withKeys(
      [
        {
          _type: 'socialBranch',
          branch: 'Singapore',
          links: withKeys(
            [
              { _type: 'socialLink', platform: 'facebook', url: 'https://www.facebook.com/harbourlinecruises.sg' },
              { _type: 'socialLink', platform: 'instagram', url: 'https://www.instagram.com/harbourlinecruises.sg' },
            ],
            (link) => link.platform,
          ),
        },
        {
          _type: 'socialBranch',
          branch: 'India',
          links: withKeys(
            [
              { _type: 'socialLink', platform: 'facebook', url: 'https://www.facebook.com/harbourlinecruises.in' },
              { _type: 'socialLink', platform: 'instagram', url: 'https://www.instagram.com/harbourlinecruises.in' },
              { _type: 'socialLink', platform: 'linkedin', url: 'https://www.linkedin.com/company/harbourline-cruises' },
              { _type: 'socialLink', platform: 'youtube', url: 'https://www.youtube.com/@harbourlinecruises' },
            ],
            (link) => link.platform,
          ),
        },
      ],
      (branch) => branch.branch,
    ),
    copyright: '© 2025 Harbourline Travel Technology Pte. Ltd., Singapore. All rights reserved.',
  },
]
