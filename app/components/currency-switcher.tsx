import { Form, useLocation, useSubmit } from '@remix-run/react'
import { CURRENCIES, type CurrencyCode } from '~/lib/currency'

/**
 * The currency dropdown. It posts to /api/currency, which sets the cookie and redirects back, so
 * it works without JavaScript (with a Set button); with JavaScript the choice applies as soon as
 * it changes.
 */
export function CurrencySwitcher({ currency }: { currency: CurrencyCode }) {
  const location = useLocation()
  const submit = useSubmit()
  return (
    <Form method="post" action="/api/currency" className="currency-switcher" preventScrollReset>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}${location.hash}`} />
      <label htmlFor="currency-select" className="visually-hidden">
        Currency
      </label>
      <select
        id="currency-select"
        name="currency"
        defaultValue={currency}
        key={currency}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      {/* Only without JavaScript: the parser renders a noscript's content only then, so the button
          is never laid out and removed (which would move the header) where the dropdown applies
          the choice itself. */}
      <noscript>
        <button type="submit" className="currency-switcher__apply">
          Set
        </button>
      </noscript>
    </Form>
  )
}
