import { describe, expect, it } from 'vitest'

import { mailboxHash } from '~/lib/leads/outbox/outbox.server'
import { mailboxHashOfToken, unsubscribeToken, unsubscribeWith } from '~/lib/leads/unsubscribe.server'
import { unsubscribeUrl } from '~/lib/leads/unsubscribe-link'

const SECRET = 'unit-secret-0123456789abcdef0123456789'

describe('the unsubscribe link', () => {
  it('names the mailbox by its hash, signed: the address is nowhere in it, every spelling of it gets the same link', () => {
    const token = unsubscribeToken(SECRET, 'Meera.Iyer+offers@GoogleMail.com')
    expect(token).toBe(unsubscribeToken(SECRET, 'meeraiyer@gmail.com'))
    expect(token).not.toMatch(/meera/i)
    expect(mailboxHashOfToken(SECRET, token)).toBe(mailboxHash('meeraiyer@gmail.com'))
    expect(unsubscribeUrl('https://www.harbourline.example', token)).toBe(`https://www.harbourline.example/unsubscribe?t=${token}`)
  })

  it('works only as signed by this site, for the mailbox it names', () => {
    const token = unsubscribeToken(SECRET, 'meera@example.com')
    const [hash, signature] = token.split('.') as [string, string]
    const other = mailboxHash('ravi@example.com')
    for (const forged of [
      `${other}.${signature}`,
      `${hash}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      unsubscribeToken('another-secret-0123456789abcdef0123', 'meera@example.com'),
      hash,
      '',
      `${token}x`,
      null,
      42,
      'x'.repeat(500),
    ]) {
      expect(mailboxHashOfToken(SECRET, forged), String(forged)).toBeUndefined()
    }
  })

  it('records the mailbox once, and refuses a bad token without touching the store', async () => {
    const recorded: string[] = []
    const outbox = {
      unsubscribe: async (hash: string) => {
        const already = recorded.includes(hash)
        recorded.push(hash)
        return { already }
      },
    }
    const token = unsubscribeToken(SECRET, 'meera@example.com')
    expect(await unsubscribeWith(outbox, SECRET, token)).toBe('unsubscribed')
    expect(await unsubscribeWith(outbox, SECRET, token)).toBe('already')
    expect(await unsubscribeWith(outbox, SECRET, 'nonsense')).toBe('invalid')
    expect(recorded).toEqual([mailboxHash('meera@example.com'), mailboxHash('meera@example.com')])
  })
})
