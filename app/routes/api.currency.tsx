import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { parseCurrency } from '~/lib/currency'
import { serializeCurrencyCookie } from '~/lib/currency/visitor.server'
import { isHttps, safeRedirectPath } from '~/lib/http'

// The currency switcher posts here: the choice is stored in a cookie and the visitor goes back to
// the page they were on. A tampered post changes nothing and still lands on a normal page.
export async function action({ request }: ActionFunctionArgs) {
  let form: FormData | null = null
  try {
    form = await request.formData()
  } catch {
    form = null
  }
  const target = safeRedirectPath(form?.get('redirectTo'))
  const currency = parseCurrency(form?.get('currency'))
  if (!currency) return redirect(target, 303)
  return redirect(target, {
    status: 303,
    headers: { 'Set-Cookie': serializeCurrencyCookie(currency, { secure: isHttps(request) }) },
  })
}

export function loader() {
  return new Response('Use POST to choose a currency.', { status: 405, headers: { Allow: 'POST' } })
}
