import { describe, expect, it } from 'vitest'

import { cardBytes, spliceCards } from '~/lib/http/card-bytes.server'

// Prerendered cards kept as bytes and spliced into the rendered document (ADR 17).

describe('spliceCards', () => {
  const html = new Map([
    ['deals/a', '<article>Ovation – ₹27,999</article>'],
    ['deals/b', '<article>Resorts World One</article>'],
  ])
  const cards = cardBytes(html)
  const slot = (key: string) => cards.placeholders.get(key) ?? ''

  it('puts each card where React wrote its placeholder, in UTF-8', () => {
    const document = `<!DOCTYPE html><ul><li>${slot('deals/a')}</li><li>${slot('deals/b')}</li></ul><p>Priced in ₹</p>`
    expect(Buffer.from(spliceCards(document, cards)).toString('utf8')).toBe(
      '<!DOCTYPE html><ul><li><article>Ovation – ₹27,999</article></li><li><article>Resorts World One</article></li></ul><p>Priced in ₹</p>',
    )
  })

  it('leaves a page without placeholders as it is', () => {
    expect(Buffer.from(spliceCards('<p>No cards – none</p>', cards)).toString('utf8')).toBe('<p>No cards – none</p>')
  })

  it('has a placeholder nobody else can write: a comment with a random token, one per card', () => {
    const placeholders = [...cards.placeholders.values()]
    expect(placeholders).toHaveLength(2)
    expect(new Set(placeholders).size).toBe(2)
    for (const placeholder of placeholders) expect(placeholder).toMatch(/^<!--card-[0-9a-f]{16}:\d+-->$/)
    // The same words without the token stay text.
    expect(Buffer.from(spliceCards('<!--card-0000000000000000:0-->', cards)).toString('utf8')).toBe('<!--card-0000000000000000:0-->')
  })

  it('leaves a placeholder of no card of this page as written', () => {
    const stray = (cards.placeholders.get('deals/a') ?? '').replace(/:\d+-->/, ':9-->')
    expect(Buffer.from(spliceCards(`<li>${stray}</li>`, cards)).toString('utf8')).toBe(`<li>${stray}</li>`)
  })
})
