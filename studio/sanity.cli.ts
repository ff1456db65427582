import { type CliConfig, defineCliConfig } from 'sanity/cli'

import { dataset, offline, OFFLINE_API_HOST, projectId } from './env'

/**
 * In offline mode (`npm run validate:content`) the CLI's own API client points at a closed local
 * port, so a request that should not happen fails at once instead of leaving the machine.
 * The CLI passes `api` straight to @sanity/client, which accepts `apiHost`; CliConfig's type
 * does not declare it, hence the widened type.
 */
const api: NonNullable<CliConfig['api']> & { apiHost?: string } = offline ? { projectId, dataset, apiHost: OFFLINE_API_HOST } : { projectId, dataset }

/** Packages the Studio's bundle takes from studio/node_modules only. */
const ONE_COPY = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-is', 'styled-components']

export default defineCliConfig({
  api,
  // The Studio bundles the installed `sanity` instead of loading it from Sanity's CDN at runtime,
  // so builds are reproducible and work without the internet.
  deployment: { autoUpdates: false },
  // npm hoists the Studio's React libraries that accept any React (drag and drop, floating UI,
  // Redux bindings, styled-components) to the repository's root node_modules, where the site's
  // React 18 is. The bundle must hold one React, the Studio's 19: these resolve from studio/
  // whoever imports them (docs/decisions/0032).
  vite: (config) => ({
    ...config,
    resolve: { ...config.resolve, dedupe: [...(config.resolve?.dedupe ?? []), ...ONE_COPY] },
  }),
})
