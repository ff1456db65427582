// The one rule for visitor text the site keeps: nothing that hides or rearranges what staff read.
import { describe, expect, it } from 'vitest'

import { cleanUtmValue } from '~/lib/campaign/utm.server'
import { hasHiddenCharacters, withoutHiddenCharacters } from '~/lib/platform/text/visitor-text'

const HIDDEN = [
  '\u0007',
  '\u0085',
  '\u061c',
  '\u200b',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u202a',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2069',
  '\ufeff',
  '\u{e0001}',
  '\u{e0041}',
  '\u{e007f}',
]

describe('hidden characters', () => {
  it('are refused in a one-line value, and in a message except its line breaks and tabs', () => {
    for (const character of HIDDEN) {
      expect(hasHiddenCharacters(`Asha${character}Rao`), JSON.stringify(character)).toBe(true)
      expect(hasHiddenCharacters(`line${character}`, { multiline: true }), JSON.stringify(character)).toBe(true)
    }
    expect(hasHiddenCharacters('two\nlines')).toBe(true)
    expect(hasHiddenCharacters('two\r\nlines\twith a tab', { multiline: true })).toBe(false)
  })

  it('leave names in every script alone, the joiners Indic and Persian names need included', () => {
    for (const name of ['Asha Rao', 'José', 'प्रिया', 'क्‍ष', 'می‌خواهم', '王小明', "O'Brien", 'Zoë 👩‍👩‍👧']) expect(hasHiddenCharacters(name), name).toBe(false)
  })

  it('are taken out of campaign values nobody typed into a form', () => {
    expect(withoutHiddenCharacters('diwali\u202eelas\u2066\u{e0041}')).toBe('diwalielas')
    expect(cleanUtmValue('  \u200egoogle\u202e\u2069  ')).toBe('google')
  })
})
