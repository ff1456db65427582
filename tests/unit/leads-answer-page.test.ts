import { describe, expect, it } from 'vitest'

import { leadAnswerPage } from '~/lib/leads/action/answer-page.server'

describe('leadAnswerPage: the no-JS answer that cannot go back to its form', () => {
  it('says the message, links back to the form, and escapes both', () => {
    const page = leadAnswerPage('Too many <tries> & "retries"', '/contact?a=1&b="x"')
    expect(page.startsWith('<!doctype html><html lang="en">')).toBe(true)
    expect(page).toContain('<title>Too many &lt;tries&gt; &amp; &quot;retries&quot;</title>')
    expect(page).toContain('<h1>Too many &lt;tries&gt; &amp; &quot;retries&quot;</h1>')
    expect(page).toContain('<a href="/contact?a=1&amp;b=&quot;x&quot;">Go back to the form</a>')
    expect(page).toContain('<meta name="robots" content="noindex"/>')
  })
})
