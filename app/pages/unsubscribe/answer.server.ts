// The unsubscribe page (/unsubscribe?t=…): a promo e-mail's link opens it, and a press of its one
// button (a plain form: no JavaScript needed) records the unsubscription; a mail app's one-click
// POST (RFC 8058) to the same URL does it directly. A GET never unsubscribes, so a mail scanner
// that opens links changes nothing. Per recipient: never kept by any cache.
import { leadPipeline } from '~/lib/leads/index.server'
import { mailboxHashOfToken, unsubscribeWith } from '~/lib/leads/unsubscribe.server'
import { UNSUBSCRIBE_PARAM } from '~/lib/leads/unsubscribe-link'
import { parseFormBody, readLimitedBody } from '~/lib/platform/http/request-guards.server'
import { siteSecret } from '~/lib/platform/security/signing.server'

export type UnsubscribeState = 'confirm' | 'unsubscribed' | 'already' | 'invalid'

/** The page's answer headers: for this recipient alone, and not for search engines. */
export const UNSUBSCRIBE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }

/** A form with a token, or the one-click body: a few hundred bytes. */
const BODY_LIMIT = 4 * 1024

const tokenOf = (request: Request) => new URL(request.url).searchParams.get(UNSUBSCRIBE_PARAM)

/** What a GET shows: the button, that the address is already unsubscribed (the link opened again), or why the link does not work. */
export async function unsubscribePage(request: Request): Promise<{ state: UnsubscribeState; token: string | null; status: number }> {
  const token = tokenOf(request)
  const hash = mailboxHashOfToken(siteSecret(), token)
  if (!hash) return { state: 'invalid', token: null, status: 400 }
  return (await leadPipeline().outbox.isUnsubscribed(hash)) ? { state: 'already', token: null, status: 200 } : { state: 'confirm', token, status: 200 }
}

/** A POST: the page's button (the token in the form) or a mail app's one-click (the token in the URL). */
export async function unsubscribeByPost(request: Request): Promise<{ state: UnsubscribeState; token: null; status: number }> {
  const body = await readLimitedBody(request, BODY_LIMIT)
  const parsed = body.ok ? await parseFormBody(body.bytes, request.headers.get('content-type')) : null
  const posted = parsed?.ok ? parsed.form.get(UNSUBSCRIBE_PARAM) : null
  const outcome = await unsubscribeWith(leadPipeline().outbox, siteSecret(), typeof posted === 'string' ? posted : tokenOf(request))
  return { state: outcome, token: null, status: outcome === 'invalid' ? 400 : 200 }
}
