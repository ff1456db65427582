import { request } from 'node:http'

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The body as it crossed the wire: still encoded (fetch would decode it). */
  body: Buffer
}

/**
 * A GET with exactly these headers, on a connection of its own, read to its end. node:http lets a
 * test set Host and Accept-Encoding as it likes and see the bytes the server sent. `target` puts
 * something else than the URL's path in the request line (as a proxy client would: 'http://host/').
 */
export function rawGet(url: string, headers: Record<string, string> = {}, { target }: { target?: string } = {}): Promise<RawAnswer> {
  return rawRequest(url, { headers, target })
}

/** rawGet with any method and a body (a form post with a Host of the test's choosing). */
export function rawRequest(
  url: string,
  { method = 'GET', headers = {}, target, body }: { method?: string; headers?: Record<string, string>; target?: string; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent: false, ...(target ? { path: target } : {}) }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
