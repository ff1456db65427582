import { getSiteSettings, readContent } from '~/lib/content/content.server'
import { blogPostingJsonLd, categoryTags } from '~/lib/pages/editorial'
import { absoluteUrl, type PageMeta } from '~/lib/seo'
import { siteOrigin } from '~/lib/seo/origin.server'
import { plainJsonLd, plainMeta } from '~/lib/seo/page.server'
import { contentImageUrl, shareImageUrl } from '~/lib/seo/share-image.server'

import { blogPostDetailQuery } from './query'

/**
 * Everything the article at /{slug} needs: the post with its body and Previous / Next links, its
 * head tags (og:type article, og:image, article:published_time) and its JSON-LD BlogPosting,
 * already serialized for an inline script. Null when no post has this slug.
 */
export async function loadArticle(request: Request, slug: string) {
  const [post, settings] = await Promise.all([readContent(blogPostDetailQuery, { slug }), getSiteSettings()])
  if (!post) return null
  const origin = siteOrigin()
  const canonical = absoluteUrl(origin, `/${post.slug}`)
  const image = shareImageUrl(post.heroImage)
  const meta: PageMeta = {
    title: post.seo?.title ?? `${post.title} | ${settings.brandName}`,
    description: post.seo?.description ?? post.excerpt,
    canonical,
    siteName: settings.brandName,
    type: 'article',
    keywords: post.tags,
    image,
    imageAlt: post.heroImage.alt,
    article: { publishedTime: post.publishedAt, section: post.category, tags: post.tags },
  }
  const jsonLd = plainJsonLd(
    blogPostingJsonLd({
      headline: post.title,
      description: post.excerpt,
      url: canonical,
      image,
      datePublished: post.publishedAt,
      section: categoryTags(post.category).join(', '),
      keywords: post.tags,
      organization: { name: settings.brandName, url: absoluteUrl(origin, '/'), logo: contentImageUrl(settings.logo, 600) },
    }),
  )
  return { post, meta: plainMeta(meta), jsonLd }
}
