// One document in a Studio list (the start page, the ending-soon list): its name and a note, the
// whole line opening its editor.
import { Box, Card, type CardTone, Stack, Text } from '@sanity/ui'
import { IntentLink } from 'sanity/router'

export function DocumentLine({ id, type, title, note, tone = 'transparent' }: { id: string; type: string; title: string; note: string; tone?: CardTone }) {
  return (
    <Card as="li" radius={2} tone={tone}>
      {/* A draft opens as its document: the editor shows the draft. */}
      <IntentLink intent="edit" params={{ id: id.replace(/^drafts\./, ''), type }} style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
        <Box padding={3}>
          <Stack gap={2}>
            <Text weight="semibold">{title}</Text>
            <Text size={1} muted>
              {note}
            </Text>
          </Stack>
        </Box>
      </IntentLink>
    </Card>
  )
}
