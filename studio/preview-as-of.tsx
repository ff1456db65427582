import { Button, Stack, Text, TextInput } from '@sanity/ui'
import { useState } from 'react'
import type { DocumentActionComponent } from 'sanity'

import { isCalendarDate } from '../app/lib/sailings'
import { presentationPath, previewPathAsOf } from '../content-model/routes'
import { type PreviewableFields, previewPathOf } from './preview-on-site'

// 'Preview as of a date…' on every routed document: the page in the Presentation tool as it will
// be on a day the editor picks (which sailings are left, which campaigns run). The site honours
// the date only in a preview session (app/lib/preview/preview-date.server.ts).

export const PreviewAsOfAction: DocumentActionComponent = (props) => {
  const [open, setOpen] = useState(false)
  const [date, setDate] = useState('')
  const path = previewPathOf(props.type, (props.draft ?? props.published) as PreviewableFields | null)
  if (!path) return null
  const valid = isCalendarDate(date)
  return {
    label: 'Preview as of a date…',
    title: `Open ${path} as it will be on a day you choose`,
    onHandle: () => setOpen(true),
    dialog: open
      ? {
          type: 'dialog',
          header: 'Preview as of a date',
          onClose: () => setOpen(false),
          content: (
            <Stack
              gap={4}
              as="form"
              onSubmit={(event) => {
                event.preventDefault()
                // A fresh load of the Presentation tool: navigating inside the Studio from a
                // document's preview to the same page with only the date added left the preview
                // frame on the page it showed (Sanity 6.16), without the date.
                if (valid) window.location.assign(presentationPath(previewPathAsOf(path, date)))
              }}
            >
              <Text as="label" htmlFor="preview-as-of-date">
                The day to see {path} as of, in Singapore time: sailings on or before it are no longer offered, and campaigns start and end as they would.
              </Text>
              <TextInput id="preview-as-of-date" type="date" value={date} onChange={(event) => setDate(event.currentTarget.value)} />
              <Button type="submit" text="Open preview" tone="primary" disabled={!valid} />
            </Stack>
          ),
        }
      : null,
  }
}
