import { Card, Stack, Text } from '@sanity/ui'

import { ReadPending, useDatasetRead } from './dataset-read'
import { DocumentLine } from './document-line'
import { type CalendarDocument, ENDING_SOON_DAYS, endingSoon, endingSoonNote } from './schemas/lib/departures'

// The desk list "Ending soon and departed": deals, packages, offer pages and campaigns whose
// sailings have all left or leave within two weeks (campaigns: that end by then), the longest
// gone first. Which ones and in what order is ./schemas/lib/departures.ts endingSoon; this only
// reads the published documents and links each to its editor.

const ENDING_SOON_TYPES = ['deal', 'package', 'offerPage', 'campaign'] as const

const QUERY = /* groq */ `*[_type in $types && !(_id in path("drafts.**"))]{
  _id, _type,
  "title": select(_type == "deal" => title + " · " + ship + ", " + nights, _type == "package" => name, _type == "campaign" => name, title),
  departures, date, "fares": fares[]{sailingDate}, endsAt
}`

const QUERY_PARAMS = { types: [...ENDING_SOON_TYPES] }

const TYPE_TITLES: Record<string, string> = { deal: 'Deal', package: 'Package', offerPage: 'Offer page', campaign: 'Campaign' }

export function EndingSoonList() {
  const read = useDatasetRead(QUERY, QUERY_PARAMS, (documents: CalendarDocument[]) => endingSoon(documents))
  if (read.state !== 'read') return <ReadPending read={read} />
  const entries = read.value
  if (entries.length === 0) {
    return (
      <Card padding={4}>
        <Text muted>Nothing has sailed or ends within {ENDING_SOON_DAYS} days.</Text>
      </Card>
    )
  }
  return (
    <Stack as="ul" padding={2} gap={1}>
      {entries.map((entry) => (
        <DocumentLine
          key={entry.id}
          id={entry.id}
          type={entry.type}
          title={entry.title}
          note={`${TYPE_TITLES[entry.type] ?? entry.type} · ${endingSoonNote(entry)}`}
          tone={entry.status === 'departed' ? 'critical' : 'caution'}
        />
      ))}
    </Stack>
  )
}
