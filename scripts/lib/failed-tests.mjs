// What `npm test` repeats under its summary when a test step fails: each failed test's name and the
// first line of its error, read from the step's output. CI keeps only the end of a long log, where
// Vitest's own report has scrolled by, and an error raised in a library's event handler (a closed
// database connection, say) has no frame in any test file to tell which test it was.
import { stripVTControlCharacters } from 'node:util'

/** Vitest heads each failure in its report with `FAIL  <project>  <file> > <describe> > <test>`. */
const FAILURE_HEADING = /^\s*FAIL\s+\S/

/** The heading and the first line of the error of each failure in `output` (at most `limit` of them). */
export function failedTests(output, { limit = 10 } = {}) {
  const lines = stripVTControlCharacters(output).split(/\r?\n/)
  const failures = []
  for (let index = 0; index < lines.length && failures.length < limit; index++) {
    if (!FAILURE_HEADING.test(lines[index])) continue
    const error = lines.slice(index + 1).find((line) => line.trim() !== '')
    failures.push({ test: lines[index].trim().replace(/^FAIL\s+/, ''), error: error?.trim() ?? '' })
  }
  return failures
}
