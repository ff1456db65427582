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
    // Vitest takes cores - 1 workers (one here). The integration tests mostly wait on sockets,
    // servers and PostgreSQL, so three files at a time keep two cores busy (README "Testing").
    maxWorkers: 3,
    // `npm test` runs with --coverage and prints the lines of app/ the unit tests run (the
    // integration tests run the built server in another process, which this does not see).
    coverage: {
      provider: 'v8',
      include: ['app/**/*.{ts,tsx}'],
      reporter: ['text-summary'],
      reportsDirectory: 'test-results/coverage',
    },
  },
})
