// The HTML the production server sends, checked by html-validate: every public page, the pages
// the site shows when something is wrong (not found, a method a page does not take) and a lead
// form after a no-JavaScript post it refused. React renders what browsers accept, but not always
// what the HTML standard allows (an id used twice, a block inside a paragraph, a control nested in
// a link): a browser repairs such markup in its own way, and the page it builds then differs from
// the one React hydrates and from the one a screen reader reads.
import { type ConfigData, HtmlValidate } from 'html-validate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DISTINCT_PAGE_ROUTES } from '../support/routes'
import { startSiteServer } from '../support/server'

// The recommended rules, less those that judge how the markup is written rather than whether it is
// right, and those whose reading of the standard is older than the browsers'. Each with its reason.
const CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    // <details> was a "sectioning root" in HTML 5.0; today's standard allows it in a table
    // header cell, where a fare row keeps its details.
    { details: { sectioning: false } },
  ],
  rules: {
    // How React serialises: <img/>, charSet, dateTime, selected="", hidden="".
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId ids contain ':', which HTML allows (CSS selectors escape it).
    'valid-id': 'off',
    // style attributes set by components (the CSP allows style-src-attr).
    'no-inline-style': 'off',
    // role="list" on styled lists on purpose: Safari drops their list semantics without it.
    'no-redundant-role': 'off',
    // A label that wraps its control and names it too.
    'no-redundant-for': 'off',
    // The phone links keep the number on one line in CSS (white-space: nowrap).
    'tel-non-breaking': 'off',
    // A month field keeps a pattern and a placeholder for browsers that show it as a text field.
    'input-attributes': 'off',
    // Tab panels are regions until hydration makes them tabs (app/components/ui/tabs.tsx).
    'prefer-native-element': 'off',
    // The desktop and the mobile menu are both "Main"; only one of them shows at any width.
    'unique-landmark': 'off',
    // A search-result length, not markup: an article's title is its editors' words.
    'long-title': 'off',
    // A group of checkboxes shares its name.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
}

let server: Awaited<ReturnType<typeof startSiteServer>>

beforeAll(async () => {
  server = await startSiteServer()
}, 120_000)

afterAll(() => server?.stop())

const validator = new HtmlValidate(CONFIG)

/** Every finding in `html`, one line each (empty when the page is valid). */
async function findings(html: string): Promise<string[]> {
  const report = await validator.validateString(html)
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? `line ${message.line}`})`),
  )
}

async function page(pathAndQuery: string, init: RequestInit = {}): Promise<{ status: number; html: string }> {
  const response = await fetch(`${server.url}${pathAndQuery}`, { ...init, headers: { 'cf-ipcountry': 'IN', ...init.headers }, redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

describe('the HTML the server sends', () => {
  it('every public page, a later Newsroom page and a form left in its thanks state', async () => {
    for (const pathAndQuery of [...DISTINCT_PAGE_ROUTES.map((route) => route.path), '/media?page=3', '/contact?form=callback&lead=thanks']) {
      const { status, html } = await page(pathAndQuery)
      expect(status, pathAndQuery).toBe(200)
      expect(await findings(html), pathAndQuery).toEqual([])
    }
  }, 60_000)

  it('the not-found page and the page for a method a page does not take', async () => {
    const notFound = await page('/no-such-page')
    expect(notFound.status).toBe(404)
    expect(await findings(notFound.html)).toEqual([])
    const wrongMethod = await page('/about', { method: 'POST' })
    expect(wrongMethod.status).toBe(405)
    expect(await findings(wrongMethod.html)).toEqual([])
  })

  it('a lead form showing the messages of a refused no-JavaScript post', async () => {
    const post = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      body: new URLSearchParams({ form: 'callback', redirectTo: '/contact', firstName: '', email: 'not an address' }),
      redirect: 'manual',
    })
    expect(post.status).toBe(303)
    const cookie = post.headers.get('set-cookie')?.split(';')[0] ?? ''
    expect(cookie).not.toBe('')
    const { status, html } = await page(post.headers.get('location') ?? '/', { headers: { cookie } })
    expect(status).toBe(200)
    expect(html).toContain('Please enter your first name')
    expect(await findings(html)).toEqual([])
  })
})
