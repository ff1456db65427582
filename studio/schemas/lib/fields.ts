import { defineField } from 'sanity'

/** The visible heading of a page (its <h1>). */
export function pageTitleField(options: { group?: string; description?: string } = {}) {
  return defineField({
    name: 'title',
    title: 'Page heading',
    type: 'string',
    group: options.group,
    description: options.description ?? 'The main heading visitors see at the top of the page.',
    validation: (rule) => [rule.required(), rule.max(120).warning('Headings over 120 characters wrap badly on phones')],
  })
}

/** Search-engine title and description (the `seo` object type). */
export function seoField(options: { group?: string; required?: boolean; description?: string } = {}) {
  const { group, required = true } = options
  return defineField({
    name: 'seo',
    title: 'Search engines and sharing',
    type: 'seo',
    group,
    description: options.description ?? 'How this page appears in Google results and when shared. Write for people, with the most important words first.',
    validation: (rule) => (required ? rule.required() : rule),
  })
}
