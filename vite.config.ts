import { fileURLToPath } from 'node:url'

import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

declare module '@remix-run/node' {
  // Loaders' and actions' data travel as single fetch does (turbo-stream); their types follow it.
  interface Future {
    v3_singleFetch: true
  }
}

/**
 * The site's build (design.md 2): Remix on Vite. The client assets keep the URL prefix /build/
 * (Vite's `assetsDir`), so the production server (server.js) serves build/client/build at /build
 * with immutable caching, and the budget and secret scans read one folder.
 */
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: {
    assetsDir: 'build',
  },
  plugins: [
    remix({
      ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
      serverModuleFormat: 'esm',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
})
