import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The WCAG levels every page and dialog must meet: 2.1 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe's violations on the page as it is now, one line each: 'rule: selector, selector'. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe in the page and its same-origin frames; the default also runs it in
  // cross-origin frames and then merges the results in a blank page it opens for each scan, which
  // doubled every scan's time. The site's only cross-origin frames (the map, the cruise calendar)
  // are third parties' pages, loaded on a click; the frame element itself is still checked.
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true)
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }
