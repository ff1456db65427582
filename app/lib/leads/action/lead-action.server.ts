// `POST /api/leads`: every lead form posts here (ADR 7). In order:
//   405 not a POST · 413 body over 64 KB (declared or counted) · 403 cross-site ·
//   400 not a form / unknown kind / unknown field / a field wrong (with the messages) ·
//   400 the "Send it now" step: no fill-time token, a forged one, one for another form or over an
//   hour old, one that already carried its few leads, or a post sooner than 2 s after the visitor
//   started; a fresh token comes with it, the entries are kept ·
//   429 over the per-IP limit (only posts that would be stored count) ·
//   spam (a filled honeypot): from here on answered as a person's same post is, nothing stored ·
//   store (leadPipeline().accept) · 503 when storing fails · 409 the same submission with other
//   details · success.
// Up to the honeypot, spam and a person's post take the same steps and get the same answers, so
// a bot cannot tell which of its posts were taken for spam.
// A post from the forms' JavaScript (`?format=json`, or Accept: application/json) gets JSON; a
// plain form post (no JavaScript) gets a 303 back to its page: with `?lead=thanks` after a
// success, or with the field messages in a short-lived signed cookie after a rejection.
// Nothing here throws to React Router: any unexpected failure is a 503, never a 500.
import { createHash } from 'node:crypto'

import { parseWithZod } from '@conform-to/zod/v4'
import { stegaClean } from '@sanity/client/stega'
import { LRUCache } from 'lru-cache'

import { readUtmCookie } from '~/lib/campaign/utm.server'
import { getSiteSettings } from '~/lib/content/content.server'
import { getPromoCode, getPromoSettings } from '~/lib/content/lists.server'
import { type CurrencyCode, formatOfferIn } from '~/lib/currency'
import type { Visitor } from '~/lib/currency/visitor.server'
import { env } from '~/lib/platform/env/env.server'
import { isHttps, methodNotAllowed, safeRedirectPath } from '~/lib/platform/http'
import { rateLimitKey } from '~/lib/platform/http/client-address.server'
import { declaredTooLarge, isCrossSite, parseFormBody, readLimitedBody } from '~/lib/platform/http/request-guards.server'
import type { InlineSources } from '~/lib/platform/security'
import { inlineHashes } from '~/lib/platform/security/inline-hashes.server'
import { agencyToday } from '~/lib/sailings/clock.server'
import { siteOrigin } from '~/lib/seo/origin.server'

import { describeError } from '../delivery/sinks/sink.server'
import { consentLine, consentRecord } from '../forms/consent.server'
import {
  allowedFieldNames,
  KIND_FIELDS,
  LEAD_LIMITS,
  LEAD_MESSAGES,
  LEAD_QUERY,
  type LeadApiAnswer,
  leadFormAnchor,
  type LeadFormResult,
} from '../forms/fields'
import { checkVisitorFormToken, leadSecret, type PageLeadChoicesOf, PRIMARY_DEFAULTS, serverLeadChoices, visitorFormToken } from '../forms/page-setup.server'
import { buildLeadFields, createLeadSchema, type LeadChoices, type LeadFormValue, type LeadSchema, visitorDetails } from '../forms/schemas'
import { clearFlashCookie, formStartToken, formTokenUseKey, type LeadFlash, serializeFlashCookie, tokenForNextTry } from '../forms/signed-values.server'
import { formTokenUses, leadPipeline, leadRateLimiter, mailboxRateLimiter } from '../index.server'
import { mailboxOf } from '../outbox/mailbox'
import { mailboxHash, newLeadId } from '../outbox/outbox.server'
import { stackFrames, withoutPersonalData } from '../personal-data'
import type { AcceptLeadResult } from '../pipeline.server'
import { isLeadKind, type LeadFields, type LeadKind, type VisitorEmailExtras } from '../types'
import { unsubscribeToken } from '../unsubscribe.server'
import { unsubscribeUrl } from '../unsubscribe-link'
import { leadAnswerPage } from './answer-page.server'
import { submissionKey } from './submission-key.server'

export interface LeadActionContext {
  /** The client's address as Express sees it (after TRUST_PROXY). */
  clientIp: string | null
  /** The visitor, decided once for the request (currency and country for the lead's record). */
  visitor: Visitor
  /** What the site's pages add to a kind's allowed choices (their sailing dates and lead variations). */
  pageChoicesOf: PageLeadChoicesOf
  /** The Content Security Policy every page of the site gets, for these inline sources (an answer page's). */
  documentPolicy: (inline: InlineSources) => Promise<string>
}

const NO_STORE = { 'Cache-Control': 'no-store' }

