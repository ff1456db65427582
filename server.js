// Production and development HTTP server: Express in front of React Router's request handler.
// Kept as plain JavaScript so `npm start` needs no build step of its own. In development
// (NODE_ENV unset or not production) the app comes from Vite's dev server, run inside this one, with
// hot reload; in production from the build in build/server.
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { createRequestHandler } from '@react-router/express'
import closeWithGrace from 'close-with-grace'
import compression from 'compression'
import express from 'express'
import proxyAddr from 'proxy-addr'

import { assertNodeRuntime } from './scripts/lib/node-runtime.mjs'

// Say which Node runs the site, and stop here, with the fix in words, when it is too old or a
// native module (the lead outbox's SQLite) was built for another Node.
assertNodeRuntime()

// Idle keep-alive connections stay open longer than any client or proxy in front keeps them (load
// balancers idle out at 60 s; Node's fetch at 4 s): the client then always closes first, so it
// never sends a request on a connection the server is closing at that moment. The request and
// stall limits are set once the environment is read, below.
const serverOptions = { keepAliveTimeout: 65_000, connectionsCheckingInterval: 1_000 }
const server = http.createServer(serverOptions)

// In development, Vite's hot-reload socket shares the site's port: the page's CSP lets it connect
// only to its own origin.
const viteDevServer =
  process.env.NODE_ENV === 'production'
    ? undefined
    : await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' }))
/** The app: in development Vite's current module graph (edits reload it), in production the build. */
const loadBuild = viteDevServer
  ? () => viteDevServer.ssrLoadModule('virtual:react-router/server-build')
  : () => import(pathToFileURL(path.resolve('build/server/index.js')).href)
const build = await loadBuild()
const mode = viteDevServer ? 'development' : 'production'
// The env is parsed (and a bad variable reported by name) when the build is imported.
const {
  env,
  BASE_SECURITY_HEADERS,
  startSiteServices,
  stopSiteServices,
  perspectiveOfRequest,
  previewScope,
  inPreviewScope,
  refuseOversizedBody,
  pageStore,
  publicOrigin,
  sharedOriginReader,
  edgeGuards,
  answerRequestError,
  clientAddress,
  visitorOf,
  requestLog,
} = build.entry.module.httpServerParts

// Timeouts (README "Timeouts"): the headers of a request within 20 s, the whole request within
// CLIENT_TIMEOUT_MS (30 s; a lead's body within LEADS_BODY_TIMEOUT_MS of its headers, checked by
// the lead action), or 408 and the connection closed; Node checks them every second (its default
// is 30 s, so a slow client could hold a connection half a minute past its time). A connection
// mid-request that moves no byte either way for 2 s longer (a client that stopped reading its
// answer) is closed: Node has no such limit by default. The 2 s let a request that stalls while
// arriving get its 408 first. (An idle keep-alive connection's wait counts against
// keepAliveTimeout alone.)
server.requestTimeout = env.CLIENT_TIMEOUT_MS
server.headersTimeout = Math.min(20_000, env.CLIENT_TIMEOUT_MS)
server.timeout = env.CLIENT_TIMEOUT_MS + 2_000

const app = express()
app.disable('x-powered-by')
// Which proxies are believed about the visitor's address, protocol and host (TRUST_PROXY, parsed
// in env.server.ts into what Express expects).
if (env.TRUST_PROXY !== undefined) app.set('trust proxy', env.TRUST_PROXY)
const trusts = app.get('trust proxy fn')
// What publicOrigin decides for a request, read by the page store before the app (decideOriginAndAddress).
const sharedOriginOf = sharedOriginReader(env.SITE_URL, trusts)

// Security headers on every response (the 400 for a malformed origin too); the CSP is set by
// entry.server.tsx on documents, where their inline scripts and the origins configured in content
// are known.
app.use((req, res, next) => {
  res.set(BASE_SECURITY_HEADERS)
  next()
})

// The request's origin, from what may be believed; a malformed Host or forwarded host gets a 400.
app.use(publicOrigin(env.SITE_URL))

