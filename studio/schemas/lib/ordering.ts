import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list'
import { defineField } from 'sanity'

/**
 * Document types content staff put in order by dragging them in the Studio's list
 * (@sanity/orderable-document-list): the site lists them by the plugin's `orderRank` field.
 * Keep in sync with DRAG_ORDERED_TYPES in scripts/lib/content-checks.mjs (a unit test compares them).
 */
export const DRAG_ORDERED_TYPES = ['deal', 'campaign'] as const
export type DragOrderedType = (typeof DRAG_ORDERED_TYPES)[number]

/** A LexoRank as the plugin writes it: bucket, `|`, base-36 digits, `:` and optional decimals. */
export const ORDER_RANK = /^[012]\|[0-9a-z]+:[0-9a-z]*$/

/**
 * The hidden rank the drag-ordered list writes. New documents get one after the last (the
 * plugin's initial value); a document without one (created outside the Studio) sorts first on
 * the site, so the rule asks for the list's "Reset Order" rather than letting it slip through.
 */
export function orderRank(type: DragOrderedType) {
  return defineField({
    ...orderRankField({ type }),
    validation: (rule) =>
      rule.custom((value: string | undefined) =>
        value && ORDER_RANK.test(value) ? true : 'No place in the list yet: open the drag-ordered list and use Reset Order in its menu',
      ),
  })
}

export { orderRankOrdering }
