// The Studio's "Leads" tool: the agency's lead inbox for signed-in staff. It holds no leads: it asks
// the site's /api/staff/leads with the Studio user's own Sanity token, and the site checks who
// that is (README "The Leads tool", ADR 38). Times are on the agency's clock, as the site gives them.
import { Badge, Box, Button, Card, Flex, Heading, Select, Spinner, Stack, Text, TextInput } from '@sanity/ui'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { definePlugin, useClient } from 'sanity'

import { SANITY_API_VERSION } from '../content-model/api-version'
import { siteUrl } from './env'

type FollowUpState = 'new' | 'contacted' | 'closed'

interface Delivery {
  sink: string
  status: string
  attempts: number
  lastError: string | null
  delivered: string | null
}

interface LeadRow {
  id: string
  form: string
  formWords: string
  received: string
  name: string
  email: string
  mobile: string
  deliveries: Delivery[]
  followUp: { state: FollowUpState; by: string | null; at: string | null }
  personalDataRemoved: boolean
}

interface Lead extends LeadRow {
  rows: Array<{ label: string; value: string; href?: string }>
  history: Array<{ state: FollowUpState; by: string; at: string }>
}

interface Filters {
  period: 'today' | 'week' | 'all'
  form: string
  state: string
  q: string
}

const PERIODS: Array<[Filters['period'], string]> = [
  ['today', 'Today'],
  ['week', 'This week'],
  ['all', 'All'],
]
const FORMS: Array<[string, string]> = [
  ['promo', 'Promo sign-up'],
  ['deal-enquiry', 'Deal enquiry'],
  ['callback', 'Call back'],
  ['quote', 'Quote'],
  ['insurance', 'Insurance'],
  ['visa', 'Visa'],
  ['dates-alert', 'New dates alert'],
]
const DELIVERY_STATES = ['pending', 'delivering', 'delivered', 'skipped', 'dead']
const FOLLOW_UPS: Array<[FollowUpState, string]> = [
  ['new', 'New'],
  ['contacted', 'Contacted'],
  ['closed', 'Closed'],
]
const SINK_WORDS: Record<string, string> = {
  sheet: 'Spreadsheet',
  'agency-email': 'Agency inbox',
  'promo-confirmation': 'Promo code e-mail',
  'visitor-acknowledgement': 'Acknowledgement e-mail',
}
const TONES: Record<string, 'positive' | 'caution' | 'critical' | 'default'> = {
  delivered: 'positive',
  pending: 'caution',
  delivering: 'caution',
  dead: 'critical',
  new: 'caution',
  contacted: 'positive',
}

