import { createClient } from '@sanity/client'
import { visionTool } from '@sanity/vision'
import { createMockAuthStore, type CurrentUser, defineConfig, type DocumentActionComponent } from 'sanity'
import { structureTool } from 'sanity/structure'

import { SANITY_API_VERSION } from '../content-model/api-version'
import { toolsForRoles } from './developer-tools'
import { dataset, offline, offlineApiHost, projectId } from './env'
import { leadsTool } from './leads-tool'
import { presentation } from './presentation'
import { PreviewAsOfAction } from './preview-as-of'
import { PreviewOnSiteAction } from './preview-on-site'
import { schemaTypes, singletonTypes } from './schemas'
import { structure } from './structure'
import { todayTool } from './today-tool'

const singletons = new Set(singletonTypes)

/** Document actions a singleton keeps: no delete, duplicate or unpublish. */
const SINGLETON_ACTIONS = new Set<DocumentActionComponent['action']>(['publish', 'discardChanges', 'restore'])

/** The stand-in user for offline validation; it never reaches any server. */
const OFFLINE_USER: CurrentUser = {
  id: 'offline-content-validation',
  name: 'Offline content validation',
  email: 'content-validation@harbourline.example',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
}

/**
 * With SANITY_OFFLINE=1 (`npm run validate:content`) the CLI loads this config to validate
 * documents. The default auth store would ask the hosted API who the user is; the mock store
 * answers locally instead, with a client whose host is a closed local port.
 */
const auth = offline
  ? {
      auth: createMockAuthStore({
        currentUser: OFFLINE_USER,
        client: createClient({
          projectId,
          dataset,
          apiHost: offlineApiHost(),
          useProjectHostname: false,
          apiVersion: SANITY_API_VERSION,
          useCdn: false,
          token: 'offline',
          ignoreBrowserTokenWarning: true,
        }),
      }),
    }
  : // Sign-in by token, kept by the browser: the Leads tool sends it to the site, which asks
    // Sanity who it is (ADR 38); with cookie sign-in the Studio would hold no token to send.
    { auth: { loginMethod: 'token' as const } }

export default defineConfig({
  name: 'default',
  title: 'Harbourline Cruises',
  projectId,
  dataset,
  ...auth,
  // The start page first: the Studio opens on the first tool.
  plugins: [todayTool(), structureTool({ structure }), presentation, leadsTool(), visionTool({ defaultApiVersion: SANITY_API_VERSION })],
  // Vision only for the people who run the project (developer-tools.ts).
  tools: (tools, { currentUser }) => toolsForRoles(tools, currentUser?.roles ?? []),
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure, never created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) => [
      ...(singletons.has(schemaType) ? actions.filter(({ action }) => SINGLETON_ACTIONS.has(action)) : actions),
      PreviewOnSiteAction,
      PreviewAsOfAction,
    ],
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === 'global' ? options.filter(({ templateId }) => !singletons.has(templateId)) : options,
  },
})
