import { at, defineMigration, unset } from 'sanity/migrate'

// The insurance page's coverage rows no longer carry a typed "Limit as shown" ("up to $1,00,000"):
// the site writes each limit from its number, in US dollar grouping. This removes the old field
// from the page's rows, drafts included. Run from studio/: `npx sanity migration run
// coverage-limit-derived` (a dry run), then again with `--no-dry-run`.
export default defineMigration({
  title: 'Insurance page: coverage limits are written by the site',
  documentTypes: ['insurancePage'],
  migrate: {
    document(document) {
      const rows = (document as { coverage?: Array<{ _key?: string; limitLabel?: unknown }> }).coverage ?? []
      return rows.filter((row) => row._key && 'limitLabel' in row).map((row) => at(['coverage', { _key: row._key! }, 'limitLabel'], unset()))
    },
  },
})
