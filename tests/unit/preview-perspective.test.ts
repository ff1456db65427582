import { describe, expect, it } from 'vitest'

import { previewedContent } from '~/components/preview/preview-bar'
import { inPerspective, isPublishedId, type SanityDocument, versionOf } from '~/lib/content/dataset.server'
import {
  clearPreviewPerspectiveCookie,
  parsePreviewPerspective,
  PREVIEW_PERSPECTIVE_COOKIE,
  previewPerspective,
} from '~/lib/preview/preview-perspective.server'

// What an editor previews (ADR 41): drafts, published content only, or content releases over the
// drafts, as the Studio's perspective menu sends it, and what each of those reads.

const secure = { secure: true }

describe('parsePreviewPerspective', () => {
  it('reads what the Studio sends: published, drafts, and releases over drafts', () => {
    expect(parsePreviewPerspective('published')).toEqual({ perspective: 'published', releases: [] })
    expect(parsePreviewPerspective('drafts')).toEqual({ perspective: 'drafts', releases: [] })
    expect(parsePreviewPerspective('rSummer1,drafts')).toEqual({ perspective: 'drafts', releases: ['rSummer1'] })
    expect(parsePreviewPerspective('rB,rA,drafts')).toEqual({ perspective: 'drafts', releases: ['rB', 'rA'] })
  })

  it('refuses what the Studio never sends', () => {
    for (const bad of [
      '',
      'raw',
      ',drafts',
      'rA,,drafts',
      'r A,drafts',
      'rA/../x,drafts',
      'drafts,drafts',
      'published,drafts',
      `${'r,'.repeat(11)}drafts`,
      'x'.repeat(65),
    ]) {
      expect(parsePreviewPerspective(bad), bad).toBeNull()
    }
    expect(parsePreviewPerspective(null)).toBeNull()
  })
})

describe('previewPerspective', () => {
  it('keeps a chosen release for the session, and forgets it when the editor goes back to drafts', () => {
    const chosen = previewPerspective('/?sanity-preview-perspective=rSummer1%2Cdrafts', undefined, secure)
    expect(chosen.releases).toEqual(['rSummer1'])
    expect(chosen.setCookie).toMatch(
      new RegExp(`^${PREVIEW_PERSPECTIVE_COOKIE}=rSummer1%2Cdrafts; Max-Age=3600; Path=/; HttpOnly; Secure; Partitioned; SameSite=None`),
    )
    const cookie = `__hl_preview=x; ${PREVIEW_PERSPECTIVE_COOKIE}=rSummer1%2Cdrafts`
    expect(previewPerspective('/cruisedeals', cookie, secure)).toEqual({ perspective: 'drafts', releases: ['rSummer1'], setCookie: null })
    const back = previewPerspective('/?sanity-preview-perspective=drafts', cookie, secure)
    expect(back).toEqual({ perspective: 'drafts', releases: [], setCookie: clearPreviewPerspectiveCookie(secure) })
  })

  it('reads drafts when neither the address nor the cookie holds a perspective the Studio sends', () => {
    expect(previewPerspective('/?sanity-preview-perspective=..%2Fx', `${PREVIEW_PERSPECTIVE_COOKIE}=%20`, secure)).toEqual({
      perspective: 'drafts',
      releases: [],
      setCookie: null,
    })
  })
})

describe('inPerspective with releases', () => {
  const deal = (id: string, price: number): SanityDocument => ({ _id: id, _type: 'deal', price })
  const documents = [
    deal('deal-a', 100),
    deal('deal-b', 200),
    deal('drafts.deal-a', 90),
    deal('versions.rLow.deal-a', 80),
    deal('versions.rLower.deal-a', 70),
    { ...deal('versions.rLow.deal-b', 0), _system: { delete: true } },
    deal('versions.rLow.deal-new', 50),
    { _id: '_.releases.rLow', _type: 'system.release', name: 'rLow' },
  ]
  const prices = (view: SanityDocument[]) =>
    Object.fromEntries(view.filter((document) => document._type === 'deal').map((document) => [document._id, document.price]))

  it("reads a release's versions over the drafts, the first release winning, and its unpublishing", () => {
    expect(prices(inPerspective(documents, 'published'))).toEqual({ 'deal-a': 100, 'deal-b': 200 })
    expect(prices(inPerspective(documents, 'drafts'))).toEqual({ 'deal-a': 90, 'deal-b': 200 })
    expect(prices(inPerspective(documents, 'drafts', ['rLow']))).toEqual({ 'deal-a': 80, 'deal-new': 50 })
    expect(prices(inPerspective(documents, 'drafts', ['rLower', 'rLow']))).toEqual({ 'deal-a': 70, 'deal-new': 50 })
    expect(inPerspective(documents, 'drafts', ['rLow']).find((document) => document._id === 'deal-a')?._originalId).toBe('versions.rLow.deal-a')
  })

  it('keeps the release documents themselves, for the preview bar to name them', () => {
    expect(inPerspective(documents, 'published').some((document) => document._type === 'system.release')).toBe(true)
    expect(isPublishedId('versions.rLow.deal-a')).toBe(false)
    expect(versionOf('versions.rLow.deal.with.dots')).toEqual({ release: 'rLow', publishedId: 'deal.with.dots' })
    expect(versionOf('drafts.deal-a')).toBeNull()
  })
})

describe('previewedContent', () => {
  it('says in words what the preview shows', () => {
    expect(previewedContent('drafts', [])).toBe('drafts')
    expect(previewedContent('published', [])).toBe('published content only')
    expect(previewedContent('drafts', [{ name: 'rLow', title: 'Midnight price drop', publishAt: undefined }])).toBe(
      'the release “Midnight price drop” over drafts',
    )
    expect(
      previewedContent('drafts', [
        { name: 'rA', title: 'Banner swap', publishAt: undefined },
        { name: 'rB', title: undefined, publishAt: undefined },
      ]),
    ).toBe('the releases “Banner swap” and “rB” over drafts')
  })
})
