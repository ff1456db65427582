import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { escapeHtml, optionsHtml } from '~/lib/ui/options'

// Select options as one HTML string (the search form and the lead forms' selects).

describe('optionsHtml', () => {
  const options = [
    { value: 'Alaska', label: 'Alaska' },
    { value: 'A&B "x"', label: "Fish <&> Chip's" },
  ]

  it('gives the HTML React gives for the same options and default value', () => {
    const asReact = renderToString(
      createElement(
        'select',
        { defaultValue: '' },
        createElement('option', { value: '' }, 'Any destination'),
        ...options.map((option) => createElement('option', { key: option.value, value: option.value }, option.label)),
      ),
    )
    expect(`<select>${optionsHtml(options, { placeholder: 'Any destination', selected: '' })}</select>`).toBe(asReact)
  })

  it('escapes values and labels, and marks only the first match selected', () => {
    expect(optionsHtml(options, { selected: 'A&B "x"' })).toBe(
      '<option value="Alaska">Alaska</option><option value="A&amp;B &quot;x&quot;" selected="">Fish &lt;&amp;&gt; Chip&#x27;s</option>',
    )
    expect(optionsHtml([...options, options[0]!], { selected: 'Alaska' }).match(/selected/g)).toHaveLength(1)
    expect(optionsHtml(options)).not.toContain('selected')
    expect(escapeHtml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#x27;&lt;/a&gt;')
  })
})
