import type { FormEvent } from 'react'

import { type BookingEngine, type SearchFormChoices, type SearchFormField, searchFormUrl } from '~/lib/booking'
import type { CurrencyCode } from '~/lib/currency'

import type { NativeSearchForm as NativeSearchFormData } from '../view'

const LABELS: Record<SearchFormField, { label: string; any: string }> = {
  destinations: { label: 'Destination', any: 'Any destination' },
  cruiseLines: { label: 'Cruise line', any: 'Any cruise line' },
  durations: { label: 'Duration', any: 'Any length' },
  months: { label: 'Sailing month', any: 'Any month' },
}

interface NativeSearchFormProps {
  form: NativeSearchFormData
  engine: BookingEngine
  currency: CurrencyCode
  /** Prefix of the field ids (two forms may share a page). */
  idPrefix?: string
}

/**
 * The site's own cruise search: a GET form to the booking engine whose hidden inputs
 * and field names come from the URL builder (lib/booking/search-form), so it works without
 * JavaScript. With JavaScript it goes to the builder's URL itself, which leaves out the choices
 * not made instead of sending them empty. Results open in this tab.
 */
export function NativeSearchForm({ form, engine, currency, idPrefix = 'search' }: NativeSearchFormProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget)
    const choices: SearchFormChoices = {}
    for (const select of form.selects) {
      const value = data.get(select.name)
      if (typeof value === 'string') choices[select.field] = value
    }
    let url: string
    try {
      url = searchFormUrl(engine, currency, choices)
    } catch {
      return // let the browser submit the form as it is
    }
    event.preventDefault()
    window.location.assign(url)
  }

  return (
    <form method="get" action={form.action} className="search-form" onSubmit={onSubmit} aria-label="Cruise search">
      {form.before.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="search-form__fields">
        {form.selects.map((select) => {
          const id = `${idPrefix}-${select.field}`
          const text = LABELS[select.field]
          return (
            <div key={select.field} className="search-form__field">
              <label htmlFor={id} className="search-form__label">
                {text.label}
              </label>
              <select id={id} name={select.name} className="search-form__select" defaultValue="">
                <option value="">{text.any}</option>
                {select.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          )
        })}
      </div>
      {form.after.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button search-form__submit">
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
          <path d="M10.5 4a6.5 6.5 0 1 0 4 11.6l4.2 4.2 1.4-1.4-4.2-4.2A6.5 6.5 0 0 0 10.5 4zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9z" fill="currentColor" />
        </svg>
        Search Cruises
      </button>
    </form>
  )
}
