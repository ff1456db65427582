// Every GROQ query of the site, with the zod schema of its result, grouped by area. The types
// the app uses are inferred from these schemas, so a query and its type cannot drift apart.
// A query is `{ name, groq, parse }`; content.server.ts runs it through the memo.
export * from './detail'
export * from './home'
export * from './pages'
export * from './shared'
export * from './site'