function wantsJson(request: Request): boolean {
  const url = new URL(request.url)
  if (url.searchParams.get('format') === 'json') return true
  return (request.headers.get('accept') ?? '').toLowerCase().includes('application/json')
}

// Answers carry their length: the compression middleware then leaves these small bodies alone
// instead of gzipping a few hundred bytes (a measurable cost at 50 posts at once).
function jsonAnswer(status: number, body: LeadApiAnswer, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body)
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)), ...NO_STORE, ...headers },
  })
}

/** A no-JS post that cannot go back to a form (bad request, limit, storage): a plain page, with the CSP of every page. */
async function htmlAnswer(
  context: LeadActionContext,
  status: number,
  message: string,
  backTo: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const html = leadAnswerPage(message, backTo)
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(html)),
      'Content-Security-Policy': await context.documentPolicy(inlineHashes(html)),
      ...NO_STORE,
      ...headers,
    },
  })
}

async function failure(
  request: Request,
  context: LeadActionContext,
  status: number,
  message: string,
  backTo = '/',
  headers: Record<string, string> = {},
): Promise<Response> {
  return wantsJson(request) ? jsonAnswer(status, { ok: false, error: message }, headers) : htmlAnswer(context, status, message, backTo, headers)
}

/** The page to go back to after a no-JS post: its own path (never another site) with our params. */
export function backToForm(redirectTo: unknown, kind: LeadKind, outcome: 'thanks' | 'error', promoSentEarlier = false): string {
  const url = new URL(safeRedirectPath(redirectTo, '/'), 'http://site.invalid')
  url.searchParams.delete(LEAD_QUERY.status)
  url.searchParams.delete(LEAD_QUERY.promo)
  url.searchParams.set(LEAD_QUERY.form, kind)
  if (outcome === 'thanks') url.searchParams.set(LEAD_QUERY.status, LEAD_QUERY.thanks)
  if (outcome === 'thanks' && promoSentEarlier) url.searchParams.set(LEAD_QUERY.promo, LEAD_QUERY.promoEarlier)
  url.hash = leadFormAnchor(kind)
  return `${url.pathname}${url.search}${url.hash}`
}

function redirect(location: string, cookies: string[]): Response {
  const headers = new Headers({ Location: location, ...NO_STORE })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/** The posted fields with any stega markers removed from their values. */
function withoutStega(form: URLSearchParams | FormData): URLSearchParams | FormData {
  if (form instanceof URLSearchParams) return new URLSearchParams([...form].map(([name, value]) => [name, stegaClean(value)]))
  const clean = new FormData()
  for (const [name, value] of form) clean.append(name, typeof value === 'string' ? stegaClean(value) : value)
  return clean
}

/** The visitor's fields of a post (for the no-JS flash): strings and lists, nothing hidden. */
function visitorValues(kind: LeadKind, form: URLSearchParams | FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const name of [...KIND_FIELDS[kind].map((rule) => rule.name), 'phoneCountry']) {
    const all = form.getAll(name).filter((value): value is string => typeof value === 'string')
    if (all.length === 0) continue
    values[name] = name === 'interest' ? all : (all[0] ?? '')
  }
  return values
}

/** Without JavaScript: back to the form, with the messages, the entries and the token in the flash. */
async function backWithFlash(request: Request, form: URLSearchParams | FormData, flash: Omit<LeadFlash, 'values'>): Promise<Response> {
  const cookie = await serializeFlashCookie(leadSecret(), { ...flash, values: visitorValues(flash.kind, form) }, { secure: isHttps(request) })
  return redirect(backToForm(form.get('redirectTo'), flash.kind, 'error'), [cookie])
}

/** A rejected post: JSON with the messages, or back to the form with them (no JS); the token its next try sends. */
async function rejected(request: Request, kind: LeadKind, form: URLSearchParams | FormData, result: LeadFormResult, formToken: string): Promise<Response> {
  if (wantsJson(request)) return jsonAnswer(400, { ok: false, result, formToken })
  return backWithFlash(request, form, { kind, errors: result.error, formToken })
}

/**
 * A whole post that is not yet taken as a person's (too soon, no token, a forged or day-old one):
 * the form comes back with the entries, a fresh token and a "Send it now" button. Never a thank-you.
 */
async function confirmStep(request: Request, kind: LeadKind, form: URLSearchParams | FormData): Promise<Response> {
  const formToken = visitorFormToken(kind)
  if (wantsJson(request)) return jsonAnswer(400, { ok: false, error: LEAD_MESSAGES.confirm, formToken, confirm: true })
  return backWithFlash(request, form, { kind, errors: { '': [LEAD_MESSAGES.confirm] }, formToken, confirm: true })
}

