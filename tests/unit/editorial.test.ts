// Pure helpers of the editorial pages, and the server-rendered markup of rich text, the FAQ
// accordion and the pager (what a visitor without JavaScript gets, and what React hydrates).
import { createElement as h, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { RichText } from '~/components/editorial/rich-text'
import type { ArticleBody as ArticleBodyValue, RichText as RichTextValue } from '~/lib/content'
import { blogPostingJsonLd, categoryTags, formatDate, profilePlatform, readTimeLabel, richLink } from '~/lib/pages/editorial'
import { serializeJsonLd } from '~/lib/seo'
import { Pager } from '~/pages/media/components/pager'
import { ArticleBody } from '~/pages/offer-or-article/components/article-body'

const render = (element: ReactElement) => renderToString(h(StaticRouter, { location: '/' }, element))
const openingTags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, 'g')) ?? []
const attr = (tag: string | undefined, name: string) => tag?.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]

describe('formatDate', () => {
  it('formats calendar dates the same in every time zone', () => {
    expect(formatDate('2025-09-18')).toBe('Sep 18, 2025')
    expect(formatDate('2025-06-04')).toBe('Jun 4, 2025')
    expect(formatDate('2024-06-27', 'long')).toBe('June 27, 2024')
    expect(formatDate('2024-12-31T23:30:00+05:30', 'long')).toBe('December 31, 2024')
  })

  it('shows an unparsable value as it is', () => {
    expect(formatDate('soon')).toBe('soon')
  })
})

describe('small labels', () => {
  it('reads time and category tags', () => {
    expect(readTimeLabel(5)).toBe('5 min read')
    expect(categoryTags('Ship and Brand')).toEqual(['Ship', 'Brand'])
    expect(categoryTags('Destination')).toEqual(['Destination'])
  })

  it.each([
    ['https://www.linkedin.com/in/harbourline-ananya-rao', 'LinkedIn'],
    ['https://linkedin.com/in/x', 'LinkedIn'],
    ['https://x.com/harbourline', 'X'],
    ['https://twitter.com/harbourline', 'X'],
    ['https://www.instagram.com/harbourline', 'Instagram'],
    ['https://www.example.org/team/sarah', 'example.org'],
    ['not a url', 'profile'],
  ])('names the site of %s: %s', (url, expected) => {
    expect(profilePlatform(url)).toBe(expected)
  })
})

describe('richLink', () => {
  it.each([
    ['/Best-Time-To-Cruise', { kind: 'internal', href: '/Best-Time-To-Cruise' }],
    ['/cruisedeals?utm_source=blog#top', { kind: 'internal', href: '/cruisedeals?utm_source=blog#top' }],
    ['/', { kind: 'internal', href: '/' }],
    ['#faq', { kind: 'internal', href: '#faq' }],
    ['https://www.royalcaribbean.com/ships', { kind: 'external', href: 'https://www.royalcaribbean.com/ships' }],
    ['http://example.org', { kind: 'external', href: 'http://example.org/' }],
    ['mailto:privacy@harbourline.example', { kind: 'contact', href: 'mailto:privacy@harbourline.example' }],
    ['tel:+6561234567', { kind: 'contact', href: 'tel:+6561234567' }],
  ])('%s is %o', (href, expected) => {
    expect(richLink(href)).toEqual(expected)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'vbscript:x',
    'not a url',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %j', (href) => {
    expect(richLink(href)).toBeNull()
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, and still parses back', () => {
    const value = { headline: '</script><script>alert(1)</script> <!-- & \u2028\u2029' }
    const json = serializeJsonLd(value)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(value)
  })
})

describe('blogPostingJsonLd', () => {
  const input = {
    headline: 'Japan Cruise FAQ',
    description: 'Visas, seasons and ports.',
    url: 'https://www.harbourline.example/Japan-Cruise-FAQ',
    image: 'https://www.harbourline.example/cdn/images/embedded/seed/japan.svg',
    datePublished: '2025-06-04',
    section: 'Destination',
    keywords: ['Japan Cruise', 'Cruise FAQ'],
    organization: { name: 'Harbourline Cruises', url: 'https://www.harbourline.example/', logo: 'https://www.harbourline.example/logo.svg' },
  }

  it('is a schema.org BlogPosting with the agency as author and publisher', () => {
    const data = blogPostingJsonLd(input)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Japan Cruise FAQ',
      image: [input.image],
      datePublished: '2025-06-04',
      dateModified: '2025-06-04',
      mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
      articleSection: 'Destination',
      keywords: 'Japan Cruise, Cruise FAQ',
    })
    const organization = {
      '@type': 'Organization',
      name: 'Harbourline Cruises',
      url: input.organization.url,
      logo: { '@type': 'ImageObject', url: input.organization.logo },
    }
    expect(data.author).toEqual(organization)
    expect(data.publisher).toEqual(organization)
  })

  it('uses dateModified when given and leaves out empty section and keywords', () => {
    const data = blogPostingJsonLd({ ...input, dateModified: '2025-07-01', section: undefined, keywords: [] })
    expect(data.dateModified).toBe('2025-07-01')
    expect(data).not.toHaveProperty('articleSection')
    expect(data).not.toHaveProperty('keywords')
  })
})

