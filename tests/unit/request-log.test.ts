import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { loggedPath, requestLog } from '~/lib/platform/http/request-log.server'

/** A server whose every request goes through the request log into `lines`, then `answer`. */
async function loggedServer(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  // How the page store answered, as it tells the log (here: the about page is a kept one).
  const cacheStateOf = (response: ServerResponse) => (response.req.url?.startsWith('/about') ? 'HIT' : undefined)
  const log = requestLog({ enabled: true, stream, cacheStateOf })
  const server = createServer((request, response) => log(request, response, () => answer(request, response)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, lines, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe('the request log', () => {
  it('writes one line per request: method, path, status, time, page-cache state; never the query, a header or the body', async () => {
    const site = await loggedServer((request, response) => {
      request.resume()
      request.on('end', () => {
        response.statusCode = request.method === 'POST' ? 400 : 200
        response.end('ok')
      })
    })
    try {
      await fetch(`${site.url}/about?email=someone%40example.com`, { headers: { Cookie: 'hl_utm=secret-campaign', Authorization: 'Bearer token-123' } })
      await fetch(`${site.url}/api/leads`, { method: 'POST', body: 'firstName=Asha&phone=%2B919812345678&email=asha%40example.com' })
      await expect.poll(() => site.lines.length).toBe(2)
      expect(site.lines[0]).toMatchObject({ level: 30, req: { method: 'GET', path: '/about' }, res: { status: 200, cache: 'HIT' }, msg: 'answered' })
      expect(site.lines[0]?.ms).toEqual(expect.any(Number))
      expect(site.lines[1]).toMatchObject({ req: { method: 'POST', path: '/api/leads' }, res: { status: 400 } })
      const text = JSON.stringify(site.lines)
      for (const secret of ['someone', 'secret-campaign', 'token-123', 'Asha', '9812345678', 'asha']) expect(text).not.toContain(secret)
    } finally {
      await site.close()
    }
  })

  it('logs an answer of 500 as an error', async () => {
    const site = await loggedServer((_request, response) => {
      response.statusCode = 500
      response.end()
    })
    try {
      await fetch(`${site.url}/boom`)
      await expect.poll(() => site.lines.length).toBe(1)
      expect(site.lines[0]).toMatchObject({ level: 50, req: { path: '/boom' }, res: { status: 500 } })
    } finally {
      await site.close()
    }
  })

  it('logs a request whose client went away before the answer as that, once, with no status', async () => {
    let answer: (() => void) | undefined
    const site = await loggedServer((_request, response) => {
      answer = () => response.end('too late')
    })
    try {
      const gone = new AbortController()
      const asked = fetch(`${site.url}/slow?x=1`, { signal: gone.signal }).catch(() => 'aborted')
      await expect.poll(() => answer).toBeDefined()
      gone.abort()
      await asked
      await expect.poll(() => site.lines.length).toBe(1)
      answer?.()
      expect(site.lines).toEqual([expect.objectContaining({ level: 30, req: { method: 'GET', path: '/slow' }, msg: 'client went away' })])
      expect(site.lines[0]).not.toHaveProperty('res')
    } finally {
      await site.close()
    }
  })

  it('keeps the path only, cut at 512 characters', () => {
    expect(loggedPath('/media?page=2#top')).toBe('/media')
    expect(loggedPath(undefined)).toBe('/')
    expect(loggedPath(`/${'a'.repeat(600)}`)).toHaveLength(513)
  })
})
