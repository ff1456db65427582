import { useEffect, useRef } from 'react'
import { Form, useLocation, useSubmit } from 'react-router'

import { CURRENCIES, type CurrencyCode } from '~/lib/currency'

/**
 * The currency dropdown. It posts to /api/currency, which sets the cookie and redirects back, so
 * it works without JavaScript (with a Set button). With JavaScript a choice made with the pointer
 * applies at once; one made with the keyboard (arrows or letters on the closed dropdown, which
 * change its value at each press) applies on Enter or when focus leaves it, so a keyboard user can
 * move through every currency without the page changing under them. Focus stays on the dropdown.
 */
export function CurrencySwitcher({ currency }: { currency: CurrencyCode }) {
  const location = useLocation()
  const submit = useSubmit()
  const select = useRef<HTMLSelectElement>(null)
  // Whether the dropdown's value was last moved with the keyboard (then it waits to be applied).
  const movedByKeyboard = useRef(false)
  // The currency on its way to the server, so Enter and the blur after it post it once.
  const applying = useRef<string | null>(null)
  // Whether the dropdown had focus when the choice was sent: it gets it back on the new page.
  const refocus = useRef(false)

  useEffect(() => {
    applying.current = null
    movedByKeyboard.current = false
    if (!refocus.current) return
    refocus.current = false
    select.current?.focus()
  }, [currency])

  const apply = () => {
    const element = select.current
    if (!element?.form || element.value === currency || element.value === applying.current) return
    applying.current = element.value
    refocus.current = document.activeElement === element
    submit(element.form, { preventScrollReset: true })
  }

  return (
    <Form method="post" action="/api/currency" className="currency-switcher" preventScrollReset>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}${location.hash}`} />
      <label htmlFor="currency-select" className="visually-hidden">
        Currency
      </label>
      <select
        ref={select}
        id="currency-select"
        name="currency"
        defaultValue={currency}
        key={currency}
        onPointerDown={() => (movedByKeyboard.current = false)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            apply()
          } else if (event.key !== 'Tab') {
            movedByKeyboard.current = true
          }
        }}
        onChange={() => {
          if (!movedByKeyboard.current) apply()
        }}
        onBlur={apply}
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
