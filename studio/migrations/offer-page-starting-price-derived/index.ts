import { at, defineMigration, unset } from 'sanity/migrate'

// Offer pages no longer carry a typed "Starting price": the site and the Studio read it from the
// fare table (the cheapest upcoming sailing per person), so an editor never types what the table
// already says. This removes the old field from a dataset's offer pages, drafts included.
// Run from studio/: `npx sanity migration run offer-page-starting-price-derived` (a dry run),
// then again with `--no-dry-run` (README, "Connecting a real Sanity project").
export default defineMigration({
  title: 'Offer pages: the starting price is derived from the fare table',
  documentTypes: ['offerPage'],
  migrate: {
    document(document) {
      return 'startingPrice' in document ? [at('startingPrice', unset())] : []
    },
  },
})
