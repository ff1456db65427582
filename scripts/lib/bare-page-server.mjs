// A bare node:http server that answers every request with one stored response (status, headers,
// body bytes as they were sent): what Node itself costs to serve a page, with nothing decided per
// request. `npm run bench` runs it as the yardstick of the page store's hits.
// Usage: node scripts/lib/bare-page-server.mjs RESPONSE.json PORT   (body as base64 in the JSON)
import { readFileSync } from 'node:fs'
import http from 'node:http'

const [file, port] = process.argv.slice(2)
const stored = JSON.parse(readFileSync(file, 'utf8'))
const body = Buffer.from(stored.body, 'base64')

http
  .createServer((request, response) => {
    response.writeHead(stored.status, stored.headers)
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  .listen(Number(port), '127.0.0.1', () => console.log('listening'))