const span = (key: string, text: string, marks: string[] = []) => ({ _type: 'span' as const, _key: key, text, marks })
const block = (key: string, style: 'normal' | 'h2' | 'h3', children: ReturnType<typeof span>[], markDefs: { _key: string; href: string }[] = []) => ({
  _type: 'block' as const,
  _key: key,
  style,
  listItem: undefined,
  level: undefined,
  children,
  markDefs: markDefs.map((def) => ({ _type: 'link' as const, ...def })),
})

describe('RichText', () => {
  const value: RichTextValue = [
    block('a', 'h2', [span('a0', 'Contact us')]),
    block(
      'b',
      'normal',
      [
        span('b0', 'Read '),
        span('b1', 'when to sail', ['l1']),
        span('b2', ', the '),
        span('b3', 'cruise line', ['l2']),
        span('b4', ', write to '),
        span('b5', 'our DPO', ['l3']),
        span('b6', ' or '),
        span('b7', 'click here', ['l4']),
        span('b8', ' and ', ['strong']),
        span('b9', 'more', ['em']),
      ],
      [
        { _key: 'l1', href: '/Best-Time-To-Cruise' },
        { _key: 'l2', href: 'https://www.royalcaribbean.com' },
        { _key: 'l3', href: 'mailto:privacy@harbourline.example' },
        { _key: 'l4', href: 'javascript:alert(1)' },
      ],
    ),
    { ...block('c', 'normal', [span('c0', 'first')]), listItem: 'bullet', level: 1 },
    { ...block('d', 'normal', [span('d0', 'second')]), listItem: 'bullet', level: 1 },
  ]
  const html = render(h(RichText, { value }))

  it('renders headings, paragraphs, lists and emphasis', () => {
    expect(html).toContain('<h2>Contact us</h2>')
    expect(html).toMatch(/<ul><li>first<\/li><li>second<\/li><\/ul>/)
    expect(html).toContain('<strong> and </strong>')
    expect(html).toContain('<em>more</em>')
  })

  it('links this site in place, other sites in a new tab with noopener, and drops unsafe links', () => {
    const links = openingTags(html, 'a')
    expect(links).toHaveLength(3)
    expect(attr(links[0], 'href')).toBe('/Best-Time-To-Cruise')
    expect(attr(links[0], 'target')).toBeUndefined()
    expect(attr(links[1], 'href')).toBe('https://www.royalcaribbean.com/')
    expect(attr(links[1], 'target')).toBe('_blank')
    expect(attr(links[1], 'rel')).toBe('noopener')
    expect(html).toContain('(opens in a new tab)')
    expect(attr(links[2], 'href')).toBe('mailto:privacy@harbourline.example')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('click here')
  })
})

describe('ArticleBody FAQ', () => {
  const value: ArticleBodyValue = [
    block('intro', 'normal', [span('i0', 'Japan questions.')]),
    {
      _type: 'faq',
      _key: 'faq',
      title: 'Frequently asked questions',
      items: [
        { _key: 'q0', question: 'Do I need a visa?', answer: 'Usually.' },
        { _key: 'q1', question: 'When to go?', answer: 'Spring.' },
        { _key: 'q2', question: 'Which ports?', answer: 'Yokohama.' },
      ],
    },
  ]
  const html = render(h(ArticleBody, { value }))

  it('gives the block its heading and each question an h3', () => {
    expect(html).toContain('<h2>Frequently asked questions</h2>')
    expect(html.match(/<h3\b/g)).toHaveLength(3)
  })

  it('is an exclusive set of native disclosures before hydration, the first one open', () => {
    const details = openingTags(html, 'details')
    expect(details).toHaveLength(3)
    expect(new Set(details.map((tag) => attr(tag, 'name'))).size).toBe(1)
    expect(details.map((tag) => /\sopen=""/.test(tag))).toEqual([true, false, false])
  })
})

describe('Pager', () => {
  const pager = (page: number) => render(h(Pager, { path: '/media', page, pageCount: 3, label: 'Newsroom pages' }))

  it('is a labelled navigation with numbered links, the current one marked', () => {
    const html = pager(2)
    expect(openingTags(html, 'nav')[0]).toContain('aria-label="Newsroom pages"')
    const numbers = openingTags(html, 'a').filter((tag) => /aria-label="Page \d"/.test(tag))
    expect(numbers.map((tag) => attr(tag, 'href'))).toEqual(['/media', '/media?page=2', '/media?page=3'])
    expect(numbers.map((tag) => attr(tag, 'aria-current'))).toEqual([undefined, 'page', undefined])
  })

  it('disables Previous on the first page and Next on the last (buttons, not dead links); dots only for two pages or more', () => {
    const first = pager(1)
    expect(openingTags(first, 'button').filter((tag) => tag.includes('disabled'))).toHaveLength(1)
    expect(first).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Previous page"/)
    expect(
      attr(
        openingTags(first, 'a').find((tag) => tag.includes('Next page')),
        'href',
      ),
    ).toBe('/media?page=2')
    expect(first).not.toContain('…')
    expect(render(h(Pager, { path: '/media', page: 1, pageCount: 5, label: 'Newsroom pages' }))).toContain('…')

    const last = pager(3)
    expect(last).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Next page"/)
    expect(
      attr(
        openingTags(last, 'a').find((tag) => tag.includes('Previous page')),
        'href',
      ),
    ).toBe('/media?page=2')
  })

  it('renders nothing for a single page', () => {
    expect(render(h(Pager, { path: '/media', page: 1, pageCount: 1, label: 'Pages' }))).toBe('')
  })
})
