// Images of the page-detail content (articles, offers, packages, pages), by their seed/images
// name. Alt texts come from the artwork catalogue (seed/artwork/catalogue.mjs), so a picture and
// its description are written in one place; a document may pass a more specific alt.
import { catalogue } from '../artwork/catalogue.mjs'
import { image } from './helpers.mjs'

/** `art('blog-japan-cruise-faq')` is the image field for seed/images/blog-japan-cruise-faq.svg. */
export function art(name, alt) {
  const text = alt ?? catalogue[`${name}.svg`]?.alt
  if (typeof text !== 'string' || text.trim() === '') {
    throw new Error(`seed/artwork/catalogue.mjs has no alt text for ${name}`)
  }
  return image(`${name}.svg`, text)
}
