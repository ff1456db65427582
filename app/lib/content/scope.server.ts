import { AsyncLocalStorage } from 'node:async_hooks'

import type { Perspective, ReleaseStack } from './dataset.server'
import { addDraftGaps, type DraftGap } from './draft-gaps'

// Which perspective this request reads content in. server.js runs each request inside
// withPerspective(): `drafts` for a valid preview session (content staff in the Studio's
// Presentation tool), else `published`. The content getters take no request, so the request's
// perspective travels with its async context instead of through every call. A preview request
// also gathers here what its drafts left out (draft-gaps.ts), for the preview bar to say.

interface RequestScope {
  perspective: Perspective
  /** In a preview of content releases, the releases over the drafts (ADR 41). */
  releases: ReleaseStack
  gaps: Map<string, DraftGap>
}

const scope = new AsyncLocalStorage<RequestScope>()

export function withPerspective<T>(perspective: Perspective, work: () => T, releases: ReleaseStack = []): T {
  return scope.run({ perspective, releases: perspective === 'drafts' ? releases : [], gaps: new Map() }, work)
}

/** The perspective of the request being handled; `published` outside any request. */
export function currentPerspective(): Perspective {
  return scope.getStore()?.perspective ?? 'published'
}

/** The content releases the request previews over the drafts; none outside a release preview. */
export function currentReleases(): ReleaseStack {
  return scope.getStore()?.releases ?? []
}

/** Records what this request's content left out of a draft (once per item, whatever the number of reads). */
export function noteDraftGaps(gaps: readonly DraftGap[]): void {
  const store = scope.getStore()
  if (store) addDraftGaps(store.gaps, gaps)
}

/** What this request's drafts left out so far. */
export function draftGaps(): DraftGap[] {
  return [...(scope.getStore()?.gaps.values() ?? [])]
}
