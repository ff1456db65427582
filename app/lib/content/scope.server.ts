import { AsyncLocalStorage } from 'node:async_hooks'

import type { Perspective } from './dataset.server'

// Which perspective this request reads content in. server.js runs each request inside
// withPerspective(): `drafts` for a valid preview session (content staff in the Studio's
// Presentation tool), else `published`. The content getters take no request, so the request's
// perspective travels with its async context instead of through every call.

const scope = new AsyncLocalStorage<Perspective>()

export function withPerspective<T>(perspective: Perspective, work: () => T): T {
  return scope.run(perspective, work)
}

/** The perspective of the request being handled; `published` outside any request. */
export function currentPerspective(): Perspective {
  return scope.getStore() ?? 'published'
}
