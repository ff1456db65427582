import { useLocation } from '@remix-run/react'

import { PREVIEW_DATE_PARAM } from '~/lib/preview/preview-date'
import { formatContentDate } from '~/lib/sailings'

// Shown only in a content editor's preview session previewed as of another day, so the editor
// never mistakes that day's site for today's. "Back to today" clears the choice (see
// app/lib/preview/preview-date.server.ts).

export function PreviewDateBar({ date }: { date: string }) {
  const { pathname } = useLocation()
  return (
    <div className="preview-date" role="status">
      Previewing the site as of <time dateTime={date}>{formatContentDate(date)}</time>. <a href={`${pathname}?${PREVIEW_DATE_PARAM}=`}>Back to today</a>
    </div>
  )
}