// A body declared larger than any route reads: 413 before anything reads it.
app.use(refuseOversizedBody)

app.use(compression())
// Rendered public pages kept for their s-maxage (ADR 19; PAGE_CACHE=off renders every request).
// Behind compression: a page is kept once, brotli-compressed, and each client gets it in the
// encoding it takes. A stale page is asked of this server again in the background.
app.use(pageStore.middleware)
pageStore.renderThrough(server)

// Fingerprinted assets: cache forever. Everything else in public/: an hour. In development Vite
// serves the modules it compiles.
if (viteDevServer) app.use(viteDevServer.middlewares)
else app.use('/build', express.static('build/client/build', { immutable: true, maxAge: '1y' }))
app.use(express.static('public', { maxAge: '1h' }))

// A method nothing here implements: 501. A form posted to a page from another site: the site's
// 403 page (the root loader throws res.locals.refusal).
app.use(edgeGuards([env.SITE_URL]))

const appHandler = createRequestHandler({
  build: viteDevServer ? loadBuild : build,
  mode,
  getLoadContext: (req, res) => ({
    clientIp: clientAddress(req),
    // Decided once per request: the page store asked first, for the page's key.
    visitor: visitorOf(req),
    preview: res.locals.preview === true,
    refusal: typeof res.locals.refusal === 'number' ? res.locals.refusal : null,
  }),
})

// Each request reads content in its scope: drafts (and, if the editor chose one, another day's
// clock) in a content editor's preview session, which the Studio shows in its iframe, so only then
// may it be framed (the CSP names the Studio); published content and today for everyone else.
app.all('*', (req, res, next) => {
  // Decided once per request: the page store asked first, whether the page is the editor's alone.
  perspectiveOfRequest(req)
    .then((perspective) => {
      const scope = previewScope({ url: req.originalUrl, cookieHeader: req.headers.cookie, protocol: req.protocol, host: req.headers.host, perspective })
      res.locals.preview = scope.preview
      if (scope.preview) res.removeHeader('X-Frame-Options')
      for (const cookie of scope.setCookies) res.append('Set-Cookie', cookie)
      return inPreviewScope(scope, () => appHandler(req, res, next))
    })
    .catch(next)
})

// A malformed request Express or a static file refuses (a 4xx) is one line in the log, not a stack.
app.use(answerRequestError)

/**
 * For a request the page store might answer before the app: what the app's middleware decides for
 * its page, decided the same way. The origin (publicOrigin's rule), and the client's address as
 * Express reads it behind TRUST_PROXY, which the visitor's country may come from.
 */
function decideOriginAndAddress(request) {
  request.ip = proxyAddr(request, trusts)
  return sharedOriginOf(request)
}

server.on('request', (request, response) => {
  // One JSON line per request once it is answered (REQUEST_LOG; no query, header or body is logged).
  requestLog(request, response)
  // A page the store holds is sent from here, as it is kept, before the middleware above (ADR 31).
  pageStore.answerStored(request, response, decideOriginAndAddress).then(
    (answered) => answered || app(request, response),
    (error) => {
      console.error('The page store could not answer', error)
      app(request, response)
    },
  )
})
server.listen(env.PORT, env.HOST, () => {
  console.log(`Harbourline Cruises on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT} (${mode})`)
  // Deliver stored leads (resuming whatever an earlier process left unfinished) and, with
  // DATABASE_URL, hear other nodes' publishes.
  startSiteServices()
})

// Graceful stop (close-with-grace): on SIGTERM or SIGINT, no new connections, let running
// deliveries finish and close the outbox, then exit. Anything not delivered stays in the outbox for
// the next start. A second signal, or 10 s, ends it at once; an uncaught error is logged and stops
// the process the same way.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) console.error('Stopping after an uncaught error', err)
  else console.log(`${signal}: stopping`)
  server.close()
  server.closeIdleConnections?.()
  await viteDevServer?.close()
  await stopSiteServices().catch((error) => console.error('Stopping the site services failed', error))
})
