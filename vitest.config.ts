import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // A PostgreSQL for the tests of the shared store (tests/support/postgres-setup.ts).
    globalSetup: ['tests/support/postgres-setup.ts'],
    testTimeout: 20_000,
  },
})
