// One mailbox, however its address is written: the promo code goes to a mailbox once a day, and
// the providers deliver many spellings of an address to one mailbox. Pure, unit-tested.

/** Domains that are one mailbox provider under two names. */
const SAME_PROVIDER: Readonly<Record<string, string>> = { 'googlemail.com': 'gmail.com' }
/** Providers that ignore dots in the local part. */
const DOTS_IGNORED = new Set(['gmail.com'])

/**
 * The mailbox an address reaches, as its provider reads it: lower case, a `+tag` removed (every
 * large provider delivers `name+anything` to `name`), and for Gmail the dots removed and
 * googlemail.com read as gmail.com. `X.Y+promo@GoogleMail.com` is `xy@gmail.com`.
 */
export function mailboxOf(address: string): string {
  const text = address.trim().toLowerCase()
  const at = text.lastIndexOf('@')
  if (at <= 0) return text
  const domain = SAME_PROVIDER[text.slice(at + 1)] ?? text.slice(at + 1)
  let local = text.slice(0, at)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (DOTS_IGNORED.has(domain)) local = local.replace(/\./g, '')
  return `${local}@${domain}`
}
