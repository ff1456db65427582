// What `npm test` repeats under its summary when a test step fails: each failed test's name and
// its error, read from the step's output. CI keeps only the end of a long log, where the test
// runner's own report has scrolled by, and an error raised in a library's event handler (a closed
// database connection, say) has no frame in any test file to tell which test it was.
import { stripVTControlCharacters } from 'node:util'

/** Vitest heads each failure in its report with `FAIL  <project>  <file> > <describe> > <test>`. */
const VITEST_HEADING = /^\s*FAIL\s+\S/

/** Playwright's list reporter heads each failure with `1) [<project>] › <file>:<line>:<column> › <test> ───`. */
const PLAYWRIGHT_HEADING = /^\s*\d+\) (\[[^\]]+\] › )?\S+:\d+:\d+ › /

/** A line of Playwright's code frame: `  388 |   code`, the failing one marked `> 389 |`. */
const CODE_FRAME = /^\s*(>\s*)?\d+ \|/

/** Where Playwright's error message ends: its code frame, its call log, a stack line or what it attached. */
const PLAYWRIGHT_MESSAGE_END = /^\s*(Call log:|at |Error Context:|attachment #|─)/i

/** How many lines of a Playwright error message are kept (the error, expected and received). */
const PLAYWRIGHT_MESSAGE_LINES = 4

/** The heading and the error of each failure in `output`, Vitest's or Playwright's (at most `limit` of them). */
export function failedTests(output, { limit = 10 } = {}) {
  const lines = stripVTControlCharacters(output).split(/\r?\n/)
  const failures = []
  for (let index = 0; index < lines.length && failures.length < limit; index++) {
    const heading = lines[index]
    if (VITEST_HEADING.test(heading)) {
      const error = lines.slice(index + 1).find((line) => line.trim() !== '')
      failures.push({ test: heading.trim().replace(/^FAIL\s+/, ''), error: error?.trim() ?? '' })
    } else if (PLAYWRIGHT_HEADING.test(heading)) {
      failures.push({
        test: heading
          .trim()
          .replace(/^\d+\)\s+/, '')
          .replace(/\s*─+$/, ''),
        error: playwrightError(lines.slice(index + 1)),
      })
    }
  }
  return failures
}

/**
 * A Playwright failure's message in one line: its first lines (the error, then what was expected
 * and received), and the line of the test that failed, from the code frame.
 */
function playwrightError(lines) {
  const message = []
  let messageEnded = false
  for (const line of lines) {
    if (PLAYWRIGHT_HEADING.test(line)) break
    const frame = CODE_FRAME.exec(line)
    if (frame) {
      messageEnded = true
      if (frame[1]) return [...message, line.trim()].join(' · ')
    } else if (PLAYWRIGHT_MESSAGE_END.test(line)) {
      messageEnded = true
    } else if (!messageEnded && line.trim() !== '' && message.length < PLAYWRIGHT_MESSAGE_LINES) {
      message.push(line.trim())
    }
  }
  return message.join(' · ')
}
