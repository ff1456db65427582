import { type ArrayOfType, defineArrayMember, defineField } from 'sanity'

import { imageWithAlt } from './image'
import { checkMemberTypes } from './validation'

/**
 * Rich text (Portable Text) used by articles and legal pages. Editors get paragraphs, two levels
 * of headings (the page title is the only <h1>), bullet and numbered lists, bold, italic and
 * links. Articles may also hold images and FAQ blocks.
 */

/** Links: https, http, mailto, tel, or a path on this site such as /Best-Time-To-Cruise. */
const linkAnnotation = defineArrayMember({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'href',
      title: 'Address',
      type: 'url',
      description:
        'A full address (https://…), mailto:, tel:, or a page of this site starting with "/" (e.g. /Best-Time-To-Cruise). Links to other sites open in a new tab.',
      validation: (rule) => rule.required().uri({ scheme: ['http', 'https', 'mailto', 'tel'], allowRelative: true }),
    }),
  ],
})

const textBlock = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Paragraph', value: 'normal' },
    { title: 'Heading', value: 'h2' },
    { title: 'Subheading', value: 'h3' },
    { title: 'Quote', value: 'blockquote' },
  ],
  lists: [
    { title: 'Bullets', value: 'bullet' },
    { title: 'Numbers', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Bold', value: 'strong' },
      { title: 'Italic', value: 'em' },
    ],
    annotations: [linkAnnotation],
  },
})

const inlineImage = (() => {
  const image = imageWithAlt({
    name: 'image',
    title: 'Image',
    required: true,
    description: 'A photo between paragraphs, full width of the text column.',
  })
  return defineArrayMember({
    ...image,
    fields: [
      ...(image.fields ?? []),
      defineField({
        name: 'caption',
        title: 'Caption',
        type: 'string',
        description: 'Optional line under the image.',
        validation: (rule) => rule.max(160).warning('Keep captions under 160 characters'),
      }),
    ],
  } as ArrayOfType<'image'>)
})()

interface RichTextOptions {
  name: string
  title: string
  description?: string
  group?: string
  required?: boolean
}

/** Text with headings, lists and links (legal pages, intros). */
export function richTextField({ name, title, description, group, required = true }: RichTextOptions) {
  return defineField({
    name,
    title,
    type: 'array',
    group,
    description,
    of: [textBlock],
    validation: (rule) => {
      const checked = rule.custom(checkMemberTypes(['block']))
      return required ? checked.required().min(1) : checked
    },
  })
}

/** An article body: rich text plus images and FAQ blocks (the accordion on /Japan-Cruise-FAQ). */
export function articleBodyField({ name, title, description, group, required = true }: RichTextOptions) {
  return defineField({
    name,
    title,
    type: 'array',
    group,
    description,
    of: [textBlock, inlineImage, defineArrayMember({ type: 'faq' })],
    validation: (rule) => {
      const checked = rule.custom(checkMemberTypes(['block', 'image', 'faq']))
      return required ? checked.required().min(1) : checked
    },
  })
}
