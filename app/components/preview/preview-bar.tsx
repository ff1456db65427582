import { useLocation } from 'react-router'

import { PREVIEW_DATE_PARAM } from '~/lib/preview/preview-date'
import { formatContentDate } from '~/lib/sailings'

// Shown only in a content editor's preview session: that it shows drafts, the day it is previewed
// as of when the editor chose another one ("Back to today" clears the choice, see
// app/lib/preview/preview-date.server.ts), and "Leave preview", a POST, so no other site can end
// the session with a link or an image.

const LEAVE_PREVIEW_PATH = '/api/preview-mode/disable'

export function PreviewBar({ date }: { date: string | null }) {
  const { pathname, search } = useLocation()
  return (
    <div className="preview-bar">
      <p role="status">
        {date ? (
          <>
            Previewing the site as of <time dateTime={date}>{formatContentDate(date)}</time>, with drafts.{' '}
            <a href={`${pathname}?${PREVIEW_DATE_PARAM}=`}>Back to today</a>
          </>
        ) : (
          'Preview: this page shows drafts.'
        )}
      </p>
      <form method="post" action={LEAVE_PREVIEW_PATH}>
        <input type="hidden" name="redirect" value={`${pathname}${search}`} />
        <button type="submit" className="preview-bar__leave">
          Leave preview
        </button>
      </form>
    </div>
  )
}