/** Schemas per kind, rebuilt only when content changes (the content memo returns the same lists). */
const schemaCache = new WeakMap<object, Map<LeadKind, { key: string; schema: LeadSchema }>>()

function schemaFor(kind: LeadKind, choices: LeadChoices, cacheOwner: object): LeadSchema {
  let byKind = schemaCache.get(cacheOwner)
  if (!byKind) schemaCache.set(cacheOwner, (byKind = new Map()))
  const key = JSON.stringify(choices)
  const cached = byKind.get(kind)
  if (cached?.key === key) return cached.schema
  const schema = createLeadSchema(kind, choices)
  byKind.set(kind, { key, schema })
  return schema
}

/**
 * What the visitor's e-mail needs from content, read at acceptance (VisitorEmailExtras), and its
 * links on the site's origin, made now: the worker that sends it later has no request. Content
 * that cannot be read never costs the lead: the e-mail goes without that part (a promo sign-up
 * without its code gets the acknowledgement instead).
 */
async function visitorExtras(request: Request, kind: LeadKind, currency: CurrencyCode, email: LeadFields[string] | undefined): Promise<VisitorEmailExtras> {
  const origin = siteOrigin()
  const extras: VisitorEmailExtras = { siteUrl: origin }
  try {
    const site = await getSiteSettings()
    extras.brandName = site.brandName
    extras.agencyPhone = site.supportPhones[currency]
  } catch (error) {
    console.error('Site settings unavailable for the visitor e-mail', error)
  }
  if (kind !== 'promo') return extras
  try {
    const [promoCode, settings] = await Promise.all([getPromoCode(currency), getPromoSettings()])
    extras.promoCode = promoCode
    extras.promoAmountLabel = formatOfferIn(settings.offer, currency)
    if (typeof email === 'string' && email) extras.unsubscribeUrl = unsubscribeUrl(origin, unsubscribeToken(leadSecret(), email))
  } catch (error) {
    console.error('Promo code unavailable for the confirmation e-mail', error)
  }
  return extras
}

function success(request: Request, kind: LeadKind, leadId: string, redirectTo: unknown, promoSentEarlier?: { at: string | null }): Response {
  if (wantsJson(request)) {
    const notice = promoSentEarlier ? LEAD_MESSAGES.promoSentEarlier(promoSentEarlier.at ? agencyClockTime(promoSentEarlier.at) : undefined) : undefined
    return jsonAnswer(200, { ok: true, leadId, ...(notice ? { notice } : {}) })
  }
  const location = backToForm(redirectTo, kind, 'thanks', promoSentEarlier !== undefined)
  return redirect(location, [clearFlashCookie({ secure: isHttps(request) })])
}

/** An instant as the agency's clock shows it: '10:32 am'. */
function agencyClockTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: env.AGENCY_TIME_ZONE }).format(new Date(iso))
}

/**
 * What was answered to spam (a filled honeypot), by submission: its lead id and a digest of what it
 * said. A re-sent submission gets the same id back, or the 409 of a changed one, as a stored lead
 * does, so a bot cannot tell that its post went nowhere. In this process only, for a day (a stored
 * lead is found on every node; ADR 8 says why that is enough).
 */
const spamAnswers = new LRUCache<string, { leadId: string; details: string }>({ max: 10_000, ttl: 24 * 60 * 60 * 1000 })

/**
 * The mailboxes spam signed up for the promo today, and when: a second sign-up for one is told the
 * code already went, as a person's would be (per node, as above).
 */
const spamPromoMailboxes = new LRUCache<string, string>({ max: 10_000, ttl: 24 * 60 * 60 * 1000 })

/** Spam answered as a stored lead is: the same id again for the same submission, 409 for the same one changed. */
async function answerLikeStored(
  request: Request,
  context: LeadActionContext,
  lead: { kind: LeadKind; fields: LeadFields; submission: string; redirectTo: unknown },
  stepDone: StepClock,
): Promise<Response> {
  const details = createHash('sha256').update(visitorDetails(lead)).digest('base64url')
  const earlier = spamAnswers.get(lead.submission)
  stepDone('store')
  if (earlier && earlier.details !== details) {
    return failure(request, context, 409, LEAD_MESSAGES.alreadySent, backToForm(lead.redirectTo, lead.kind, 'error'))
  }
  if (earlier) return success(request, lead.kind, earlier.leadId, lead.redirectTo)
  const leadId = newLeadId()
  spamAnswers.set(lead.submission, { leadId, details })
  let promoSentEarlier: { at: string } | undefined
  const email = lead.fields.email
  if (lead.kind === 'promo' && typeof email === 'string' && email) {
    const mailboxDay = `${mailboxOf(email)} ${agencyToday()}`
    const at = spamPromoMailboxes.get(mailboxDay)
    if (at) promoSentEarlier = { at }
    else spamPromoMailboxes.set(mailboxDay, new Date().toISOString())
  }
  return success(request, lead.kind, leadId, lead.redirectTo, promoSentEarlier)
}

