// Unsubscribing from promo e-mails: each promo e-mail carries a link (and RFC 8058 one-click
// List-Unsubscribe headers) whose token names the recipient's mailbox by its hash and is signed
// with the site's secret, so only the recipient's own link unsubscribes them, and the address
// itself is never in a URL. The mailbox (hashed) is kept in the outbox's suppression list, which
// every node shares on PostgreSQL. README "Personal data".
import { sameSignature, sign } from '~/lib/platform/security/signing.server'

import { mailboxOf } from './outbox/mailbox'
import { type LeadOutbox, mailboxHash } from './outbox/outbox.server'

const PURPOSE = 'unsubscribe'

/** `<mailbox hash>.<signature>`: the link of the person whose address is `email`. */
export function unsubscribeToken(secret: string, email: string): string {
  const hash = mailboxHash(mailboxOf(email))
  return `${hash}.${sign(secret, PURPOSE, hash)}`
}

/** The mailbox hash a token names, when its signature is this site's; else undefined. */
export function mailboxHashOfToken(secret: string, token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined
  const match = /^([0-9a-f]{64})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return undefined
  const [, hash = '', signature = ''] = match
  return sameSignature(sign(secret, PURPOSE, hash), signature) ? hash : undefined
}

export type UnsubscribeOutcome = 'unsubscribed' | 'already' | 'invalid'

/** Records the unsubscription a token asks for. */
export async function unsubscribeWith(outbox: Pick<LeadOutbox, 'unsubscribe'>, secret: string, token: unknown, now = Date.now()): Promise<UnsubscribeOutcome> {
  const hash = mailboxHashOfToken(secret, token)
  if (!hash) return 'invalid'
  return (await outbox.unsubscribe(hash, now)).already ? 'already' : 'unsubscribed'
}
