// The Studio's start page, "Today": what needs an editor's eye, on the agency's clock. Campaigns
// running, scheduled and ended (decided by the site's own rule, app/lib/campaign/window.ts),
// sailings that have left or leave within two weeks (the "Ending soon and departed" list), and
// the documents changed last. It reads the dataset only; each line opens its document.
import { Box, Heading, Stack, Text } from '@sanity/ui'
import { definePlugin } from 'sanity'

import { type CampaignWindow, campaignWindow } from '../app/lib/campaign/window'
import { ReadPending, useDatasetRead } from './dataset-read'
import { DocumentLine } from './document-line'
import { EndingSoonList } from './ending-soon'
import { agencyTimeZone } from './schemas/lib/env'

interface CampaignRow {
  _id: string
  name?: string
  startsAt?: string
  endsAt?: string
}

interface ChangeRow {
  _id: string
  _type: string
  _updatedAt: string
  title?: string
}

const QUERY = /* groq */ `{
  "campaigns": *[_type == "campaign" && !(_id in path("drafts.**"))] | order(name asc){_id, name, startsAt, endsAt},
  "changes": *[!(_type match "sanity.*") && !(_id in path("_.**"))] | order(_updatedAt desc)[0...10]{
    _id, _type, _updatedAt, "title": coalesce(title, name, heading, _type)
  }
}`

const NO_PARAMS = {}

const WINDOW_TITLES: Record<CampaignWindow, string> = { running: 'On the site now', scheduled: 'Scheduled', ended: 'Ended' }

/** An instant on the agency's clock, e.g. "4 Dec 2026, 00:00". */
const agencyTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: agencyTimeZone() }).format(
    new Date(iso),
  )

function campaignNote(campaign: CampaignRow, window: CampaignWindow): string {
  if (window === 'scheduled' && campaign.startsAt) return `starts ${agencyTime(campaign.startsAt)}`
  if (window === 'ended' && campaign.endsAt) return `ended ${agencyTime(campaign.endsAt)}`
  return campaign.endsAt ? `until ${agencyTime(campaign.endsAt)}` : 'no end set'
}

function Today() {
  const read = useDatasetRead(QUERY, NO_PARAMS, (answer: { campaigns: CampaignRow[]; changes: ChangeRow[] }) => answer)
  if (read.state !== 'read') return <ReadPending read={read} />
  const data = read.value
  const now = Date.now()
  const byWindow = (window: CampaignWindow) => data.campaigns.filter((campaign) => campaignWindow(campaign, now) === window)
  return (
    <Box padding={4} style={{ maxWidth: 960 }}>
      <Stack gap={5}>
        <Heading as="h1" size={3}>
          Today
        </Heading>
        <Stack as="section" gap={3} aria-labelledby="today-campaigns">
          <Heading as="h2" size={1} id="today-campaigns">
            Campaigns
          </Heading>
          {(['running', 'scheduled', 'ended'] as const).map((window) => (
            <Stack key={window} gap={2} aria-label={WINDOW_TITLES[window]} as="section">
              <Text size={1} weight="semibold">
                {WINDOW_TITLES[window]} ({byWindow(window).length})
              </Text>
              <Stack as="ul" gap={1} style={{ padding: 0, margin: 0, listStyle: 'none' }}>
                {byWindow(window).map((campaign) => (
                  <DocumentLine
                    key={campaign._id}
                    id={campaign._id}
                    type="campaign"
                    title={campaign.name ?? 'Unnamed campaign'}
                    note={campaignNote(campaign, window)}
                  />
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
        <Stack as="section" gap={3} aria-labelledby="today-sailings">
          <Heading as="h2" size={1} id="today-sailings">
            Sailings ending soon and departed
          </Heading>
          <EndingSoonList />
        </Stack>
        <Stack as="section" gap={3} aria-labelledby="today-changes">
          <Heading as="h2" size={1} id="today-changes">
            Changed last
          </Heading>
          <Stack as="ul" gap={1} style={{ padding: 0, margin: 0, listStyle: 'none' }}>
            {data.changes.map((change) => (
              <DocumentLine
                key={change._id}
                id={change._id}
                type={change._type}
                title={change.title ?? change._type}
                note={`${change._id.startsWith('drafts.') ? 'draft, ' : ''}${agencyTime(change._updatedAt)}`}
              />
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Box>
  )
}

/** The start page: listed first, so the Studio opens on it. */
export const todayTool = definePlugin({
  name: 'harbourline-today',
  tools: [{ name: 'today', title: 'Today', component: Today }],
})
