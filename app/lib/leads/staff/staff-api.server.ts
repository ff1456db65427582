// The staff's lead inbox over HTTP, for the Studio's Leads tool (another origin): every answer is
// JSON, never kept by any cache, open to the Studio's origin only (CORS), and only for a signed-in
// member of staff (staff-access.server.ts). Every read or change of a lead is logged with who,
// what and which lead ids, never the lead's fields.
import { pino } from 'pino'

import { env } from '~/lib/platform/env/env.server'

import { leadPipeline } from '../index.server'
import { LEAD_ID_PATTERN, retryAllDead } from '../outbox/outbox.server'
import { inboxLead, inboxRow, parseInboxChange, parseInboxQuery } from './inbox'
import { createStaffAccess, type StaffAccess, type StaffMember } from './staff-access.server'

const access: { current?: StaffAccess } = {}
const staffAccess = () =>
  (access.current ??= createStaffAccess({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    apiHost: env.SANITY_API_HOST,
    roles: env.LEADS_STAFF_ROLES,
  }))

const accessLog = pino({ base: undefined, name: 'staff-access' })

/** One line per access to leads: the member of staff, the action, how many leads and their ids. */
function logAccess(staff: StaffMember, action: string, leadIds: readonly string[]): void {
  accessLog.info({ staff: staff.id, action, count: leadIds.length, leads: leadIds.slice(0, 50) }, 'leads accessed')
}

const METHODS = 'GET, POST, OPTIONS'

/** Only the Studio (SANITY_STUDIO_URL) may read these answers from a browser. */
function corsHeaders(request: Request): Record<string, string> {
  const studio = env.SANITY_STUDIO_URL ? new URL(env.SANITY_STUDIO_URL).origin : undefined
  const origin = request.headers.get('origin')
  const base = { 'Cache-Control': 'no-store', Vary: 'Origin' }
  if (!studio || origin !== studio) return base
  return {
    ...base,
    'Access-Control-Allow-Origin': studio,
    'Access-Control-Allow-Methods': METHODS,
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
  }
}

function answer(request: Request, status: number, body: unknown): Response {
  return Response.json(body, { status, headers: corsHeaders(request) })
}

type StaffHandler = (staff: StaffMember) => Promise<Response>

/** Runs `handle` for a signed-in member of staff; a browser's preflight, a stranger and a failure each get their answer. */
async function asStaff(request: Request, handle: StaffHandler): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...corsHeaders(request), Allow: METHODS } })
  const check = await staffAccess().check(request.headers.get('authorization'))
  if (!check.ok) {
    const headers = { ...corsHeaders(request), ...(check.status === 401 ? { 'WWW-Authenticate': 'Bearer realm="leads"' } : {}) }
    return Response.json({ error: check.message }, { status: check.status, headers })
  }
  try {
    return await handle(check.staff)
  } catch (error) {
    // The store's words only: a lead's fields are never in an error of ours.
    console.error(`Leads tool: ${error instanceof Error ? error.message : String(error)}`)
    return answer(request, 503, { error: 'The leads could not be read just now: try again in a minute.' })
  }
}

/** GET: the list, newest first, filtered as the query asks. */
export function listLeads(request: Request): Promise<Response> {
  return asStaff(request, async (staff) => {
    const timeZone = env.AGENCY_TIME_ZONE
    // The outbox's clock (a lead's id holds the real time it came in), not the content's.
    const query = parseInboxQuery(new URL(request.url).searchParams, Date.now(), timeZone)
    if (!query.ok) return answer(request, 400, { errors: query.errors })
    const records = await leadPipeline().outbox.list(query.options)
    logAccess(
      staff,
      'list',
      records.map((record) => record.lead.id),
    )
    const last = records[records.length - 1]
    return answer(request, 200, {
      timeZone,
      leads: records.map((record) => inboxRow(record, timeZone)),
      next: records.length === query.options.limit && last ? last.lead.id : null,
    })
  })
}

/** POST: every lead with a dead delivery goes back in the queue (after an outage). */
export function retryDeadLeads(request: Request): Promise<Response> {
  return asStaff(request, async (staff) => {
    const pipeline = leadPipeline()
    const { leadIds, deliveries } = await retryAllDead(pipeline.outbox, { limit: 10_000 })
    pipeline.worker.kick()
    logAccess(staff, 'retry-all-dead', leadIds)
    return answer(request, 200, { leads: leadIds.length, deliveries })
  })
}

function leadIdOf(request: Request, id: string | undefined): string | Response {
  return id && LEAD_ID_PATTERN.test(id) ? id : answer(request, 404, { error: 'There is no such lead.' })
}

/** GET: one lead in full. */
export function showLead(request: Request, id: string | undefined): Promise<Response> {
  return asStaff(request, async (staff) => {
    const leadId = leadIdOf(request, id)
    if (leadId instanceof Response) return leadId
    const record = await leadPipeline().outbox.show(leadId)
    if (!record) return answer(request, 404, { error: 'There is no such lead.' })
    logAccess(staff, 'show', [leadId])
    return answer(request, 200, { timeZone: env.AGENCY_TIME_ZONE, lead: inboxLead(record, env.AGENCY_TIME_ZONE) })
  })
}

/** POST (JSON): retry its deliveries, or set its follow-up state; answers with the lead as it is now. */
export function changeLead(request: Request, id: string | undefined): Promise<Response> {
  return asStaff(request, async (staff) => {
    const leadId = leadIdOf(request, id)
    if (leadId instanceof Response) return leadId
    const body: unknown = await request.json().catch(() => undefined)
    const parsed = parseInboxChange(body)
    if (!parsed.ok) return answer(request, 400, { errors: parsed.errors })
    const pipeline = leadPipeline()
    // Both changes do nothing to a lead that is not there; reading it afterwards says which it was.
    if (parsed.change.action === 'retry') {
      await pipeline.outbox.retry(leadId)
      pipeline.worker.kick()
    } else {
      await pipeline.outbox.setFollowUp(leadId, { state: parsed.change.state, staffId: staff.id, staffName: staff.name })
    }
    const record = await pipeline.outbox.show(leadId)
    if (!record) return answer(request, 404, { error: 'There is no such lead.' })
    logAccess(staff, parsed.change.action, [leadId])
    return answer(request, 200, { timeZone: env.AGENCY_TIME_ZONE, lead: inboxLead(record, env.AGENCY_TIME_ZONE) })
  })
}
