import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router'

import { changeLead, showLead } from '~/lib/leads/staff/staff-api.server'

// The Studio's Leads tool, one lead: GET shows it in full; POST (JSON) retries its deliveries or
// sets its follow-up state. Signed-in staff only (README "The Leads tool").
export const loader = ({ request, params }: LoaderFunctionArgs) => showLead(request, params.id)

export const action = ({ request, params }: ActionFunctionArgs) => changeLead(request, params.id)
