import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

// `npm run check:brief`: the embedded dataset held to the agency's brief, its figures and words
// (21 news items, the fares of each sailing, the campaign values). Not a step of `npm test`, whose
// tests read the content from the seed and so pass whatever an editor writes; run it when the seed
// is rebuilt or replaced (docs/decisions/0044-the-brief-checked-apart.md).
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    name: 'brief',
    environment: 'node',
    include: ['tests/brief/**/*.test.ts'],
    testTimeout: 20_000,
  },
})
