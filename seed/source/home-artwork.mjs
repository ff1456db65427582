// Images of the home-page content (deals, cards, campaigns, news…), by their seed/images name.
// Alt texts come from the artwork catalogue (seed/artwork/catalogue.mjs), so the picture and its
// description are written in one place; a document may still pass its own, more specific alt.
import { catalogue } from '../artwork/catalogue.mjs'
import { image } from './helpers.mjs'

/** `art('dest-japan')` is the image field for seed/images/dest-japan.svg with its catalogue alt. */
export function art(name, alt) {
  const text = alt ?? catalogue[`${name}.svg`]?.alt
  if (typeof text !== 'string' || text.trim() === '') {
    throw new Error(`seed/artwork/catalogue.mjs has no alt text for ${name}`)
  }
  return image(`${name}.svg`, text)
}
