import { at, defineMigration, set, unset } from 'sanity/migrate'

// The promo pop-up's delay is typed in seconds ("15"), not milliseconds ("15000"): the field
// `promoModalDelayMs` of the site settings becomes `promoModalDelaySeconds`, drafts included.
// Run from studio/: `npx sanity migration run promo-delay-in-seconds` (a dry run), then again
// with `--no-dry-run` (README, "Connecting a real Sanity project").
export default defineMigration({
  title: 'Site settings: the promo pop-up delay in seconds',
  documentTypes: ['siteSettings'],
  migrate: {
    document(document) {
      const milliseconds = (document as { promoModalDelayMs?: unknown }).promoModalDelayMs
      if (typeof milliseconds !== 'number') return []
      return [at('promoModalDelaySeconds', set(Math.round(milliseconds / 1000))), at('promoModalDelayMs', unset())]
    },
  },
})
