import { type CustomValidatorResult, defineField } from 'sanity'

/**
 * Every image on the site is a `type: 'image'` field built here: hotspot on, and an alt text that
 * is required whenever the field holds an image. Values keep `_type: 'image'`, the shape the seed
 * (and `sanity dataset import`) uses.
 *
 * An image counts as present when it has an uploaded asset (`asset._ref`) or, in an import file
 * such as seed/production.ndjson, a `_sanityAsset` pointer that `sanity dataset import` uploads.
 * Accepting the pointer lets `npm run validate:content` check the seed offline without fake asset
 * documents; the script itself checks that each pointed-to file exists.
 */
export interface ImageValue {
  _type?: string
  asset?: { _ref?: string }
  _sanityAsset?: string
  alt?: string
}

export function hasImageFile(value: ImageValue | undefined | null): boolean {
  if (!value || typeof value !== 'object') return false
  if (typeof value.asset?._ref === 'string' && value.asset._ref !== '') return true
  return typeof value._sanityAsset === 'string' && /^image@(file|https?):\/\//.test(value._sanityAsset)
}

function checkImage(required: boolean) {
  return (value: ImageValue | undefined): CustomValidatorResult => {
    if (value === undefined || value === null) return required ? 'Choose an image' : true
    if (!hasImageFile(value)) {
      return required ? 'Choose an image' : 'Choose an image, or clear this field (it has text but no image)'
    }
    return true
  }
}

/** Alt text: required when the image is set (the image alone, not the field, decides). */
function checkAlt(alt: string | undefined, parent: unknown): CustomValidatorResult {
  if (!hasImageFile(parent as ImageValue | undefined)) return true
  if (typeof alt !== 'string' || alt.trim() === '') {
    return 'Alt text is required: describe the image for visitors who cannot see it'
  }
  return true
}

interface ImageWithAltOptions {
  name: string
  title?: string
  description?: string
  group?: string | string[]
  required?: boolean
  /** Help for the alt text, e.g. what this particular image should say. */
  altDescription?: string
}

export function imageWithAlt({ name, title, description, group, required = false, altDescription }: ImageWithAltOptions) {
  return defineField({
    name,
    title,
    type: 'image',
    description,
    group,
    options: { hotspot: true },
    fields: [
      defineField({
        name: 'alt',
        title: 'Alt text',
        type: 'string',
        description: altDescription ?? 'What the image shows, read aloud by screen readers and shown if the image fails to load. For a logo, the brand name.',
        validation: (rule) => [
          rule.custom((alt: string | undefined, context) => checkAlt(alt, context.parent)),
          rule.max(150).warning('Keep alt text under 150 characters'),
        ],
      }),
    ],
    validation: (rule) => rule.custom(checkImage(required)),
  })
}
