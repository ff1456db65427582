// The one lead form, configured per kind (which fields from ~/lib/leads/forms/fields, the words from
// ./lead-form-config). Without JavaScript it is a plain form posting to /api/leads, which
// redirects back with the thank-you or the field messages. With JavaScript it validates with the
// kind's zod schema (conform, on blur; the schema chunk loads when the visitor starts on the form),
// posts with fetch, and shows the button states, the inline error or the thank-you popup.
// The fill-time token is the visitor's own: fetched when they start on the form (a page copy may
// come from a cache and carries none), or handed back by the server with its "Send it now" step.
//
// fetch rather than a React Router fetcher: a fetcher's network failure goes to the route's error
// boundary (the page would be replaced), where 'Error submitting form!' must show inline; and
// a lead post has no reason to revalidate the page's loaders.
import { getFormProps, parse, type Submission, type SubmissionResult, useForm } from '@conform-to/react'
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'

import { CURRENCY_HOME_COUNTRY } from '~/lib/currency'
import {
  formTokenIssuedAt,
  HONEYPOT_FIELD,
  KIND_FIELDS,
  LEAD_API_JSON_PATH,
  LEAD_API_PATH,
  LEAD_LIMITS,
  LEAD_MESSAGES,
  LEAD_QUERY,
  type LeadApiAnswer,
  leadFormAnchor,
  type LeadFormSetup,
  type LeadInputField,
  leadStartPath,
  leadTokenPath,
} from '~/lib/leads/forms/fields'
import { useRootData } from '~/lib/pages/site/root-data'
import { formatDayMonthYear } from '~/lib/sailings'

import { CheckboxGroup, DateField, EmailField, MonthField, NumberField, SelectField, TextareaField, TextField } from './fields'
import { LEAD_FORM_TEXTS, PREFERRED_PHONE_COUNTRIES } from './lead-form-texts'
import { PhoneField } from './phone-field'
import { confettiWanted, ThankYouModal, ThankYouPanel } from './thank-you'

/** A token this close to the end of its hour is renewed when the visitor comes back to the form. */
const TOKEN_RENEW_BEFORE_MS = 10 * 60_000

type FormShape = Record<string, string | string[]>
type Validator = (formData: FormData) => Submission<unknown, string[]>

/** A v4 UUID, also where crypto.randomUUID is missing (plain-http pages). */
function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The page's path and query without our own result parameters: where a no-JS post comes back. */
function returnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete(LEAD_QUERY.status)
  params.delete(LEAD_QUERY.form)
  const query = params.toString()
  return `${pathname}${query ? `?${query}` : ''}`
}

export interface LeadFormContext {
  /** Deal enquiries: the item's lead variation (must be one content allows). */
  leadvariation?: string
  /** Quote: the chosen sailing (ISO date), preselected. */
  sailingDate?: string
}

export interface LeadFormProps {
  setup: LeadFormSetup
  /** Distinguishes two forms of one kind on a page (the inline promo form and the pop-up's). */
  instance?: string
  context?: LeadFormContext
  /** Show the outcome of a no-JS post to this kind (?lead=thanks, field messages). Default true. */
  showRedirectResult?: boolean
  /** Promo: confetti with the thank-you, and Close empties name, e-mail and phone. */
  promo?: boolean
  /** After a success (promo: remember it in localStorage). */
  onSubmitted?: () => void
  /** The thank-you popup was closed (a form in a modal closes its modal too). */
  onThanksClosed?: () => void
  /** Rendered above the fields (the promo heading, the callback form's currency line). */
  header?: ReactNode
  className?: string
}

