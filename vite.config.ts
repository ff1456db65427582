import { fileURLToPath } from 'node:url'

import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

/**
 * The site's build: React Router framework mode on Vite (its settings in
 * react-router.config.ts, its routes in app/routes.ts). The client assets keep the URL prefix
 * /build/ (Vite's `assetsDir`), so the production server (server.js) serves build/client/build at
 * /build with immutable caching, and the budget and secret scans read one folder.
 */
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: {
    assetsDir: 'build',
  },
  plugins: [reactRouter()],
})
