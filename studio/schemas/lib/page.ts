import { defineType, type DocumentRule, type FieldDefinition, type FieldGroupDefinition } from 'sanity'

import { pageTitleField, seoField } from './fields'

/** Tabs every page singleton shares; a page's own groups come after these. */
export const PAGE_GROUPS: FieldGroupDefinition[] = [
  { name: 'content', title: 'Content', default: true },
  { name: 'seo', title: 'Search engines' },
]

interface PageSingletonOptions {
  /** Document type name; also the fixed document id (e.g. `contactPage`). */
  name: string
  /** How the page is named in the Studio, e.g. "Contact page". */
  title: string
  /** The site address of the page, shown in the Studio, e.g. /contact. */
  route: string
  description?: string
  /** Page-specific fields, placed between the heading and the SEO fields. Default group: content. */
  fields?: FieldDefinition[]
  groups?: FieldGroupDefinition[]
  /** Rules over the whole document (e.g. section ids that must differ). */
  validation?: (rule: DocumentRule) => DocumentRule
}

/**
 * A page of the site that exists exactly once (a singleton): the heading, the page's own
 * fields and the search-engine copy. The desk structure opens it as one document whose id is
 * its type name, and the Studio offers no delete, duplicate or unpublish for it.
 */
export function definePageSingleton({ name, title, route, description, fields = [], groups = [], validation }: PageSingletonOptions) {
  return defineType({
    name,
    title,
    type: 'document',
    description: description ?? `The content of ${route} on the site.`,
    groups: [...PAGE_GROUPS, ...groups],
    fields: [
      pageTitleField({ group: 'content' }),
      ...fields.map((field) => ({ ...field, group: field.group ?? 'content' }) as FieldDefinition),
      seoField({ group: 'seo' }),
    ],
    ...(validation ? { validation } : {}),
    preview: {
      select: { heading: 'title' },
      prepare: ({ heading }: { heading?: string }) => ({
        title,
        subtitle: heading ? `${route} · ${heading}` : route,
      }),
    },
  })
}