export function LeadForm({
  setup,
  instance,
  context,
  showRedirectResult = true,
  promo = false,
  onSubmitted,
  onThanksClosed,
  header,
  className,
}: LeadFormProps) {
  const { kind } = setup
  const texts = LEAD_FORM_TEXTS[kind]
  const rootData = useRootData()
  const visitor = rootData?.visitor
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const reactId = useId()
  const formId = `${instance ?? kind}-lead-form`
  const fieldId = (name: string) => `${formId}-${name}`

  const redirectedThanks = showRedirectResult && searchParams.get(LEAD_QUERY.status) === LEAD_QUERY.thanks && searchParams.get(LEAD_QUERY.form) === kind
  const [status, setStatus] = useState<'idle' | 'submitting' | 'submitted'>(redirectedThanks ? 'submitted' : 'idle')
  const [formError, setFormError] = useState<string | null>(null)
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>(showRedirectResult ? setup.result : undefined)
  const [thanksOpen, setThanksOpen] = useState(false)
  const [thanksNotice, setThanksNotice] = useState<string | null>(null)
  const [confetti, setConfetti] = useState(false)
  const [enhance, setEnhance] = useState(false)
  const [resetSignal, setResetSignal] = useState(0)
  const [submissionId, setSubmissionId] = useState('')
  const [formToken, setFormToken] = useState(setup.formToken ?? '')
  // The visitor's own country, from their token's answer: the phone starts there once it is known.
  const [visitorCountry, setVisitorCountry] = useState<string | null>(null)
  // The server asked for one more press ("Send it now"): the post came too soon or without a token.
  const [confirming, setConfirming] = useState(showRedirectResult && setup.confirm === true)
  const validator = useRef<Validator | null>(null)

  // Each form in the browser makes its own id, kept across retries of the same entry, so a repeated
  // post is one lead. The page's HTML carries none: it may be a shared cache's copy, and without
  // JavaScript the server keys a post by what it says (lib/leads/action/submission-key.server.ts).
  useEffect(() => setSubmissionId(newSubmissionId()), [])

  // The item this form is about (a deal, a package) names the lead's variation; the server holds
  // the list of those it takes, so the browser's check takes this one.
  const leadvariation = context?.leadvariation ?? setup.leadvariation
  const choices = useMemo(
    () =>
      leadvariation && !setup.choices.leadvariations.includes(leadvariation)
        ? { ...setup.choices, leadvariations: [...setup.choices.leadvariations, leadvariation] }
        : setup.choices,
    [leadvariation, setup.choices],
  )
  // The schema loads once, when the visitor starts on the form (or, at the latest, submits it).
  // If it cannot load, the server checks the form and answers with the same messages.
  const validatorLoad = useRef<Promise<Validator | null> | null>(null)
  const loadValidator = useCallback(() => {
    validatorLoad.current ??= import('./validation')
      .then(({ createLeadValidator }) => (validator.current = createLeadValidator(kind, choices)))
      .catch((error: unknown) => {
        console.warn('Form validation could not load; the server checks the form', error)
        return null
      })
    return validatorLoad.current
  }, [kind, choices])

  // The visitor's own fill-time token, asked for when they start on the form, and again when they
  // come back to it after most of the token's hour. If it cannot be had, the post goes without one
  // and the server answers with the "Send it now" step and a token.
  const tokenLoad = useRef<Promise<string | null> | null>(null)
  const loadToken = useCallback(
    (renew = false) => {
      if (renew) tokenLoad.current = null
      tokenLoad.current ??= fetch(leadTokenPath(kind), { credentials: 'same-origin', cache: 'no-store' })
        .then(async (response) => {
          const answer = response.ok ? ((await response.json()) as { formToken?: unknown; country?: unknown }) : null
          if (typeof answer?.formToken !== 'string') return null
          if (typeof answer.country === 'string' && /^[A-Z]{2}$/.test(answer.country)) setVisitorCountry(answer.country)
          const token = answer.formToken
          setFormToken((current) => (renew || !current ? token : current))
          return token
        })
        .catch(() => null)
      return tokenLoad.current
    },
    [kind],
  )

  // The visitor has started on the form: load the schema (and the rich phone input), and their token.
  useEffect(() => {
    if (!enhance) return
    void loadValidator()
    if (!formToken) void loadToken()
  }, [enhance, loadValidator, loadToken, formToken])

  /** Back on the form after most of the token's hour: a new token, counted from now (asked for once). */
  const renewing = useRef(false)
  const startOrReturn = () => {
    setEnhance(true)
    const issued = formToken ? formTokenIssuedAt(formToken) : null
    if (renewing.current || issued === null || Date.now() - issued < LEAD_LIMITS.formTokenLifetimeMs - TOKEN_RENEW_BEFORE_MS) return
    renewing.current = true
    void loadToken(true).finally(() => (renewing.current = false))
  }

  const [form, fields] = useForm<FormShape>({
    id: formId,
    // The browser's own checks (required, e-mail, ranges) until JavaScript takes over.
    defaultNoValidate: false,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ formData }) {
      // Until the schema has loaded, let the post through: the server checks it and answers.
      const submission = validator.current ? validator.current(formData) : parse(formData, { resolve: () => ({ value: {} }) })
      return submission as Submission<FormShape, string[]>
    },
    async onSubmit(event, { formData }) {
      event.preventDefault()
      if (status !== 'idle') return
      setStatus('submitting')
      setFormError(null)
      // Sent before the schema had loaded (conform let it through): check it now, so a form with
      // mistakes gets its messages here, as it would a moment later, and nothing is posted.
      if (!validator.current) {
        const submission = (await loadValidator())?.(formData)
        if (submission && submission.status !== 'success') {
          setStatus('idle')
          setLastResult(submission.reply())
          return
        }
      }
      const body = new URLSearchParams()
      for (const [name, value] of formData) if (typeof value === 'string') body.append(name, value)
      if (!body.get('formToken')) {
        const token = formToken || (await loadToken())
        if (token) body.set('formToken', token)
      }
      try {
        const response = await fetch(LEAD_API_JSON_PATH, {
          method: 'POST',
          body,
          headers: { Accept: 'application/json' },
          credentials: 'same-origin',
        })
        let answer: LeadApiAnswer | null = null
        try {
          answer = (await response.json()) as LeadApiAnswer
        } catch {
          answer = null
        }
        if (answer && !answer.ok && answer.formToken) setFormToken(answer.formToken)
        if (response.ok && answer?.ok) {
          // The server's own words when they differ from the usual (a promo code already sent today).
          setThanksNotice(answer.notice ?? null)
          setConfirming(false)
          setStatus('submitted')
          setConfetti(promo && confettiWanted())
          setThanksOpen(true)
          onSubmitted?.()
          return
        }
        setStatus('idle')
        setConfirming(answer?.ok === false && answer.confirm === true)
        if (answer && !answer.ok && answer.result) setLastResult({ ...answer.result })
        else setFormError(answer && !answer.ok && answer.error ? answer.error : LEAD_MESSAGES.submitFailed)
      } catch (error) {
        console.error('Error submitting form', error)
        setStatus('idle')
        // The spec's words, then what to do: send again, or call the number the page shows.
        const phone = rootData?.chrome.supportPhone.display
        setFormError(phone ? `${LEAD_MESSAGES.submitException} ${LEAD_MESSAGES.submitExceptionNext} ${phone}.` : LEAD_MESSAGES.submitException)
      }
    },
  })

  const validateMobile = useCallback(() => form.validate({ name: 'mobile' }), [form])

  const wrapperRef = useRef<HTMLDivElement>(null)
  const closeThanks = () => {
    setThanksOpen(false)
    setConfetti(false)
    if (promo) {
      // Close empties name, e-mail, phone (and the tracking, which the server keeps);
      // the button stays Submitted.
      for (const name of ['firstName', 'lastName', 'email']) form.update({ name, value: '', validated: false })
      setResetSignal((count) => count + 1)
    }
    if (onThanksClosed) onThanksClosed()
    // The submit button (disabled now) cannot take focus back: the form does, once the popup has
    // finished restoring focus.
    else setTimeout(() => wrapperRef.current?.focus(), 0)
  }

  // Each read of conform's `fields[name]` builds its metadata anew: read each field once per render.
  const fieldMeta = new Map<string, (typeof fields)[string] | undefined>()
  const fieldOf = (name: string) => {
    if (!fieldMeta.has(name)) fieldMeta.set(name, fields[name])
    return fieldMeta.get(name)
  }
  const errorsOf = (name: string): string[] | undefined => fieldOf(name)?.errors ?? undefined
  const initialOf = (name: string): string | undefined => {
    const value = fieldOf(name)?.initialValue
    return typeof value === 'string' ? value : undefined
  }
  // Messages of hidden fields and of the form itself: one line above the button.
  const hiddenError =
    form.errors?.[0] ??
    ['form', 'submissionId', 'formToken', 'redirectTo', 'leadsource', 'leadvariation', HONEYPOT_FIELD].map((name) => errorsOf(name)?.[0]).find(Boolean)
  const alertText = formError ?? hiddenError ?? null
  const alert = (
    <p id={`${formId}-alert`} className="lead-form__alert" role="alert">
      {alertText}
    </p>
  )

  // Every form starts at the visitor's own country (India-first forms list India first, no more).
  const defaultPhoneCountry = visitorCountry ?? CURRENCY_HOME_COUNTRY[visitor?.currency ?? 'INR']
  const anchor = leadFormAnchor(kind)
  const destinationOptions = setup.choices.destinations.map((value) => ({ value, label: value }))

  const renderField = (name: LeadInputField, required: boolean) => {
    const label = texts.labels[name] ?? name
    const common = { id: fieldId(name), name, label, required, errors: errorsOf(name), defaultValue: initialOf(name) }
    const key = fieldOf(name)?.key ?? name
    switch (name) {
      case 'firstName':
      case 'lastName':
        // No maxLength: a longer name is told the limit (the schema's message), never cut silently.
        return <TextField key={key} {...common} extra={{ autoComplete: name === 'firstName' ? 'given-name' : 'family-name' }} />
      case 'email':
        return <EmailField key={key} {...common} />
      case 'mobile':
        return (
          <PhoneField
            key={name}
            id={fieldId(name)}
            label={label}
            required={required}
            errors={errorsOf('mobile') ?? errorsOf('phoneCountry')}
            defaultCountry={defaultPhoneCountry}
            preferred={texts.phoneStart === 'india-first' ? PREFERRED_PHONE_COUNTRIES : undefined}
            initialNumber={initialOf('mobile')}
            initialCountry={initialOf('phoneCountry')}
            enhance={enhance}
            resetSignal={resetSignal}
            onValidate={validateMobile}
          />
        )
      case 'monthOfTravel':
        return <MonthField key={key} {...common} min={setup.choices.today?.slice(0, 7)} />
      case 'fromdate':
      case 'todate':
        return <DateField key={key} {...common} min={setup.choices.today} />
      case 'passengers':
        return <NumberField key={key} {...common} min={LEAD_LIMITS.passengersMin} max={LEAD_LIMITS.passengersMax} />
      case 'message':
        return <TextareaField key={key} {...common} maxLength={LEAD_LIMITS.message} />
      case 'destination':
        if (setup.fixedDestination) return <input key={name} type="hidden" name="destination" value={setup.fixedDestination} />
        return <SelectField key={key} {...common} options={destinationOptions} placeholder={setup.destinationPlaceholder} />
      case 'sailingDate':
        if (setup.choices.sailingDates.length === 0) return null
        return (
          <SelectField
            key={`${key}-${context?.sailingDate ?? ''}`}
            {...common}
            defaultValue={initialOf(name) ?? context?.sailingDate}
            options={setup.choices.sailingDates.map((value) => ({ value, label: formatDayMonthYear(value) }))}
            placeholder="Any sailing"
          />
        )
      case 'interest': {
        if (setup.choices.interests.length === 0) return null
        const initial = fields.interest?.initialValue
        return (
          <CheckboxGroup
            key={fields.interest?.key ?? name}
            id={fieldId(name)}
            name={name}
            label={label}
            options={setup.choices.interests.map((value) => ({ value, label: value }))}
            errors={errorsOf(name)}
            defaultValue={
              Array.isArray(initial) ? initial.filter((item): item is string => typeof item === 'string') : typeof initial === 'string' ? [initial] : undefined
            }
          />
        )
      }
    }
  }

  const formProps = getFormProps(form)
  const buttonLabel =
    status === 'submitting' ? texts.submit.sending : status === 'submitted' ? texts.submit.done : confirming ? LEAD_MESSAGES.confirmButton : texts.submit.idle
  return (
    <div className={`lead-form${className ? ` ${className}` : ''}`} ref={wrapperRef} tabIndex={-1}>
      {header}
      {redirectedThanks ? (
        <ThankYouPanel
          id={`${anchor}-thanks`}
          heading={texts.thanks.heading}
          lines={
            searchParams.get(LEAD_QUERY.promo) === LEAD_QUERY.promoEarlier
              ? [LEAD_MESSAGES.promoSentEarlier(), ...texts.thanks.lines.slice(1)]
              : texts.thanks.lines
          }
          closeTo={`${returnPath(location.pathname, location.search)}#${anchor}`}
        />
      ) : null}
      <form
        {...formProps}
        method="post"
        action={LEAD_API_PATH}
        className="lead-form__form"
        aria-describedby={alertText ? `${formId}-alert` : undefined}
        onFocus={startOrReturn}
        onPointerDown={startOrReturn}
      >
        <input type="hidden" name="form" value={kind} />
        {submissionId ? <input type="hidden" name="submissionId" value={submissionId} /> : null}
        {formToken ? <input type="hidden" name="formToken" value={formToken} /> : null}
        <input type="hidden" name="redirectTo" value={returnPath(location.pathname, location.search)} />
        <input type="hidden" name="leadsource" value={setup.leadsource} />
        {leadvariation ? <input type="hidden" name="leadvariation" value={leadvariation} /> : null}
        {/* Without JavaScript the visitor's own fill-time token comes as a cookie with this pixel,
            so their first correct send is taken (the page holds no token: a cache may share it). */}
        <noscript>
          <img className="lead-form__start" src={leadStartPath(kind)} alt="" width={1} height={1} />
        </noscript>
        {/* The step a quick post gets says what to do where the visitor lands: at the form's top. */}
        {alertText && confirming ? alert : null}
        {/* The honeypot: out of sight and out of the tab order; people leave it empty. */}
        <div className="lead-form__trap" aria-hidden="true">
          <label htmlFor={`${formId}-${reactId}-website`}>Leave this field empty</label>
          <input id={`${formId}-${reactId}-website`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="lead-form__fields">{KIND_FIELDS[kind].map((rule) => renderField(rule.name, rule.required))}</div>
        <p className="lead-form__consent">
          {setup.consent} <Link to="/privacy-policy">Privacy Policy</Link>
        </p>
        {alertText && !confirming ? alert : null}
        <button type="submit" className="button lead-form__submit" disabled={status !== 'idle'} aria-disabled={status !== 'idle'}>
          {buttonLabel}
        </button>
      </form>
      <ThankYouModal
        id={`${formId}-thanks`}
        heading={texts.thanks.heading}
        lines={thanksNotice ? [thanksNotice, ...texts.thanks.lines.slice(1)] : texts.thanks.lines}
        open={thanksOpen}
        confetti={confetti}
        onClose={closeThanks}
      />
    </div>
  )
}
