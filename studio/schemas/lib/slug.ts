import { defineField, getPublishedId, type SlugIsUniqueValidator } from 'sanity'

import { SANITY_API_VERSION } from '../../../content-model/api-version'
import { ROOT_ROUTED_TYPES } from '../../../content-model/vocabulary'
import { isOfflineValidation } from './env'
import { checkSlugFormat } from './validation'

/**
 * Unique across every root-routed type (offer pages and blog posts share "/{slug}"), compared
 * case-insensitively so /Japan-Cruise-FAQ and /japan-cruise-faq cannot both exist.
 * Drafts and release versions of the same document do not count as duplicates.
 *
 * With SANITY_OFFLINE=1 (`npm run validate:content`) it returns true without calling the API;
 * that script checks slug uniqueness within the validated file itself.
 */
const isUniqueRootSlug: SlugIsUniqueValidator = async (slug, context) => {
  if (isOfflineValidation()) return true
  const { document, getClient } = context
  if (!document) return true
  const query = `!defined(*[
    _type in $types &&
    !sanity::versionOf($published) &&
    lower(slug.current) == lower($slug)
  ][0]._id)`
  return getClient({ apiVersion: SANITY_API_VERSION })
    .withConfig({ perspective: 'raw' })
    .fetch<boolean>(query, { types: [...ROOT_ROUTED_TYPES], published: getPublishedId(document._id), slug }, { tag: 'validation.root-slug-is-unique' })
}

interface SlugFieldOptions {
  /** Field the "Generate" button builds the slug from. */
  source?: string
  group?: string
  description?: string
}

/** The `slug` field of a page routed at "/{slug}": required, URL-safe, unique across routed types. */
export function rootSlugField({ source = 'title', group, description }: SlugFieldOptions = {}) {
  return defineField({
    name: 'slug',
    title: 'Page address',
    type: 'slug',
    group,
    description:
      description ??
      'The part of the address after the domain: Japan-Cruise-FAQ gives /Japan-Cruise-FAQ. Capitals count, so keep the spelling of links already shared. Changing it breaks old links.',
    options: { source, maxLength: 96, isUnique: isUniqueRootSlug },
    validation: (rule) => rule.required().custom(checkSlugFormat),
  })
}
