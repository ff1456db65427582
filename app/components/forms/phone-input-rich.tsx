// The rich phone input (react-phone-number-input: country picker with flags, formatting as you
// type), loaded only once the visitor starts on a form: with its phone metadata and flags it is
// about 100 KB gzipped, more than the whole home page may ship up front. Same `min` metadata as the
// server's check (~/lib/leads/forms/phone), so both agree on what is valid. The flags are the package's
// own SVG components, bundled with the app: no flag image is fetched from the internet.
import PhoneInput, { type Country } from 'react-phone-number-input'
import flags from 'react-phone-number-input/flags'

export interface RichPhoneInputProps {
  id: string
  defaultCountry: string | undefined
  /** Countries listed first (India, US, UK, UAE on the deals and insurance forms). */
  preferred?: readonly string[]
  value: string | undefined
  onChange: (value: string | undefined) => void
  onCountryChange: (country: string | undefined) => void
  onBlur: () => void
  required?: boolean
  invalid: boolean
  describedBy: string | undefined
}

/**
 * Digits typed, pasted or autofilled without a "+" are a national number of the selected country
 * (by default the visitor's): 9820451763 in India is +91 98204 51763, never Iran's +98. A "+"
 * starts an international number, and only then does the flag follow the digits. (In the
 * library's `international` mode every digit was read after a "+", so a visitor who cleared the
 * "+91" and typed her mobile got another country's number.)
 */
export function RichPhoneInput(props: RichPhoneInputProps) {
  const order = props.preferred?.length ? ([...props.preferred, '|', '...'] as ('|' | '...' | Country)[]) : undefined
  return (
    <PhoneInput
      id={props.id}
      defaultCountry={props.defaultCountry as Country | undefined}
      countryOptionsOrder={order}
      flags={flags}
      value={props.value}
      onChange={(value) => props.onChange(value ?? undefined)}
      onCountryChange={(country) => props.onCountryChange(country ?? undefined)}
      onBlur={props.onBlur}
      autoComplete="tel"
      required={props.required}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      className="lead-phone-rich"
      numberInputProps={{ className: 'lead-input PhoneInputInput' }}
    />
  )
}
