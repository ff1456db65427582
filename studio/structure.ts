import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list'
import type { StructureResolver } from 'sanity/structure'

import { EndingSoonList } from './ending-soon'
import { documentTypes, singletonTypes } from './schemas'
import { DRAG_ORDERED_TYPES } from './schemas/lib/ordering'

/**
 * The Studio's content list: each singleton once, opened as the single document whose id is its
 * type name (Site settings first, then the pages), then every other document type as a list.
 * Deals and campaigns are drag-ordered lists: the order staff drag them into is the site's order.
 * "Ending soon and departed" lists what needs new dates. Types added to the schema later appear
 * at the end automatically.
 */
export const structure: StructureResolver = (S, context) => {
  const titleOf = (type: string) => S.context.schema.get(type)?.title ?? type

  const singletonItem = (type: string) =>
    S.listItem()
      .id(type)
      .title(titleOf(type))
      .schemaType(type)
      .child(S.document().schemaType(type).documentId(type).title(titleOf(type)))

  const [settings, ...pages] = singletonTypes
  const listed = new Set([...singletonTypes, ...documentTypes])
  const otherTypes = S.documentTypeListItems().filter((item) => {
    const id = item.getId()
    return id !== undefined && !listed.has(id)
  })

  return S.list()
    .title('Content')
    .items([
      ...(settings ? [singletonItem(settings), S.divider()] : []),
      ...pages.map(singletonItem),
      S.divider(),
      S.listItem().id('ending-soon').title('Ending soon and departed').child(S.component(EndingSoonList).id('ending-soon').title('Ending soon and departed')),
      S.divider(),
      ...documentTypes.map((type) =>
        (DRAG_ORDERED_TYPES as readonly string[]).includes(type)
          ? orderableDocumentListDeskItem({ type, title: titleOf(type), id: type, S, context })
          : S.documentTypeListItem(type).title(titleOf(type)),
      ),
      ...otherTypes,
    ])
}
