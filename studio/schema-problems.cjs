// Prints the Studio schema's own problems as JSON, in the format of
// `sanity schema validate --format json`.
//
// Why: with an error in the schema, `sanity schema validate` (4.22; kept for 6) throws a bare "SchemaError"
// while loading the workspace instead of listing the problems. scripts/validate-content.mjs then
// runs this file through `sanity exec` (which registers a TypeScript loader, so the .ts schema
// files can be required) to name the type and field of each problem.
const { createSchema } = require('sanity')
const { schemaTypes } = require('./schemas/index.ts')

const schema = createSchema({ name: 'default', types: schemaTypes })
console.log(JSON.stringify(schema._validation ?? []))