export async function handleLeadPost(request: Request, context: LeadActionContext): Promise<Response> {
  const started = performance.now()
  const steps: string[] = []
  let stepStarted = started
  const stepDone: StepClock = (step) => {
    const now = performance.now()
    steps.push(`${step};dur=${(now - stepStarted).toFixed(2)}`)
    stepStarted = now
  }
  let response: Response
  try {
    response = await handle(request, context, stepDone)
  } catch (error) {
    // Where it failed (the stack's frames), never its message's values: the post is personal data.
    console.error(`Lead post failed unexpectedly: ${error instanceof Error ? `${error.name}\n${stackFrames(error)}` : typeof error}`)
    response = await failure(request, context, 503, LEAD_MESSAGES.submitFailed)
  }
  // How long the action and its steps took, only when asked for (scripts/bench-leads.mjs does): the
  // times would tell a bot which of its posts were stored. A step's time includes waiting for the
  // event loop behind other posts.
  if (env.LEADS_SERVER_TIMING === 'on') {
    response.headers.set('Server-Timing', [...steps, `action;dur=${(performance.now() - started).toFixed(2)}`].join(', '))
  }
  return response
}

/** The steps of a post that Server-Timing reports: reading the body, the checks, the rate limit, storing. */
type StepClock = (step: 'body' | 'checks' | 'limit' | 'store') => void

