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

// Playwright's list reporter as CI prints it, for a poll, an action and a locator assertion that failed.
const PLAYWRIGHT_REPORT = [
  '  ✘  12 [chromium] › tests/e2e/home.spec.ts:377:5 › home page › rows scroll (6.1s)',
  '',
  '  1) [chromium] › tests/e2e/home.spec.ts:377:5 › home page › rows scroll ──────────────────────────',
  '',
  '    Error: expect(received).toBe(expected) // Object.is equality',
  '',
  '    Expected: 300',
  '    Received: 0',
  '',
  '    Call Log:',
  '    - Timeout 5000ms exceeded while waiting on the predicate',
  '',
  "      388 |     await page.getByRole('button', { name: 'Next news' }).click()",
  '    > 389 |     await expect.poll(() => scrollLeft(news)).toBe(300)',
  '          |                                                ^',
  '      390 |   })',
  '        at /work/main/tests/e2e/home.spec.ts:389:48',
  '',
  '    Error Context: test-results/home-rows-scroll/error-context.md',
  '',
  '  2) [chromium] › tests/e2e/forms.spec.ts:7:3 › forms › click ─────────────────────────────────',
  '',
  '    TimeoutError: locator.click: Timeout 500ms exceeded.',
  '    Call log:',
  "      - waiting for getByRole('button', { name: 'Send' })",
  '',
  '',
  "    >  9 |     await page.getByRole('button', { name: 'Send' }).click({ timeout: 500 })",
  '        at /work/main/tests/e2e/forms.spec.ts:9:59',
  '',
  '  3) [chromium] › tests/e2e/home.spec.ts:11:3 › home page › carousel ─────────────────────────────',
  '',
  '    Error: expect(locator).toHaveText(expected) failed',
  '',
  "    Locator:  locator('p')",
  '    Expected: "Showing 2 to 4 of 9"',
  '    Received: "Showing 1 to 3 of 9"',
  '    Timeout:  500ms',
  '',
  '    Call log:',
  "      - waiting for locator('p')",
  '',
  "    > 13 |     await expect(page.locator('p')).toHaveText('Showing 2 to 4 of 9')",
  '',
  '  3 failed',
  '    [chromium] › tests/e2e/home.spec.ts:377:5 › home page › rows scroll ──────────────────────────',
  '  190 passed (6.2m)',
].join('\n')

describe('the failed e2e tests npm test repeats under its summary', () => {
  it('names each failed test with its error, what was expected and received, and the line that failed', () => {
    expect(failedTests(PLAYWRIGHT_REPORT)).toEqual([
      {
        test: '[chromium] › tests/e2e/home.spec.ts:377:5 › home page › rows scroll',
        error:
          'Error: expect(received).toBe(expected) // Object.is equality · Expected: 300 · Received: 0 · > 389 |     await expect.poll(() => scrollLeft(news)).toBe(300)',
      },
      {
        test: '[chromium] › tests/e2e/forms.spec.ts:7:3 › forms › click',
        error: "TimeoutError: locator.click: Timeout 500ms exceeded. · >  9 |     await page.getByRole('button', { name: 'Send' }).click({ timeout: 500 })",
      },
      {
        test: '[chromium] › tests/e2e/home.spec.ts:11:3 › home page › carousel',
        error:
          "Error: expect(locator).toHaveText(expected) failed · Locator:  locator('p') · Expected: \"Showing 2 to 4 of 9\" · Received: \"Showing 1 to 3 of 9\" · > 13 |     await expect(page.locator('p')).toHaveText('Showing 2 to 4 of 9')",
      },
    ])
  })

  it('reads the report of a run without projects too', () => {
    expect(failedTests('  1) tests/e2e/x.spec.ts:3:3 › rows › fails ───\n\n    Error: boom\n')).toEqual([
      { test: 'tests/e2e/x.spec.ts:3:3 › rows › fails', error: 'Error: boom' },
    ])
  })
})
