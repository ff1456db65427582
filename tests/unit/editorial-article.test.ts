// The article loader on the embedded seed: head tags, JSON-LD and the Previous / Next chain.
import { describe, expect, it } from 'vitest'

import { metaTags } from '~/lib/seo'
import { loadArticle } from '~/pages/offer-or-article/article.server'

import { published } from '../../seed/source/season.mjs'

const request = (path: string) => new Request(`https://www.harbourline.example${path}`)

describe('loadArticle', () => {
  it('gives the post, its article head tags and its BlogPosting', async () => {
    const article = await loadArticle(request('/Japan-Cruise-FAQ'), 'Japan-Cruise-FAQ')
    expect(article).not.toBeNull()
    const { post, meta, jsonLd } = article!
    expect(post.title).toBe('Japan Cruise FAQ')
    expect(post.body.some((block) => block._type === 'faq')).toBe(true)

    expect(meta).toMatchObject({
      type: 'article',
      description: post.excerpt,
      article: { publishedTime: published('2025-06-04'), section: 'Destination' },
      imageAlt: post.heroImage.alt,
    })
    expect(new URL(meta.canonical).pathname).toBe('/Japan-Cruise-FAQ')
    expect(meta.image).toMatch(/^https?:\/\/[^/]+\/cdn\/images\//)
    const tags = metaTags(meta) as Record<string, unknown>[]
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' })
    expect(tags).toContainEqual({ property: 'article:published_time', content: published('2025-06-04') })
    expect(tags).toContainEqual({ property: 'og:image', content: meta.image })

    expect(jsonLd).not.toContain('<')
    const data = JSON.parse(jsonLd)
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Japan Cruise FAQ',
      datePublished: published('2025-06-04'),
      image: [meta.image],
      mainEntityOfPage: { '@id': meta.canonical },
      publisher: { '@type': 'Organization', name: 'Harbourline Cruises' },
    })
    expect(data.publisher.logo.url).toMatch(/^https?:\/\//)
  })

  it('splits a two-part category into sections', async () => {
    const article = await loadArticle(request('/Ovation-of-the-Seas-Ship-Guide'), 'Ovation-of-the-Seas-Ship-Guide')
    expect(JSON.parse(article!.jsonLd).articleSection).toBe('Ship, Brand')
  })

  it('links the newest post only to an older one and the oldest only to a newer one', async () => {
    const newest = await loadArticle(request('/x'), '5-Best-Cruise-Lines-for-Family-Cruise-Vacation')
    expect(newest?.post.next).toBeUndefined()
    expect(newest?.post.previous?.slug).toBe('Star-of-the-Seas-The-Ultimate-Guide-to-Royal-Caribbean')
    const oldest = await loadArticle(request('/x'), '5-Truths-you-didnt-know-about-cruising')
    expect(oldest?.post.previous).toBeUndefined()
    expect(oldest?.post.next?.slug).toBe('Singapore-Cruise-Guide')
  })

  it('is null for a slug no post has (an offer page, or nothing)', async () => {
    expect(await loadArticle(request('/x'), 'ovation-3-night-penang-cruise')).toBeNull()
    expect(await loadArticle(request('/x'), 'no-such-post')).toBeNull()
  })
})
