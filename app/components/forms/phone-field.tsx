// The phone field of every lead form. The server renders a plain, accessible pair (country select +
// <input type="tel">), which is the whole field without JavaScript. Once the visitor starts on the
// form (`enhance`), the rich input (flags, formatting) loads and takes the plain field's place,
// unless the visitor is already typing in the plain one, which then simply stays. Either way the
// form posts `mobile` and `phoneCountry`, and the server reads the number for that country.
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react'

import { describedBy, FieldError, FieldLabel } from './fields'
import { PHONE_COUNTRIES } from './phone-countries'
import type { RichPhoneInputProps } from './phone-input-rich'

type RichModule = { RichPhoneInput: ComponentType<RichPhoneInputProps> }

let richModule: Promise<RichModule> | undefined

/** Starts loading the rich input (once per page). */
function loadRichPhoneInput(): Promise<RichModule> {
  richModule ??= import('./phone-input-rich')
  return richModule
}

export interface PhoneFieldProps {
  id: string
  label: string
  required?: boolean
  errors?: string[] | undefined
  /** The country the field starts with. */
  defaultCountry: string
  /** Listed first (India, US, UK, UAE on the deals and insurance forms). */
  preferred?: readonly string[]
  /** Values after a rejected no-JS post. */
  initialNumber?: string | undefined
  initialCountry?: string | undefined
  /** The visitor has started on the form: load the rich input. */
  enhance: boolean
  /** Changes when the form resets the field (the promo form's Close). */
  resetSignal: number
  /** Validate the field now (the rich input has no name of its own for the form to see). */
  onValidate: () => void
}

const COUNTRY_NAME = new Map(PHONE_COUNTRIES.map(([code, name, calling]) => [code, `${name} (+${calling})`]))

/** The preferred countries first, then every other country by name. */
export function countryChoices(preferred: readonly string[] | undefined): { first: string[]; rest: string[] } {
  const first = (preferred ?? []).filter((code) => COUNTRY_NAME.has(code))
  return { first, rest: PHONE_COUNTRIES.map(([code]) => code).filter((code) => !first.includes(code)) }
}

const countryOption = (code: string) => (
  <option key={code} value={code}>
    {COUNTRY_NAME.get(code)}
  </option>
)

export function PhoneField(props: PhoneFieldProps) {
  const { id, errors } = props
  const startCountry = COUNTRY_NAME.has(props.initialCountry ?? '')
    ? props.initialCountry!
    : COUNTRY_NAME.has(props.defaultCountry)
      ? props.defaultCountry
      : 'IN'
  const countries = countryChoices(props.preferred)
  const [Rich, setRich] = useState<RichModule['RichPhoneInput'] | null>(null)
  const [mode, setMode] = useState<'plain' | 'rich'>('plain')
  const [value, setValue] = useState<string | undefined>(undefined)
  const [country, setCountry] = useState<string | undefined>(startCountry)
  // The country the rich input starts with (the plain select's choice when it took over).
  const [richStart, setRichStart] = useState<string>(startCountry)
  const plainGroupRef = useRef<HTMLDivElement>(null)
  const plainRef = useRef<HTMLInputElement>(null)
  const plainCountryRef = useRef<HTMLSelectElement>(null)
  const validated = useRef(false)

  useEffect(() => {
    if (!props.enhance || Rich) return
    let live = true
    loadRichPhoneInput()
      .then((module) => {
        if (live) setRich(() => module.RichPhoneInput)
      })
      .catch((error: unknown) => console.warn('The phone input could not load; the plain field stays', error))
    return () => {
      live = false
    }
  }, [props.enhance, Rich])

  // Swap to the rich input when it is here and the plain one is untouched and not in use: an
  // element that has focus (the number or its country select) is never taken away from under a
  // keyboard user; the swap then waits until focus leaves the field.
  const swapToRich = useCallback(() => {
    const plain = plainRef.current
    if (!plain || plain.value !== '' || plainGroupRef.current?.contains(document.activeElement)) return
    const chosen = plainCountryRef.current?.value || startCountry
    setCountry(chosen)
    setRichStart(chosen)
    setMode('rich')
  }, [startCountry])
  useEffect(() => {
    if (Rich && mode === 'plain') swapToRich()
  }, [Rich, mode, swapToRich])

  // The visitor's own country arrives after the page (with their form token): the field moves there
  // unless the visitor has already typed a number or picked a country. The rich input follows a
  // new default by itself on the same terms.
  const shownDefault = useRef(startCountry)
  useEffect(() => {
    const previous = shownDefault.current
    shownDefault.current = startCountry
    if (previous === startCountry || mode !== 'plain') return
    const select = plainCountryRef.current
    if (!select || plainRef.current?.value !== '' || select.value !== previous) return
    select.value = startCountry
    setCountry(startCountry)
    setRichStart(startCountry)
  }, [startCountry, mode])
  useEffect(() => {
    if (mode === 'rich' && value === undefined) setRichStart(startCountry)
  }, [startCountry, mode, value])

  // The promo form's Close empties the field.
  const firstReset = useRef(props.resetSignal)
  useEffect(() => {
    if (props.resetSignal === firstReset.current) return
    setValue(undefined)
    validated.current = false
    if (plainRef.current) plainRef.current.value = ''
  }, [props.resetSignal])

  // Re-check while the visitor corrects a number that was called wrong (after the hidden inputs
  // carry the new value). The callback is read through a ref: its identity changes every render.
  const onValidate = useRef(props.onValidate)
  onValidate.current = props.onValidate
  useEffect(() => {
    if (mode === 'rich' && validated.current) onValidate.current()
  }, [value, country, mode])

  const invalid = Boolean(errors?.length)
  const describedById = describedBy(id, errors)
  return (
    <div className={`lead-field lead-field--phone${invalid ? ' lead-field--invalid' : ''}`}>
      <FieldLabel htmlFor={id} label={props.label} required={props.required} />
      {mode === 'rich' && Rich ? (
        <>
          <Rich
            id={id}
            defaultCountry={richStart}
            preferred={props.preferred}
            value={value}
            onChange={setValue}
            onCountryChange={setCountry}
            onBlur={() => {
              validated.current = true
              onValidate.current()
            }}
            required={props.required}
            invalid={invalid}
            describedBy={describedById}
          />
          <input type="hidden" name="mobile" value={value ?? ''} />
          <input type="hidden" name="phoneCountry" value={country ?? ''} />
        </>
      ) : (
        <div
          className="lead-phone-plain"
          ref={plainGroupRef}
          onBlur={(event) => {
            // Focus left the field (not just moved between its select and number): the rich input
            // may take over now, if the number was left empty.
            if (Rich && !event.currentTarget.contains(event.relatedTarget)) swapToRich()
          }}
        >
          <select
            ref={plainCountryRef}
            name="phoneCountry"
            className="lead-input lead-input--select lead-phone-plain__country"
            aria-label="Phone number country"
            defaultValue={startCountry}
            key={`country-${props.resetSignal}`}
          >
            {countries.first.map(countryOption)}
            {countries.first.length ? <option disabled>──────────</option> : null}
            {countries.rest.map(countryOption)}
          </select>
          <input
            ref={plainRef}
            type="tel"
            id={id}
            name="mobile"
            className="lead-input lead-phone-plain__number"
            autoComplete="tel"
            inputMode="tel"
            maxLength={250}
            required={props.required}
            defaultValue={props.initialNumber}
            aria-invalid={invalid || undefined}
            aria-describedby={describedById}
          />
        </div>
      )}
      <FieldError id={id} errors={errors} />
    </div>
  )
}
