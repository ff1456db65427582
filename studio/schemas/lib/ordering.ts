import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list'
import { defineField } from 'sanity'

import { DRAG_ORDERED_TYPES, type DragOrderedType } from '../../../content-model/vocabulary'

export { DRAG_ORDERED_TYPES, type DragOrderedType }

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
