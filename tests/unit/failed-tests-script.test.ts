import { describe, expect, it } from 'vitest'

import { failedTests } from '../../scripts/lib/failed-tests.mjs'

// Vitest's report as CI prints it (colours included), for two failures.
const REPORT = [
  ' \u001b[31m❯\u001b[39m  unit  tests/unit/leads-outbox.test.ts (62 tests | 2 failed) 914ms',
  '     \u001b[31m×\u001b[39m fails at its timeout 210ms',
  '',
  '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯',
  '',
  ' \u001b[31m\u001b[1mFAIL\u001b[22m\u001b[39m  \u001b[30m\u001b[42m unit \u001b[49m\u001b[39m tests/unit/leads-outbox.test.ts > the PostgreSQL store > fails at its timeout',
  '\u001b[31mError: Connection terminated unexpectedly\u001b[39m',
  ' ❯ Connection.<anonymous> node_modules/pg/lib/client.js:204:73',
  '',
  ' FAIL   integration  tests/integration/two-nodes.test.ts > two nodes > one promo e-mail',
  '',
  'AssertionError: expected 2 to be 1 // Object.is equality',
  '',
  ' Test Files  2 failed (88)',
].join('\n')

describe('the failed tests npm test repeats under its summary', () => {
  it("names each failed test with its error's first line, without colours", () => {
    expect(failedTests(REPORT)).toEqual([
      {
        test: 'unit  tests/unit/leads-outbox.test.ts > the PostgreSQL store > fails at its timeout',
        error: 'Error: Connection terminated unexpectedly',
      },
      {
        test: 'integration  tests/integration/two-nodes.test.ts > two nodes > one promo e-mail',
        error: 'AssertionError: expected 2 to be 1 // Object.is equality',
      },
    ])
  })

  it('keeps to its limit, and finds nothing in a passing run', () => {
    expect(failedTests(REPORT, { limit: 1 })).toHaveLength(1)
    expect(failedTests(' Test Files  88 passed (88)\n      Tests  1716 passed (1716)')).toEqual([])
  })
})
