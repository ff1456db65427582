// The layers of app/ (docs/decisions/0026-layers.md), checked by `npm run check:layers` in `npm test`.
// Imports run one way, from the top down:
//   routes, root.tsx, entry files, site-services.server.ts and site-pages.server.ts (the composition root), query-types
//   page folders        pages/<page>/ (its route, query, view, components, stylesheet; ADR 43)
//   components
//   page modules        lib/pages/*
//   shared domain       lib/{content,currency,campaign,sailings,booking,leads,seo,preview,pagination,ui}
//   infrastructure      lib/platform/*
// and no two files or folders import each other, directly or round a loop.
const TOP = '^app/(routes/|root\\.tsx$|entry\\.(client|server)\\.tsx$|site-(services|pages)\\.server\\.ts$|query-types/)'
const PAGE_FOLDERS = '^app/pages/'
const COMPONENTS = '^app/components/'
const PAGES = '^app/lib/pages/'
const DOMAIN = '^app/lib/(content|currency|campaign|sailings|booking|leads|seo|preview|pagination|ui)/'
const INFRASTRUCTURE = '^app/lib/platform/'

/** A rule that `from` imports none of `to`, with a message saying which way imports run. */
const down = (name, from, to, comment) => ({ name, severity: 'error', comment, from: { path: from }, to: { path: to } })

module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      severity: 'error',
      comment: 'Two files import each other, directly or round a loop: move what both need into a third.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      severity: 'error',
      comment: 'Two folders import each other, directly or round a loop: one of them is in the wrong layer, or a fact lives in the wrong folder.',
      scope: 'folder',
      from: { path: '^app/' },
      to: { circular: true },
    },
    down('page-folders-below-routes', PAGE_FOLDERS, TOP, 'A page folder is what the route table points at; it never imports a route or the composition root.'),
    {
      name: 'page-folders-apart',
      severity: 'error',
      comment: "A page folder never imports another page's folder: what two pages share moves to components/ or lib/.",
      from: { path: '^app/pages/([^/]+)/' },
      to: { path: PAGE_FOLDERS, pathNot: '^app/pages/$1/' },
    },
    down(
      'components-below-routes',
      COMPONENTS,
      [TOP, PAGE_FOLDERS],
      "Shared components are handed what a page loaded; they never import a route or a page's folder.",
    ),
    down('pages-below-components', PAGES, [TOP, PAGE_FOLDERS, COMPONENTS], 'A page module shapes data for its page; React components sit above it.'),
    down('domain-below-pages', DOMAIN, [TOP, PAGE_FOLDERS, COMPONENTS, PAGES], "A shared domain module serves every page: it never imports one page's module."),
    down(
      'infrastructure-at-the-bottom',
      INFRASTRUCTURE,
      [TOP, PAGE_FOLDERS, COMPONENTS, PAGES, DOMAIN],
      'Infrastructure (lib/platform) is handed what it needs by the composition root (app/site-services.server.ts) or its caller; it imports no domain or page module.',
    ),
    {
      name: 'every-module-in-a-layer',
      severity: 'error',
      comment:
        "A new folder of app/lib belongs to one layer: put it under lib/pages or lib/platform, or add it to the shared domain here and to the README's folder map.",
      from: { path: '^app/lib/', pathNot: [PAGES, DOMAIN, INFRASTRUCTURE] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^app/',
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
}
