import { Box, Card, Flex, Spinner, Stack, Text } from '@sanity/ui'
import { useEffect, useState } from 'react'
import { useClient } from 'sanity'
import { IntentLink } from 'sanity/router'

import { SANITY_API_VERSION } from '../content-model/api-version'
import { type CalendarDocument, ENDING_SOON_DAYS, endingSoon, type EndingSoonEntry, endingSoonNote } from './schemas/lib/departures'

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

const TYPE_TITLES: Record<string, string> = { deal: 'Deal', package: 'Package', offerPage: 'Offer page', campaign: 'Campaign' }

export function EndingSoonList() {
  const client = useClient({ apiVersion: SANITY_API_VERSION })
  const [entries, setEntries] = useState<EndingSoonEntry[] | null>(null)
  const [failed, setFailed] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    client
      .fetch<CalendarDocument[]>(QUERY, { types: [...ENDING_SOON_TYPES] })
      .then((documents) => current && setEntries(endingSoon(documents)))
      .catch((error: unknown) => current && setFailed(error instanceof Error ? error.message : String(error)))
    return () => {
      current = false
    }
  }, [client])

  if (failed) {
    return (
      <Card padding={4} tone="critical">
        <Text>Could not read the documents: {failed}</Text>
      </Card>
    )
  }
  if (!entries) {
    return (
      <Flex padding={4} justify="center">
        <Spinner />
      </Flex>
    )
  }
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
        <Card as="li" key={entry.id} radius={2} tone={entry.status === 'departed' ? 'critical' : 'caution'}>
          <IntentLink intent="edit" params={{ id: entry.id, type: entry.type }} style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
            <Box padding={3}>
              <Stack gap={2}>
                <Text weight="semibold">{entry.title}</Text>
                <Text size={1} muted>
                  {`${TYPE_TITLES[entry.type] ?? entry.type} · ${endingSoonNote(entry)}`}
                </Text>
              </Stack>
            </Box>
          </IntentLink>
        </Card>
      ))}
    </Stack>
  )
}
