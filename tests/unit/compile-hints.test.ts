import { describe, expect, it } from 'vitest'

import { budgetedPages, COMPILE_HINT, filesOnArrival, withCompileHint } from '../../scripts/lib/client-js.mjs'

// Which built files get V8's compile hint (scripts/compile-hints.mjs, ADR 33), and how.

const manifest = {
  entry: { module: '/build/entry.client-A.js', imports: ['/build/_shared/framework-B.js'] },
  routes: {
    root: { module: '/build/root-C.js', imports: ['/build/_shared/framework-B.js', '/build/_shared/header-D.js'] },
    'routes/_index': { module: '/build/routes/_index-E.js', imports: ['/build/_shared/deals-F.js'] },
    'routes/contact': { module: '/build/routes/contact-G.js' },
  },
}

describe('the files a page loads as it arrives', () => {
  it('are the entry and every route module with the chunks they import, each once', () => {
    expect([...filesOnArrival(manifest)]).toEqual([
      '/build/entry.client-A.js',
      '/build/_shared/framework-B.js',
      '/build/root-C.js',
      '/build/_shared/header-D.js',
      '/build/routes/_index-E.js',
      '/build/_shared/deals-F.js',
      '/build/routes/contact-G.js',
    ])
  })

  it('for one page, are the entry and that page’s routes only', () => {
    expect([...filesOnArrival(manifest, ['root', 'routes/contact'])]).toEqual([
      '/build/entry.client-A.js',
      '/build/_shared/framework-B.js',
      '/build/root-C.js',
      '/build/_shared/header-D.js',
      '/build/routes/contact-G.js',
    ])
  })

  it('name a route the manifest does not have, and fail', () => {
    expect(() => filesOnArrival(manifest, ['routes/nowhere'])).toThrow('route routes/nowhere is not in the build manifest')
  })
})

describe('the compile hint', () => {
  it('is the first line of the file, and added once however often the build step runs', () => {
    const built = 'import{a}from"/build/_shared/framework-B.js";a();'
    const hinted = withCompileHint(built)
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${built}`)
    expect(hinted.split('\n')[0]).toBe(COMPILE_HINT)
    expect(withCompileHint(hinted)).toBe(hinted)
  })
})

describe('the pages with a JavaScript budget', () => {
  const page = (path: string | undefined, index?: true) => ({ module: '/build/x.js', parentId: 'root', path, index })

  it('are found by where they sit in the route tree, whatever their modules are called', () => {
    const today = {
      routes: {
        root: { module: '/build/root.js' },
        'pages/home/route': page(undefined, true),
        'pages/offer-or-article/route': page(':slug'),
        'routes/home': page('home'),
      },
    }
    const older = {
      routes: { root: { module: '/build/root.js' }, 'routes/_index': page(undefined, true), 'routes/$slug': page(':slug'), 'routes/about': page('about') },
    }
    expect(budgetedPages(today).map(({ page, routeId }) => [page, routeId])).toEqual([
      ['home (/)', 'pages/home/route'],
      ['article (/$slug)', 'pages/offer-or-article/route'],
    ])
    expect(budgetedPages(older).map(({ routeId }) => routeId)).toEqual(['routes/_index', 'routes/$slug'])
  })

  it('name a page the build has no route for, and fail', () => {
    expect(() => budgetedPages({ routes: { root: { module: '/build/root.js' }, 'routes/_index': page(undefined, true) } })).toThrow(
      'no route in the build manifest for the article (/$slug) page',
    )
  })
})
