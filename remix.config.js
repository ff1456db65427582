/**
 * Remix classic compiler (design.md 2). The client assets go under build/client so that the
 * budget and secret scans read one folder; the production server (server.js) serves
 * build/client/build at /build with immutable caching.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
  serverModuleFormat: 'esm',
  serverBuildPath: 'build/server/index.js',
  assetsBuildDirectory: 'build/client/build',
  publicPath: '/build/',
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
  },
}
