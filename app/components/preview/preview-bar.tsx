import { useLocation, useMatches } from 'react-router'

import { addDraftGaps, type DraftGap } from '~/lib/content'
import { PREVIEW_DATE_PARAM } from '~/lib/preview/preview-date'
import { formatContentDate } from '~/lib/sailings'

// Shown only in a content editor's preview session: that it shows drafts, the day it is previewed
// as of when the editor chose another one ("Back to today" clears the choice and keeps the rest of
// the address, a campaign included: app/lib/preview/preview-date.server.ts), what the drafts left
// out because they are not finished yet (ADR 40), and "Leave preview", a POST, so no other site
// can end the session with a link or an image.

const LEAVE_PREVIEW_PATH = '/api/preview-mode/disable'

/** What every loader of this page said its drafts left out, each item once. */
function useDraftGaps(): DraftGap[] {
  const gaps = new Map<string, DraftGap>()
  for (const match of useMatches()) addDraftGaps(gaps, (match.loaderData as { draftGaps?: DraftGap[] } | undefined)?.draftGaps ?? [])
  return [...gaps.values()]
}

/** This address with the previewed day cleared: the page, its campaign and its other parameters kept. */
export function backToTodayHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  params.set(PREVIEW_DATE_PARAM, '')
  return `${pathname}?${params.toString()}`
}

export function PreviewBar({ date }: { date: string | null }) {
  const { pathname, search } = useLocation()
  const gaps = useDraftGaps()
  return (
    <div className="preview-bar">
      <p role="status">
        {date ? (
          <>
            Previewing the site as of <time dateTime={date}>{formatContentDate(date)}</time>, with drafts.{' '}
            <a href={backToTodayHref(pathname, search)}>Back to today</a>
          </>
        ) : (
          'Preview: this page shows drafts.'
        )}
      </p>
      {gaps.length > 0 ? (
        <section className="preview-bar__gaps" aria-labelledby="preview-gaps-heading">
          <h2 id="preview-gaps-heading" className="preview-bar__gaps-heading">
            Not shown yet, until these drafts are finished:
          </h2>
          <ul>
            {gaps.map((gap) => (
              <li key={gap.item}>
                {gap.item}: {gap.problems.join('; ')}.
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form method="post" action={LEAVE_PREVIEW_PATH}>
        <input type="hidden" name="redirect" value={`${pathname}${search}`} />
        <button type="submit" className="preview-bar__leave">
          Leave preview
        </button>
      </form>
    </div>
  )
}
