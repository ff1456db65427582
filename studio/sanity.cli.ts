import { type CliConfig, defineCliConfig } from 'sanity/cli'

import { dataset, offline, OFFLINE_API_HOST, projectId } from './env'

/**
 * In offline mode (`npm run validate:content`) the CLI's own API client points at a closed local
 * port, so a request that should not happen fails at once instead of leaving the machine.
 * The CLI passes `api` straight to @sanity/client, which accepts `apiHost`; CliConfig's type
 * does not declare it, hence the widened type.
 */
const api: NonNullable<CliConfig['api']> & { apiHost?: string } = offline ? { projectId, dataset, apiHost: OFFLINE_API_HOST } : { projectId, dataset }

/**
 * Sanity TypeGen (`npm run typegen`, scripts/typegen.ts): the result types of the site's queries,
 * from the schema `sanity schema extract` writes. The script sets these paths (relative to studio/),
 * to a temporary folder when it checks that the checked-in types are current.
 */
const typegenDir = process.env.TYPEGEN_DIR ?? '../app/query-types'
const typegen = {
  path: `${typegenDir}/queries.ts`,
  schema: process.env.TYPEGEN_SCHEMA ?? 'schema.json',
  generates: `${typegenDir}/sanity.types.ts`,
  // The site's Sanity client keeps its own types: the app checks every answer with zod anyway.
  overloadClientMethods: false,
}

export default defineCliConfig({
  api,
  typegen,
  // The Studio bundles the installed `sanity` instead of loading it from Sanity's CDN at runtime,
  // so builds are reproducible and work without the internet.
  deployment: { autoUpdates: false },
})
