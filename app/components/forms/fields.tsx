// The lead forms' fields: each labelled, its message inline (role="alert") and tied to the input
// with aria-describedby. Native constraints (required, type, limits) keep the form usable and
// checked without JavaScript; with JavaScript the form validates with its zod schema instead.
import type { InputHTMLAttributes, ReactNode } from 'react'

export interface FieldProps {
  id: string
  name: string
  label: string
  required?: boolean
  /** Messages to show (the first is shown). */
  errors?: string[] | undefined
  defaultValue?: string | undefined
  hint?: string
}

const errorIdOf = (id: string) => `${id}-error`
const hintIdOf = (id: string) => `${id}-hint`

export function describedBy(id: string, errors: string[] | undefined, hint?: string): string | undefined {
  const ids = [hint ? hintIdOf(id) : null, errors?.length ? errorIdOf(id) : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="lead-field__label">
      {label}
      {required ? (
        <span className="lead-field__required" aria-hidden="true">
          {' *'}
        </span>
      ) : (
        <span className="lead-field__optional"> (optional)</span>
      )}
    </label>
  )
}

/**
 * The field's message. Its line is kept even when empty: a message appearing on blur must not push
 * the Submit button away from under the pointer (the click that caused the blur would miss it).
 */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <div className="lead-field__message">
      {errors?.length ? (
        <p id={errorIdOf(id)} className="lead-field__error" role="alert">
          {errors[0]}
        </p>
      ) : null}
    </div>
  )
}

function FieldShell({ id, label, required, errors, hint, className, children }: FieldProps & { className?: string; children: ReactNode }) {
  return (
    <div className={`lead-field${className ? ` ${className}` : ''}${errors?.length ? ' lead-field--invalid' : ''}`}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint ? (
        <p id={hintIdOf(id)} className="lead-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} errors={errors} />
    </div>
  )
}

type InputExtras = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'defaultValue' | 'required'>

function inputProps(props: FieldProps) {
  return {
    id: props.id,
    name: props.name,
    required: props.required,
    defaultValue: props.defaultValue,
    'aria-invalid': props.errors?.length ? true : undefined,
    'aria-describedby': describedBy(props.id, props.errors, props.hint),
  } as const
}

export function TextField({ extra, ...props }: FieldProps & { extra?: InputExtras }) {
  return (
    <FieldShell {...props}>
      <input type="text" className="lead-input" {...inputProps(props)} {...extra} />
    </FieldShell>
  )
}

export function EmailField({ extra, ...props }: FieldProps & { extra?: InputExtras }) {
  return (
    <FieldShell {...props}>
      <input type="email" className="lead-input" autoComplete="email" inputMode="email" maxLength={254} {...inputProps(props)} {...extra} />
    </FieldShell>
  )
}

export function MonthField({ min = '2000-01', ...props }: FieldProps & { min?: string }) {
  return (
    <FieldShell {...props}>
      {/* Browsers without a month picker show a text box: the pattern and placeholder guide it. */}
      <input type="month" className="lead-input" min={min} max="2100-12" pattern="\d{4}-\d{2}" placeholder="YYYY-MM" {...inputProps(props)} />
    </FieldShell>
  )
}

export function DateField({ extra, min = '2000-01-01', ...props }: FieldProps & { extra?: InputExtras; min?: string }) {
  return (
    <FieldShell {...props}>
      <input type="date" className="lead-input" min={min} max="2100-12-31" {...inputProps(props)} {...extra} />
    </FieldShell>
  )
}

export function NumberField({ min, max, ...props }: FieldProps & { min: number; max: number }) {
  return (
    <FieldShell {...props}>
      <input type="number" className="lead-input" inputMode="numeric" min={min} max={max} step={1} {...inputProps(props)} />
    </FieldShell>
  )
}

export function TextareaField({ maxLength, ...props }: FieldProps & { maxLength: number }) {
  return (
    <FieldShell {...props}>
      <textarea
        className="lead-input lead-input--textarea"
        rows={4}
        maxLength={maxLength}
        id={props.id}
        name={props.name}
        required={props.required}
        defaultValue={props.defaultValue}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={describedBy(props.id, props.errors, props.hint)}
      />
    </FieldShell>
  )
}

export interface SelectOption {
  value: string
  label: string
}

export function SelectField({ options, placeholder, ...props }: FieldProps & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <FieldShell {...props}>
      <select
        className="lead-input lead-input--select"
        id={props.id}
        name={props.name}
        required={props.required}
        defaultValue={props.defaultValue ?? ''}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={describedBy(props.id, props.errors, props.hint)}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}

/** The interests: checkboxes in a fieldset, the legend naming them. */
export function CheckboxGroup({
  id,
  name,
  label,
  options,
  errors,
  defaultValue,
}: {
  id: string
  name: string
  label: string
  options: readonly SelectOption[]
  errors?: string[] | undefined
  defaultValue?: string[] | undefined
}) {
  return (
    <fieldset
      className={`lead-field lead-checkboxes${errors?.length ? ' lead-field--invalid' : ''}`}
      id={id}
      aria-describedby={errors?.length ? errorIdOf(id) : undefined}
    >
      <legend className="lead-field__label">
        {label}
        <span className="lead-field__optional"> (optional)</span>
      </legend>
      <div className="lead-checkboxes__options">
        {options.map((option, index) => (
          <label key={option.value} className="lead-checkbox" htmlFor={`${id}-${index}`}>
            <input type="checkbox" id={`${id}-${index}`} name={name} value={option.value} defaultChecked={defaultValue?.includes(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} errors={errors} />
    </fieldset>
  )
}
