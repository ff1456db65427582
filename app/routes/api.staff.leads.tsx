import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router'

import { listLeads, retryDeadLeads } from '~/lib/leads/staff/staff-api.server'

// The Studio's Leads tool: GET lists leads (period, form, delivery state, search); POST retries
// every dead delivery. Signed-in staff only (README "The Leads tool").
export const loader = ({ request }: LoaderFunctionArgs) => listLeads(request)

export const action = ({ request }: ActionFunctionArgs) => retryDeadLeads(request)
