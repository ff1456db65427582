// Every GROQ query of the site, grouped by area. Each projection and the zod schema of its result
// come from one list of entries (projection.ts, ADR 30), and the types the app uses are inferred
// from those schemas, so a query and its type cannot drift apart. A query is
// `{ name, groq, parse }`; content.server.ts runs it through the memo.
export type { LeadFormPlacement } from '../../../../content-model/vocabulary'
export * from './article-card'
export * from './forms'
export * from './lists'
export * from './offer-card'
export * from './pages'
export * from './rich-text'
export * from './shared'
export * from './site'
