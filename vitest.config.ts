import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // A PostgreSQL for the tests of the shared store (tests/support/postgres-setup.ts).
    globalSetup: ['tests/support/postgres-setup.ts'],
    // Spies, stubbed variables and fake timers end with their test, so no test depends on the
    // order the files or tests run in (the unit files share workers and run in any order).
    restoreMocks: true,
    unstubEnvs: true,
    // At most three files at a time: the integration tests mostly wait on sockets, servers and
    // PostgreSQL, so three of them keep two cores busy (README "Testing").
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Pure functions and in-process stores: threads that keep their loaded modules from file
          // to file take half the time of one fresh process per file.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          pool: 'forks',
        },
      },
    ],
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
