import { type CliConfig, defineCliConfig } from 'sanity/cli'

import { dataset, offline, OFFLINE_API_HOST, projectId } from './env'

/**
 * In offline mode (`npm run validate:content`) the CLI's own API client points at a closed local
 * port, so a request that should not happen fails at once instead of leaving the machine.
 * The CLI passes `api` straight to @sanity/client, which accepts `apiHost`; CliConfig's type
 * does not declare it, hence the widened type.
 */
const api: NonNullable<CliConfig['api']> & { apiHost?: string } = offline ? { projectId, dataset, apiHost: OFFLINE_API_HOST } : { projectId, dataset }

export default defineCliConfig({
  api,
  // The Studio bundles the installed `sanity` instead of loading it from Sanity's CDN at runtime,
  // so builds are reproducible and work without the internet.
  deployment: { autoUpdates: false },
})
