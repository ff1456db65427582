// Choices and tracking values of the lead forms. Every
// option is sent exactly as shown: the old site's Africa -> "Australia" and North/South America
// -> "Dubai" defects cannot recur, and its odd stored interest values (" fly Cruise Package",
// "land+ Fly+cruise package", "hotel") are replaced by their labels.

const lead = (leadsource, leadvariation) => ({ _type: 'leadDefault', leadsource, ...(leadvariation ? { leadvariation } : {}) })

export default [
  {
    _id: 'formOptions',
    _type: 'formOptions',
    destinationPlaceholder: 'Select Destination',
    destinations: [
      'Alaska',
      'Asia',
      'Antarctica',
      'Australia/New Zealand',
      'Bahamas',
      'Bermuda',
      'Caribbean',
      'Canada',
      'Dubai',
      'Europe',
      'Galapagos',
      'Hawaii',
      'Middle East',
      'Mediterranean',
      'Mexico',
      'Singapore',
      'Africa',
      'North America',
      'South America',
    ],
    interests: {
      dealsAndSingapore: ['Land Package', 'Cruise Package', 'Land + Cruise Package', 'Hotel', 'Flight'],
      offerAndQuote: ['Land Package', 'Transfer', 'Land + Cruise Package', 'Hotel', 'Flight'],
      dealEnquiry: ['Land Package', 'Cruise Package', 'Fly + Cruise Package', 'Land + Fly + Cruise Package', 'Hotel', 'Flight'],
    },
    offerDestination: 'Singapore',
    leadDefaults: {
      promo: lead('SignUp-Harbourline'),
      dealEnquiry: lead('Lead From Cruise Deal', 'Cruise Deal Page'),
      offerQuote: lead('Cruise From Singapore', 'Int2special-Form'),
      singapore: lead('Cruise From Singapore', 'Singapore Cruise Page'),
      visa: lead('Visa Assistance', 'Singapore Cruise Page'),
      callback: lead('Callback Form', 'Call Now or Leave a Query'),
      insurance: lead('Asego Insurance', 'Asego Page Banner'),
      insuranceQuote: lead('Asego Quote Form', 'Asego Page Banner'),
    },
    // What each form's sender agrees to; the form links the Privacy Policy after it.
    consent: {
      promo: 'By signing up you agree to get our offers and promo codes by e-mail. Every e-mail has a link to unsubscribe.',
      dealEnquiry: 'By sending this enquiry you agree that we use your details to answer it about this cruise.',
      callback: 'By sending this form you agree that we use your details to call or e-mail you back.',
      quote: 'By requesting a quote you agree that we use your details to prepare it and contact you about it.',
      insurance: 'By sending this form you agree that we use your details, with our partner ASEGO, to prepare your insurance quote.',
      visa: 'By sending this form you agree that we use your details to help with your visa.',
    },
  },
]
