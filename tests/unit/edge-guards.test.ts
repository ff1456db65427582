import type { IncomingMessage, ServerResponse } from 'node:http'

import { describe, expect, it, vi } from 'vitest'

import { canonicalOfRender, setCanonicalLink } from '~/lib/pages/site/document-headers.server'
import { answerRequestError, edgeGuards, edgeRefusal } from '~/lib/platform/http/edge-guards.server'

// What the server answers at its edge before any route runs (server.js), and the canonical Link.

const headers = (values: Record<string, string>) => new Headers(values)
const SITE = ['https://www.harbourline.example']

describe('edgeRefusal', () => {
  it('501 for a method nothing implements, naming it (cut short)', () => {
    for (const method of ['TRACE', 'PROPFIND', 'mkcol']) {
      expect(edgeRefusal({ method, path: '/', headers: headers({}) }, SITE)).toEqual({
        kind: 'not-implemented',
        status: 501,
        text: `This server does not implement ${method.toUpperCase()}.\n`,
      })
    }
    expect(edgeRefusal({ method: 'X'.repeat(100), path: '/', headers: headers({}) }, SITE)?.kind).toBe('not-implemented')
  })

  it('lets reads, OPTIONS, same-site posts and everything under /api/ through', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(edgeRefusal({ method, path: '/about', headers: headers({ origin: 'https://evil.example' }) }, SITE)).toBeNull()
    expect(
      edgeRefusal({ method: 'POST', path: '/about', headers: headers({ host: 'www.harbourline.example', origin: 'https://www.harbourline.example' }) }, SITE),
    ).toBeNull()
    expect(edgeRefusal({ method: 'POST', path: '/about', headers: headers({}) }, SITE)).toBeNull()
    expect(edgeRefusal({ method: 'POST', path: '/api/leads', headers: headers({ origin: 'https://evil.example' }) }, SITE)).toBeNull()
  })

  it("a form posted to a page from another site: the site's 403 page", () => {
    const foreigners: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }]
    for (const foreign of foreigners) {
      // A page, a page's data address, and an API route's data address (single fetch checks no origin in words of its own).
      for (const path of ['/about', '/about.data', '/api/leads.data', '/api/currency.data']) {
        expect(edgeRefusal({ method: 'POST', path, headers: headers({ host: 'www.harbourline.example', ...foreign }) }, SITE), path).toEqual({
          kind: 'foreign-page-post',
          status: 403,
        })
      }
    }
  })
})

describe('edgeGuards (the middleware)', () => {
  const run = (request: Partial<IncomingMessage> & { path?: string }) => {
    const written: { status?: number; headers?: Record<string, string>; body?: string } = {}
    const response = {
      locals: {} as Record<string, unknown>,
      writeHead: (status: number, head: Record<string, string>) => Object.assign(written, { status, headers: head }),
      end: (body: string) => Object.assign(written, { body }),
    }
    const next = vi.fn()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const incoming = Object.assign(request, { headers: request.headers ?? {}, url: request.url ?? '/about' }) as IncomingMessage
    edgeGuards(SITE)(incoming, response as unknown as ServerResponse & { locals: Record<string, unknown> }, next)
    return { written, next, locals: response.locals, request: incoming }
  }

  it('answers 501 itself, in plain words, never stored', () => {
    const { written, next } = run({ method: 'TRACE' })
    expect(next).not.toHaveBeenCalled()
    expect(written).toMatchObject({ status: 501, body: 'This server does not implement TRACE.\n' })
    expect(written.headers).toMatchObject({ 'Cache-Control': 'no-store' })
  })

  it('turns a foreign post to a page into a read of it that the root answers with 403', () => {
    const request = { method: 'POST', headers: { host: 'www.harbourline.example', origin: 'https://evil.example' } as IncomingMessage['headers'] }
    const { next, locals } = run(request)
    expect(next).toHaveBeenCalledOnce()
    expect(locals.refusal).toBe(403)
    expect(request.method).toBe('GET')
    expect(request.headers.origin).toBeUndefined()
  })
})

describe('answerRequestError', () => {
  const answer = (error: unknown) => {
    const written: { status?: number; body?: string } = {}
    const response = { headersSent: false, writeHead: (status: number) => (written.status = status), end: (body: string) => (written.body = body) }
    const logged = { warn: vi.spyOn(console, 'warn').mockImplementation(() => {}), error: vi.spyOn(console, 'error').mockImplementation(() => {}) }
    answerRequestError(error, { method: 'GET', url: '/%zz?secret=1' } as IncomingMessage, response as unknown as ServerResponse, () => {})
    return { written, logged }
  }

  it("a 4xx error is the request's fault: plain words, one log line without the query, no stack", () => {
    const { written, logged } = answer(Object.assign(new URIError('Failed to decode param'), { status: 400 }))
    expect(written).toEqual({ status: 400, body: 'Bad request.\n' })
    expect(logged.warn).toHaveBeenCalledWith('edge: 400 for GET /%zz: Failed to decode param')
    expect(logged.error).not.toHaveBeenCalled()
  })

  it('anything else is ours: 500, logged with its stack', () => {
    const { written, logged } = answer(new Error('boom'))
    expect(written.status).toBe(500)
    expect(logged.error).toHaveBeenCalledOnce()
  })
})

describe('the canonical Link header', () => {
  it("names the deepest route's canonical URL, or none", () => {
    const matches = [{ route: { id: 'root' } }, { route: { id: 'routes/about' } }]
    expect(canonicalOfRender(matches, { root: {}, 'routes/about': { meta: { canonical: 'https://h.example/about' } } })).toBe('https://h.example/about')
    expect(canonicalOfRender(matches, { root: {}, 'routes/about': null })).toBeNull()
    expect(canonicalOfRender(matches, { root: {}, 'routes/about': { meta: { canonical: 'javascript:x' } } })).toBeNull()
  })

  it('is set only for a URL that cannot break the header', () => {
    const set = (canonical: string | null) => {
      const headers = new Headers()
      setCanonicalLink(headers, canonical)
      return headers.get('link')
    }
    expect(set('https://h.example/about')).toBe('<https://h.example/about>; rel="canonical"')
    expect(set('https://h.example/a>b')).toBeNull()
    expect(set(null)).toBeNull()
  })
})