/** The site's answer, or an Error with its words (401: sign in again; 403: the role may not). */
function useLeadsApi() {
  const client = useClient({ apiVersion: SANITY_API_VERSION })
  const token = client.config().token
  return useCallback(
    async <T,>(path: string, body?: unknown): Promise<T> => {
      if (!token) throw new Error('This Studio session has no token the site can check: sign out and sign in again.')
      const response = await fetch(`${siteUrl}/api/staff/leads${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const answer = (await response.json().catch(() => ({}))) as T & { error?: string; errors?: Record<string, string> }
      if (!response.ok) throw new Error(answer.error || Object.values(answer.errors ?? {}).join(' ') || `The site answered ${response.status}.`)
      return answer
    },
    [token],
  )
}

const queryOf = (filters: Filters, before?: string) =>
  `?${new URLSearchParams({ period: filters.period, form: filters.form, state: filters.state, q: filters.q.trim(), ...(before ? { before } : {}) })}`

function Problem({ message }: { message: string }) {
  return (
    <Card padding={3} radius={2} tone="critical" role="alert">
      <Text size={1}>{message}</Text>
    </Card>
  )
}

function deadCount(lead: LeadRow) {
  return lead.deliveries.filter((delivery) => delivery.status === 'dead').length
}

function LeadDetail({ lead, onChange, busy }: { lead: Lead; onChange: (body: unknown) => void; busy: boolean }) {
  const waiting = lead.deliveries.some((delivery) => ['dead', 'pending', 'skipped'].includes(delivery.status))
  return (
    <Card padding={4} radius={2} border as="section" aria-labelledby="lead-heading" style={{ flex: '1 1 420px' }}>
      <Stack gap={4}>
        <Stack gap={2}>
          <Heading as="h2" size={2} id="lead-heading">
            {lead.name || lead.id}
          </Heading>
          <Text size={1} muted>
            {`Their ${lead.formWords}, received ${lead.received}`}
          </Text>
        </Stack>
        <Stack gap={2} as="section" aria-label="Follow-up">
          <Text size={1} weight="semibold">
            {`Follow-up: ${lead.followUp.state}${lead.followUp.by ? ` (set by ${lead.followUp.by}, ${lead.followUp.at})` : ''}`}
          </Text>
          <Flex gap={2} wrap="wrap">
            {FOLLOW_UPS.map(([state, label]) => (
              <Button
                key={state}
                text={`Mark ${label.toLowerCase()}`}
                mode={lead.followUp.state === state ? 'default' : 'ghost'}
                aria-pressed={lead.followUp.state === state}
                disabled={busy}
                onClick={() => onChange({ action: 'follow-up', state })}
              />
            ))}
          </Flex>
          {lead.history.length > 1 ? (
            <Stack gap={2} as="ul" aria-label="Follow-up history">
              {lead.history.map((change) => (
                <Text as="li" size={1} muted key={`${change.at}-${change.by}-${change.state}`}>
                  {`${change.at}: ${change.state} by ${change.by}`}
                </Text>
              ))}
            </Stack>
          ) : null}
        </Stack>
        <Box as="table" aria-label="The lead" style={{ borderCollapse: 'collapse' }}>
          <tbody>
            {lead.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" style={{ textAlign: 'left', verticalAlign: 'top', padding: '4px 12px 4px 0', whiteSpace: 'nowrap' }}>
                  <Text size={1} muted>
                    {row.label}
                  </Text>
                </th>
                <td style={{ padding: '4px 0', whiteSpace: 'pre-wrap' }}>
                  <Text size={1}>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</Text>
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
        <Stack gap={3} as="section" aria-label="Deliveries">
          <Heading as="h3" size={1}>
            Deliveries
          </Heading>
          {lead.deliveries.map((delivery) => (
            <Flex key={delivery.sink} gap={2} align="center" wrap="wrap">
              <Badge tone={TONES[delivery.status] ?? 'default'}>{delivery.status}</Badge>
              <Text size={1}>
                {`${SINK_WORDS[delivery.sink] ?? delivery.sink}: ${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'}${
                  delivery.delivered ? `, delivered ${delivery.delivered}` : ''
                }${delivery.lastError && delivery.status !== 'delivered' ? `. Last error: ${delivery.lastError}` : ''}`}
              </Text>
            </Flex>
          ))}
          {waiting ? <Button text="Retry this lead" tone="primary" disabled={busy} onClick={() => onChange({ action: 'retry' })} /> : null}
        </Stack>
      </Stack>
    </Card>
  )
}

function LeadsInbox() {
  const api = useLeadsApi()
  const [filters, setFilters] = useState<Filters>({ period: 'today', form: '', state: '', q: '' })
  const [search, setSearch] = useState('')
  const [leads, setLeads] = useState<LeadRow[] | null>(null)
  const [next, setNext] = useState<string | null>(null)
  const [timeZone, setTimeZone] = useState('')
  const [selected, setSelected] = useState<Lead | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(
    async (before?: string) => {
      setProblem(null)
      try {
        const answer = await api<{ leads: LeadRow[]; next: string | null; timeZone: string }>(queryOf(filters, before))
        setLeads((shown) => (before && shown ? [...shown, ...answer.leads] : answer.leads))
        setNext(answer.next)
        setTimeZone(answer.timeZone)
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error))
        if (!before) setLeads([])
      }
    },
    [api, filters],
  )

  // The list shown stays until the new one arrives (a search, another filter): a list that emptied
  // while it loaded would move what the editor was about to click.
  useEffect(() => {
    void load()
  }, [load])

  async function open(id: string) {
    setProblem(null)
    try {
      setSelected((await api<{ lead: Lead }>(`/${id}`)).lead)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
  }

  async function change(body: unknown) {
    if (!selected) return
    setBusy(true)
    try {
      const { lead } = await api<{ lead: Lead }>(`/${selected.id}`, body)
      setSelected(lead)
      setLeads((shown) => shown?.map((row) => (row.id === lead.id ? lead : row)) ?? shown)
      setNotice((body as { action: string }).action === 'retry' ? 'The lead is sent again now.' : `Marked ${lead.followUp.state}.`)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  async function retryAllDead() {
    setBusy(true)
    try {
      const answer = await api<{ leads: number; deliveries: number }>('', {})
      setNotice(answer.leads === 0 ? 'No lead has a dead delivery.' : `${answer.leads} ${answer.leads === 1 ? 'lead is' : 'leads are'} sent again now.`)
      await load()
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault()
    setFilters((current) => ({ ...current, q: search }))
  }

  return (
    <Box padding={4} style={{ height: '100%', overflow: 'auto' }}>
      <Stack gap={4}>
        <Flex align="center" justify="space-between" gap={3} wrap="wrap">
          <Heading as="h1" size={3}>
            Leads
          </Heading>
          <Button text="Retry all dead" tone="critical" mode="ghost" disabled={busy} onClick={() => void retryAllDead()} />
        </Flex>
        <Flex gap={3} wrap="wrap" align="flex-end" as="form" role="search" aria-label="Filter leads" onSubmit={submitSearch}>
          <Flex gap={1} role="group" aria-label="Received">
            {PERIODS.map(([period, label]) => (
              <Button
                key={period}
                text={label}
                mode={filters.period === period ? 'default' : 'ghost'}
                aria-pressed={filters.period === period}
                onClick={() => setFilters((current) => ({ ...current, period }))}
              />
            ))}
          </Flex>
          <FilterSelect
            id="leads-form"
            label="Form"
            value={filters.form}
            onChange={(form) => setFilters((current) => ({ ...current, form }))}
            options={[['', 'Every form'], ...FORMS]}
          />
          <FilterSelect
            id="leads-state"
            label="Delivery"
            value={filters.state}
            onChange={(state) => setFilters((current) => ({ ...current, state }))}
            options={[['', 'Any state'], ...DELIVERY_STATES.map((state): [string, string] => [state, `Some ${state}`])]}
          />
          <Stack gap={2}>
            <Text as="label" htmlFor="leads-search" size={1} weight="semibold">
              Name, e-mail or phone
            </Text>
            <TextInput id="leads-search" type="search" value={search} maxLength={100} onChange={(event) => setSearch(event.currentTarget.value)} />
          </Stack>
          <Button type="submit" text="Search" />
        </Flex>
        {timeZone ? (
          <Text size={1} muted>
            {`Times in ${timeZone}.`}
          </Text>
        ) : null}
        {problem ? <Problem message={problem} /> : null}
        {notice ? (
          <Card padding={3} radius={2} tone="positive" role="status">
            <Text size={1}>{notice}</Text>
          </Card>
        ) : null}
        <Flex gap={4} wrap="wrap" align="flex-start">
          <Stack gap={2} as="section" aria-label="Lead list" style={{ flex: '1 1 320px' }}>
            {leads === null ? (
              <Flex justify="center" padding={4}>
                <Spinner />
              </Flex>
            ) : leads.length === 0 ? (
              <Text muted>No leads match.</Text>
            ) : (
              <Stack gap={2} as="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {leads.map((lead) => (
                  <li key={lead.id}>
                    <Card
                      as="button"
                      type="button"
                      padding={3}
                      radius={2}
                      border
                      selected={selected?.id === lead.id}
                      onClick={() => void open(lead.id)}
                      style={{ width: '100%', textAlign: 'left', cursor: 'pointer' }}
                      aria-label={`${lead.name || lead.id}, ${lead.formWords}, ${lead.received}`}
                    >
                      <Flex gap={2} align="center" justify="space-between" wrap="wrap">
                        <Stack gap={2}>
                          <Text weight="semibold">{lead.name || '(data removed)'}</Text>
                          <Text size={1} muted>
                            {`${lead.received} · ${lead.formWords}`}
                          </Text>
                        </Stack>
                        <Flex gap={1}>
                          <Badge tone={TONES[lead.followUp.state] ?? 'default'}>{lead.followUp.state}</Badge>
                          {deadCount(lead) > 0 ? <Badge tone="critical">{`${deadCount(lead)} dead`}</Badge> : null}
                        </Flex>
                      </Flex>
                    </Card>
                  </li>
                ))}
              </Stack>
            )}
            {next ? <Button text="Show older leads" mode="ghost" onClick={() => void load(next)} /> : null}
          </Stack>
          {selected ? <LeadDetail lead={selected} onChange={(body) => void change(body)} busy={busy} /> : null}
        </Flex>
      </Stack>
    </Box>
  )
}

/** A labelled choice of the filter row: each option its value and its words. */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  options: ReadonlyArray<readonly [string, string]>
}) {
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor={id} size={1} weight="semibold">
        {label}
      </Text>
      <Select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map(([optionValue, words]) => (
          <option key={optionValue} value={optionValue}>
            {words}
          </option>
        ))}
      </Select>
    </Stack>
  )
}

/** The tool in the Studio's top bar. */
export const leadsTool = definePlugin({
  name: 'harbourline-leads',
  tools: [{ name: 'leads', title: 'Leads', component: LeadsInbox }],
})
