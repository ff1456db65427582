import { describe, expect, it } from 'vitest'

import { PAGE_TYPES, sitemapQuery } from '~/lib/content/queries'
import { PAGE_PATHS, robotsTxt, sitemapEntries, sitemapXml } from '~/lib/seo/sitemap'

import { DISTINCT_PAGE_ROUTES } from '../support/routes'
import { runSeedQuery } from '../support/seed'

const ORIGIN = 'https://www.harbourline.example'

describe('sitemap entries', () => {
  it('list the fixed pages in route-table order, then the routed documents, once each, with their lastmod', () => {
    const entries = sitemapEntries(ORIGIN, {
      pages: [
        { _type: 'aboutPage', lastmod: '2026-01-02T03:04:05Z' },
        { _type: 'homePage', lastmod: null },
      ],
      documents: [
        { _type: 'offerPage', slug: 'ovation-3-night-penang-cruise', lastmod: '2026-02-01T00:00:00Z' },
        { _type: 'blogPost', slug: 'Best-Time-To-Cruise', lastmod: '2025-08-11' },
        { _type: 'blogPost', slug: 'Best-Time-To-Cruise', lastmod: '2025-08-11' },
      ],
    })
    expect(entries.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/cruisedeals`,
      `${ORIGIN}/contact`,
      `${ORIGIN}/about`,
      `${ORIGIN}/asego-insurance`,
      `${ORIGIN}/singapore-cruise`,
      `${ORIGIN}/media`,
      `${ORIGIN}/blog`,
      `${ORIGIN}/privacy-policy`,
      `${ORIGIN}/ovation-3-night-penang-cruise`,
      `${ORIGIN}/Best-Time-To-Cruise`,
    ])
    expect(entries.find((entry) => entry.loc.endsWith('/about'))?.lastmod).toBe('2026-01-02T03:04:05Z')
    expect(entries[0]?.lastmod).toBeUndefined()
    expect(entries.some((entry) => entry.loc.endsWith('/home'))).toBe(false)
  })

  it('cover every page singleton', () => {
    expect(Object.keys(PAGE_PATHS).sort()).toEqual([...PAGE_TYPES].sort())
  })
})

describe('sitemap XML', () => {
  it('is a urlset with escaped locations and lastmod only where known', () => {
    const xml = sitemapXml([{ loc: `${ORIGIN}/a?x=1&y=<2>`, lastmod: '2026-01-01' }, { loc: `${ORIGIN}/b` }])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true)
    expect(xml).toContain(`<loc>${ORIGIN}/a?x=1&amp;y=&lt;2&gt;</loc>\n    <lastmod>2026-01-01</lastmod>`)
    expect(xml).toContain(`<loc>${ORIGIN}/b</loc>\n  </url>`)
    expect(xml.match(/<url>/g)).toHaveLength(2)
  })

  it('built from the seed lists every page of the route table (less /home) and every article, each with a lastmod', async () => {
    const content = await runSeedQuery(sitemapQuery, { pageTypes: [...PAGE_TYPES] })
    const entries = sitemapEntries(ORIGIN, content)
    expect(entries.map((entry) => new URL(entry.loc).pathname).sort()).toEqual(DISTINCT_PAGE_ROUTES.map((route) => route.path).sort())
    for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/)
  })
})

describe('robots.txt', () => {
  it('lets crawlers in, keeps them off the endpoints and points to the sitemap', () => {
    const robots = robotsTxt(ORIGIN)
    expect(robots).toContain('User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /healthz\n')
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})
