import { describe, expect, it } from 'vitest'

import { absoluteUrl, metaTags, type PageMeta } from '~/lib/seo'

const base: PageMeta = {
  title: 'Cruise Deals and Packages | Harbourline Cruises',
  description: 'Exclusive cruise deals, priced in your currency.',
  canonical: 'https://www.harbourline.example/cruisedeals',
  siteName: 'Harbourline Cruises',
}

type Tag = Record<string, unknown>
const find = (tags: Tag[], key: 'name' | 'property', value: string) => tags.filter((tag) => tag[key] === value)
const contentOf = (tags: Tag[], key: 'name' | 'property', value: string) => {
  const matches = find(tags, key, value)
  expect(matches, `${key}=${value}`).toHaveLength(1)
  return matches[0]?.content
}

describe('metaTags', () => {
  it('gives title, description and a canonical link', () => {
    const tags = metaTags(base) as Tag[]
    expect(tags.filter((tag) => 'title' in tag)).toEqual([{ title: base.title }])
    expect(contentOf(tags, 'name', 'description')).toBe(base.description)
    expect(tags.filter((tag) => tag.tagName === 'link')).toEqual([{ tagName: 'link', rel: 'canonical', href: base.canonical }])
  })

  it('gives the Open Graph card', () => {
    const tags = metaTags(base) as Tag[]
    expect(contentOf(tags, 'property', 'og:type')).toBe('website')
    expect(contentOf(tags, 'property', 'og:site_name')).toBe('Harbourline Cruises')
    expect(contentOf(tags, 'property', 'og:title')).toBe(base.title)
    expect(contentOf(tags, 'property', 'og:description')).toBe(base.description)
    expect(contentOf(tags, 'property', 'og:url')).toBe(base.canonical)
  })

  it('gives the Twitter card', () => {
    const tags = metaTags(base) as Tag[]
    expect(contentOf(tags, 'name', 'twitter:card')).toBe('summary')
    expect(contentOf(tags, 'name', 'twitter:title')).toBe(base.title)
    expect(contentOf(tags, 'name', 'twitter:description')).toBe(base.description)
  })

  it('uses the article type when asked', () => {
    expect(contentOf(metaTags({ ...base, type: 'article' }) as Tag[], 'property', 'og:type')).toBe('article')
  })

  it('adds keywords only when there are some', () => {
    expect(find(metaTags(base) as Tag[], 'name', 'keywords')).toEqual([])
    expect(find(metaTags({ ...base, keywords: [] }) as Tag[], 'name', 'keywords')).toEqual([])
    const tags = metaTags({ ...base, keywords: ['cruise deals', 'cruise from Singapore'] }) as Tag[]
    expect(contentOf(tags, 'name', 'keywords')).toBe('cruise deals, cruise from Singapore')
  })

  it('adds og:image and twitter:image (and a large card) only when there is an image', () => {
    const without = metaTags(base) as Tag[]
    expect(find(without, 'property', 'og:image')).toEqual([])
    expect(find(without, 'name', 'twitter:image')).toEqual([])

    const image = 'https://www.harbourline.example/cdn/images/embedded/seed/abc-1200x630.jpg?w=1200&auto=format'
    const tags = metaTags({ ...base, image }) as Tag[]
    expect(contentOf(tags, 'property', 'og:image')).toBe(image)
    expect(contentOf(tags, 'name', 'twitter:image')).toBe(image)
    expect(contentOf(tags, 'name', 'twitter:card')).toBe('summary_large_image')
  })

  it('never repeats a tag', () => {
    const tags = metaTags({ ...base, keywords: ['a'], image: 'https://x.example/i.jpg', type: 'article' }) as Tag[]
    const identities = tags.map((tag) => String(tag.title !== undefined ? 'title' : (tag.name ?? tag.property ?? tag.rel)))
    expect(new Set(identities).size).toBe(identities.length)
    expect(tags).toHaveLength(17)
  })

  it("announces the picture's type and size, the share picture's (a 1200x630 JPEG)", () => {
    const tags = metaTags({ ...base, image: 'https://x.example/i.jpg' }) as Tag[]
    expect([
      contentOf(tags, 'property', 'og:image:type'),
      contentOf(tags, 'property', 'og:image:width'),
      contentOf(tags, 'property', 'og:image:height'),
    ]).toEqual(['image/jpeg', '1200', '630'])
  })

  it("adds the picture's alt text only with a picture", () => {
    expect(find(metaTags({ ...base, imageAlt: 'A ship' }) as Tag[], 'property', 'og:image:alt')).toEqual([])
    const tags = metaTags({ ...base, image: 'https://x.example/i.jpg', imageAlt: 'A ship at dusk' }) as Tag[]
    expect(contentOf(tags, 'property', 'og:image:alt')).toBe('A ship at dusk')
    expect(contentOf(tags, 'name', 'twitter:image:alt')).toBe('A ship at dusk')
  })

  it('adds the article tags of an article', () => {
    const tags = metaTags({
      ...base,
      type: 'article',
      article: { publishedTime: '2025-06-04', modifiedTime: '2025-06-10', section: 'Destination', tags: ['Japan Cruise', 'Cruise FAQ'] },
    }) as Tag[]
    expect(contentOf(tags, 'property', 'article:published_time')).toBe('2025-06-04')
    expect(contentOf(tags, 'property', 'article:modified_time')).toBe('2025-06-10')
    expect(contentOf(tags, 'property', 'article:section')).toBe('Destination')
    expect(find(tags, 'property', 'article:tag').map((tag) => tag.content)).toEqual(['Japan Cruise', 'Cruise FAQ'])
    const minimal = metaTags({ ...base, article: { publishedTime: '2025-06-04' } }) as Tag[]
    expect(find(minimal, 'property', 'article:modified_time')).toEqual([])
    expect(find(minimal, 'property', 'article:section')).toEqual([])
    expect(find(minimal, 'property', 'article:tag')).toEqual([])
    expect(find(metaTags(base) as Tag[], 'property', 'article:published_time')).toEqual([])
  })

  it('links the neighbouring pages of a paged list', () => {
    const tags = metaTags({ ...base, prev: 'https://x.example/media', next: 'https://x.example/media?page=3' }) as Tag[]
    expect(tags.filter((tag) => tag.tagName === 'link')).toEqual([
      { tagName: 'link', rel: 'canonical', href: base.canonical },
      { tagName: 'link', rel: 'prev', href: 'https://x.example/media' },
      { tagName: 'link', rel: 'next', href: 'https://x.example/media?page=3' },
    ])
    expect((metaTags({ ...base, next: 'https://x.example/media?page=2' }) as Tag[]).filter((tag) => tag.rel === 'prev')).toEqual([])
  })

  it.each([null, undefined])('gives only a not-found title for %s', (meta) => {
    expect(metaTags(meta)).toEqual([{ title: 'Page not found' }])
  })
})