async function handle(request: Request, context: LeadActionContext, stepDone: StepClock): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed(['POST'], 'Use POST to send a lead form.')

  // 1. Size and origin before anything is read: the declared length, this site's pages only,
  //    then the body, counted while it arrives (never more than 64 KB held).
  // 413 closes the connection: the rest of an oversized upload is not read.
  const tooLarge = () => failure(request, context, 413, LEAD_MESSAGES.submitFailed, '/', { Connection: 'close' })
  if (declaredTooLarge(request, LEAD_LIMITS.bodyBytes)) return tooLarge()
  if (isCrossSite(request, [env.SITE_URL])) return failure(request, context, 403, LEAD_MESSAGES.submitFailed)
  // A body must be whole within LEADS_BODY_TIMEOUT_MS of its headers: 408, connection closed, so a
  // client trickling bytes holds a connection for seconds, not minutes.
  const body = await readLimitedBody(request, LEAD_LIMITS.bodyBytes, env.LEADS_BODY_TIMEOUT_MS)
  if (!body.ok && body.reason === 'too-slow') return failure(request, context, 408, LEAD_MESSAGES.submitFailed, '/', { Connection: 'close' })
  if (!body.ok) return body.reason === 'too-large' ? tooLarge() : failure(request, context, 400, LEAD_MESSAGES.submitFailed)
  stepDone('body')

  // 2. A form of a known kind with only that kind's fields.
  const parsed = await parseFormBody(body.bytes, request.headers.get('content-type'))
  if (!parsed.ok) return failure(request, context, 400, LEAD_MESSAGES.submitFailed)
  // A form sent from a preview page carries the content's stega markers in its hidden values
  // (lead variation, destination); the lead keeps what the visitor saw, without them.
  const form = withoutStega(parsed.form)
  const kinds = form.getAll('form')
  const kind = kinds.length === 1 ? kinds[0] : undefined
  if (!isLeadKind(kind)) return failure(request, context, 400, LEAD_MESSAGES.submitFailed, safeRedirectPath(form.get('redirectTo')))
  // The fill-time token is judged now so that any refusal below hands the visitor's own token
  // back: a corrected re-send counts its time from when they started, not from the refusal.
  // With JavaScript the form posts its token; without, the cookie its <noscript> image brought.
  const postedToken = form.get('formToken') ?? formStartToken(request.headers.get('cookie'), kind) ?? null
  const token = checkVisitorFormToken(postedToken, kind)
  const nextToken = tokenForNextTry(leadSecret(), postedToken, kind, token)
  const allowed = allowedFieldNames(kind)
  const unknown = [...new Set([...form.keys()].filter((name) => !allowed.has(name)))]
  if (unknown.length > 0) {
    return rejected(request, kind, form, { status: 'error', initialValue: {}, error: { '': [LEAD_MESSAGES.unknownField] } }, nextToken)
  }

  // 3. Every field by the kind's schema (the allowed values come from content).
  const { choices, options } = await serverLeadChoices(kind, context.pageChoicesOf)
  const submission = parseWithZod(form, { schema: schemaFor(kind, choices, options) })
  if (submission.status !== 'success') {
    const reply = submission.reply()
    const error: Record<string, string[]> = {}
    for (const [name, messages] of Object.entries(reply.error ?? {})) if (messages?.length) error[name] = messages
    if (Object.keys(error).length === 0) error[''] = [LEAD_MESSAGES.reload]
    return rejected(request, kind, form, { status: 'error', initialValue: visitorValues(kind, form), error }, nextToken)
  }
  const value: LeadFormValue = submission.value

  // 4. Too soon, no token, a forged or stale one, or one that has carried its few leads: maybe a
  //    program, maybe a quick person, so never a thank-you; the "Send it now" step, which costs a
  //    person one more press (not counted against their address).
  if (token !== 'ok' || typeof postedToken !== 'string') return confirmStep(request, kind, form)
  if (!(await formTokenUses().consume(formTokenUseKey(postedToken))).allowed) return confirmStep(request, kind, form)

  // 5. Limits: one person's per mailbox, and a higher ceiling per address (an office or a mobile
  //    network shares one). Only posts that would be stored count (a visitor fixing typos is not
  //    punished); a mailbox is counted by its hash, never by the address.
  stepDone('checks')
  const email = value.fields.email
  let limit = await leadRateLimiter().consume(rateLimitKey(context.clientIp))
  if (limit.allowed && email) limit = await mailboxRateLimiter().consume(mailboxHash(mailboxOf(email)))
  stepDone('limit')
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60))
    return failure(
      request,
      context,
      429,
      `${LEAD_MESSAGES.tooMany.replace('later', `in ${minutes} minute${minutes === 1 ? '' : 's'}`)}`,
      backToForm(value.redirectTo, kind, 'error'),
      { 'Retry-After': String(limit.retryAfterSeconds) },
    )
  }
  // 6. The record: the visitor's fields, the server's tracking, the content's lead sources.
  const visitor = context.visitor
  const defaults = options.leadDefaults[PRIMARY_DEFAULTS[kind]]
  const fields = buildLeadFields(value, {
    country: visitor.countryName,
    currency: visitor.currency,
    utm: readUtmCookie(request.headers.get('cookie')),
    leadsource: value.leadsource ?? defaults.leadsource,
    // The promo record has no leadvariation unless content gives it one.
    leadvariation: value.leadvariation ?? defaults.leadvariation ?? (kind === 'promo' ? undefined : ''),
  })
  // One submission, however often sent: the browser's id, else what the post says with the
  // visitor's token (posted, or the no-JS cookie's).
  const submissionId = submissionKey({ ...value, formToken: typeof postedToken === 'string' ? postedToken : undefined })
  // Spam: a filled honeypot (people never see it). Answered as this post would be if a person had
  // sent it (so a bot learns nothing), counted against its address above, stored nowhere.
  if (value.honeypot.trim() !== '') {
    return answerLikeStored(request, context, { kind, fields, submission: submissionId, redirectTo: value.redirectTo }, stepDone)
  }
  const extras = await visitorExtras(request, kind, visitor.currency, fields.email)

  // 7. Stored (committed) before the answer; the same submission again is the same lead
  //    (the browser's id with JavaScript, what the post says without: submission-key.server.ts).
  let accepted: AcceptLeadResult
  try {
    // The words the form showed above its button, kept with the lead (README "Personal data").
    const consent = consentRecord(consentLine(options, kind), Date.now())
    accepted = await leadPipeline().accept({ kind, fields, submissionId, extras, consent })
    stepDone('store')
  } catch (error) {
    // The store's words only, without the lead's values (a database names the row it refused).
    console.error(`Lead could not be stored: ${withoutPersonalData(describeError(error), fields)}`)
    return failure(request, context, 503, LEAD_MESSAGES.submitFailed, backToForm(value.redirectTo, kind, 'error'))
  }
  //    The same submission with other details: the first is kept, and the visitor is told.
  if (accepted.conflict) return failure(request, context, 409, LEAD_MESSAGES.alreadySent, backToForm(value.redirectTo, kind, 'error'))
  // The thank-you never says a code was sent when today's went with an earlier sign-up.
  return success(request, kind, accepted.leadId, value.redirectTo, kind === 'promo' ? accepted.visitorMailSentEarlier : undefined)
}
