import { useLocation, useMatches } from 'react-router'

import { addDraftGaps, type DraftGap, type PreviewedRelease } from '~/lib/content'
import { PREVIEW_DATE_PARAM } from '~/lib/preview/preview-date'
import { formatContentDate } from '~/lib/sailings'

// Shown only in a content editor's preview session: what it shows (drafts, published content
// only, or content releases over the drafts, as chosen in the Studio's menu: ADR 41), the day it is previewed
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

const quoted = (release: PreviewedRelease) => `“${release.title ?? release.name}”`

/** What the preview reads, in words: 'drafts', 'published content only', 'the release “X” over drafts'. */
export function previewedContent(perspective: 'drafts' | 'published', releases: readonly PreviewedRelease[]): string {
  if (perspective === 'published') return 'published content only'
  if (releases.length === 0) return 'drafts'
  const names = releases.map(quoted)
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  return `${releases.length === 1 ? 'the release' : 'the releases'} ${list} over drafts`
}

export function PreviewBar({
  date,
  perspective,
  releases,
}: {
  date: string | null
  perspective: 'drafts' | 'published'
  releases: readonly PreviewedRelease[]
}) {
  const shows = previewedContent(perspective, releases)
  const { pathname, search } = useLocation()
  const gaps = useDraftGaps()
  return (
    <div className="preview-bar">
      <p role="status">
        {date ? (
          <>
            Previewing the site as of <time dateTime={date}>{formatContentDate(date)}</time>, with {shows}.{' '}
            <a href={backToTodayHref(pathname, search)}>Back to today</a>
          </>
        ) : (
          `Preview: this page shows ${shows}.`
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
