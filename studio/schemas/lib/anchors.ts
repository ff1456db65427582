import type { CustomValidatorResult } from 'sanity'
import { defineField } from 'sanity'

/** A section id for links such as /singapore-cruise#visa: lower case, digits and hyphens. */
const ANCHOR_PATTERN = /^[a-z][a-z0-9-]*$/

export function anchorField(initialValue: string) {
  return defineField({
    name: 'anchor',
    title: 'Link name (after # in the address)',
    type: 'string',
    description: `Links ending in #${initialValue} scroll here. Lower-case letters, digits and hyphens; changing it breaks links already shared.`,
    initialValue,
    validation: (rule) => rule.required().regex(ANCHOR_PATTERN, { name: 'lower-case letters, digits and hyphens' }),
  })
}

/** The section ids of a page must differ, or a #link could only reach the first one. */
export function checkUniqueAnchors(document: unknown, sections: readonly string[]): CustomValidatorResult {
  if (!document || typeof document !== 'object') return true
  const record = document as Record<string, { anchor?: unknown } | undefined>
  const anchors = sections.map((name) => record[name]?.anchor).filter((value): value is string => typeof value === 'string')
  const repeated = anchors.filter((anchor, index) => anchors.indexOf(anchor) !== index)
  return repeated.length === 0 ? true : `Each section needs its own id: #${[...new Set(repeated)].join(', #')} is used twice`
}