describe('absoluteUrl', () => {
  it.each([
    ['https://www.harbourline.example', '/about', 'https://www.harbourline.example/about'],
    ['https://www.harbourline.example/', '/about', 'https://www.harbourline.example/about'],
    ['https://www.harbourline.example', 'about', 'https://www.harbourline.example/about'],
    ['https://www.harbourline.example/', 'about', 'https://www.harbourline.example/about'],
    ['https://www.harbourline.example', '/', 'https://www.harbourline.example/'],
    ['https://www.harbourline.example', '', 'https://www.harbourline.example/'],
    ['http://localhost:3000', '/Japan-Cruise-FAQ', 'http://localhost:3000/Japan-Cruise-FAQ'],
    ['https://www.harbourline.example', '/blog?page=2#top', 'https://www.harbourline.example/blog?page=2#top'],
    ['https://www.harbourline.example', '/a b', 'https://www.harbourline.example/a%20b'],
  ])('absoluteUrl(%s, %s) is %s', (origin, path, expected) => {
    expect(absoluteUrl(origin, path)).toBe(expected)
  })

  it.each(['//evil.example/x', '///evil.example', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', '\n//evil.example'])(
    'stays on the origin for the path %j',
    (path) => {
      const url = new URL(absoluteUrl('https://www.harbourline.example', path))
      expect(url.origin).toBe('https://www.harbourline.example')
      expect(url.pathname).toBe('/evil.example' + (path.endsWith('/x') ? '/x' : ''))
    },
  )

  it('throws for an origin that is not a URL', () => {
    expect(() => absoluteUrl('not a url', '/about')).toThrow()
  })
})
