import blogPosts from './source/blog-posts.mjs'
import pages from './source/pages.mjs'
import siteSettings from './source/site-settings.mjs'

/** Every seed document, checked for duplicate ids. */
export async function buildSeedDocuments() {
  const documents = [...siteSettings, ...pages, ...blogPosts]
  const seen = new Set()
  for (const document of documents) {
    if (seen.has(document._id)) throw new Error(`duplicate seed document id: ${document._id}`)
    seen.add(document._id)
  }
  return documents
}
