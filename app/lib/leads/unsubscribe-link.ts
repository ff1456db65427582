// The unsubscribe link's shape, for the server that makes it and the page that reads it
// (browser-safe; the signing is unsubscribe.server.ts).

/** The unsubscribe page's path; its query names the token. */
const UNSUBSCRIBE_PATH = '/unsubscribe'
export const UNSUBSCRIBE_PARAM = 't'

/** The absolute link for a promo e-mail, on the site's origin. */
export function unsubscribeUrl(origin: string, token: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, origin)
  url.searchParams.set(UNSUBSCRIBE_PARAM, token)
  return url.href
}
