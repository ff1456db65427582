// A stand-in for Sanity's hosted Content Lake, on 127.0.0.1, for the e2e test of the built Studio
// (which cannot reach the hosted API from here). It serves the Studio's build and, on the same
// origin, the part of the HTTP API the Studio uses to list, open, edit and publish documents:
// GROQ queries (groq-js) over the documents held in memory, documents by id, the listener (server-
// sent events), mutations and document actions, applied with Sanity's own patch engine
// (@sanity/mutator), content releases (their versions, read through a release perspective, and
// scheduled publishing on the lake's clock), and the publish webhook (signed with
// @sanity/webhook). It starts from the embedded dataset and keeps every change in memory only.
// HTTP/2 over TLS, as the hosted API: the Studio holds a handful of listeners open at once, and over
// HTTP/1.1 they would take every connection Chromium allows one origin, leaving its other requests
// queued for good. ADR 32 says why it exists.
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import http2, { type Http2ServerRequest as IncomingMessage, type Http2ServerResponse as ServerResponse, type Http2Session } from 'node:http2'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { Mutation } from '@sanity/mutator'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { evaluate, parse } from 'groq-js'

import { inPerspective, isPublishedId, readSeed, versionOf } from '../../app/lib/content/dataset.server'

type SanityDocument = { _id: string; _type: string; _rev?: string; [field: string]: unknown }
type Mut = Record<string, unknown>

/** A user the Studio's mock auth store also names; what /users/me answers. */
const STAND_IN_USER = {
  id: 'offline-content-validation',
  name: 'Offline content validation',
  email: 'content-validation@harbourline.example',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
}

/**
 * The users' tokens the lake knows, as the hosted API knows its sessions: the Studio's own (its
 * mock auth store's client sends 'offline'), and a viewer's, for the site's check of who may read
 * leads. Any other token is refused (401), as an expired session is.
 */
const STAND_IN_TOKENS: Readonly<Record<string, typeof STAND_IN_USER>> = {
  offline: STAND_IN_USER,
  'stand-in-viewer-token': {
    id: 'stand-in-viewer',
    name: 'Vera Viewer',
    email: 'viewer@harbourline.example',
    role: 'viewer',
    roles: [{ name: 'viewer', title: 'Viewer' }],
  },
}

/** /users/me: who a request's token is; a request without one is the Studio's (the stand-in user). */
function userOf(authorization: string | undefined): typeof STAND_IN_USER | undefined {
  if (!authorization) return STAND_IN_USER
  return STAND_IN_TOKENS[authorization.replace(/^Bearer /, '')]
}

/**
 * What the Studio asks about the project (below /projects/<id>/, by the path after the id): one
 * administrator who may do anything in the one dataset, no members' grants, no other applications.
 */
const STUDIO_PROJECT_ANSWERS: Record<string, unknown> = {
  'projects/': {
    id: 'harbourline',
    displayName: 'Harbourline Cruises',
    organizationId: null,
    organization: null,
    members: [],
    metadata: {},
    isBlocked: false,
    isDisabled: false,
  },
  'projects/grants': {},
  'projects/datasets': [{ name: 'production', aclMode: 'private' }],
  'projects/datasets/production/acl': [{ filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history'] }],
  'projects/user-applications': [],
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/**
 * The documents a query sees: all of them (`raw`), or as the site's embedded dataset reads a
 * perspective: `published`, `drafts`, or a release stack (`rA,rB,drafts`: the first wins).
 */
function perspectiveView(documents: Map<string, SanityDocument>, perspective: string): SanityDocument[] {
  const all = [...documents.values()]
  if (perspective === 'raw') return all
  if (perspective === 'published') return inPerspective(all, 'published')
  if (perspective === 'drafts' || perspective === 'previewDrafts') return inPerspective(all, 'drafts')
  const releases = perspective.split(',').filter((name) => name !== 'drafts' && name !== 'published')
  return inPerspective(all, 'drafts', releases)
}

const RELEASE_PREFIX = '_.releases.'
const releaseDocumentId = (releaseId: string) => `${RELEASE_PREFIX}${releaseId}`

/** The parameters of a query from a GET's search (`$name=<json>`) or a POST's body (`params`). */
function queryOf(url: URL, body: unknown): { query: string; params: Record<string, unknown>; perspective: string } {
  if (body && typeof body === 'object' && 'query' in body) {
    const { query, params } = body as { query: string; params?: Record<string, unknown> }
    return { query, params: params ?? {}, perspective: url.searchParams.get('perspective') ?? 'raw' }
  }
  const params: Record<string, unknown> = {}
  for (const [name, value] of url.searchParams) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
  return { query: url.searchParams.get('query') ?? '', params, perspective: url.searchParams.get('perspective') ?? 'raw' }
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? JSON.parse(text) : undefined
}

function json(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  response.end(JSON.stringify(value))
}

/** The id a mutation changes (create*, patch, delete). */
function targetOf(mutation: Mut): string {
  const [kind, body] = Object.entries(mutation)[0] as [string, { _id?: string; id?: string }]
  const id = body._id ?? body.id
  if (!id) throw new Error(`a ${kind} mutation without an id`)
  return id
}

/** A request of the Actions API, which the Studio edits, publishes and runs releases through. */
type DocumentAction = {
  actionType: string
  draftId?: string
  publishedId?: string
  attributes?: SanityDocument
  patch?: Record<string, unknown>
  /** Release actions: the release, its metadata (create), and when it goes live (schedule). */
  releaseId?: string
  metadata?: Record<string, unknown>
  publishAt?: string
  /** Version actions: the version (`versions.<release>.<id>`), and its content (create). */
  versionId?: string
  document?: SanityDocument
  baseId?: string
}

/**
 * What publishing a release does, in one transaction: each version replaces its published document
 * (or, marked so, unpublishes it) and is gone, and the release is published at `at`.
 */
function releasePublishMutations(releaseId: string, documents: Map<string, SanityDocument>, at: string): Mut[] {
  const versions = [...documents.values()].filter((document) => versionOf(document._id)?.release === releaseId)
  return [
    ...versions.flatMap((version): Mut[] => {
      const { publishedId } = versionOf(version._id) as { publishedId: string }
      const { _system, ...content } = version as SanityDocument & { _system?: { delete?: boolean } }
      const publish = _system?.delete ? { delete: { id: publishedId } } : { createOrReplace: { ...content, _id: publishedId } }
      return [publish, { delete: { id: version._id } }]
    }),
    { patch: { id: releaseDocumentId(releaseId), set: { state: 'published', publishedAt: at }, unset: ['publishAt'] } },
  ]
}

/** The mutations an Actions API action stands for, on the documents held now, at the lake's time `now`. */
function mutationsOf(documentAction: DocumentAction, documents: Map<string, SanityDocument>, now: string): Mut[] {
  const { actionType, draftId = '', publishedId = '', attributes, patch, releaseId = '', versionId = '' } = documentAction
  const draft = documents.get(draftId)
  const published = documents.get(publishedId)
  const release = documents.get(releaseDocumentId(releaseId))
  const version = documents.get(versionId)
  switch (actionType) {
    case 'sanity.action.release.create':
      return [
        {
          create: {
            _id: releaseDocumentId(releaseId),
            _type: 'system.release',
            name: releaseId,
            state: 'active',
            metadata: { releaseType: 'undecided', ...documentAction.metadata },
          },
        },
      ]
    case 'sanity.action.release.edit':
      return [{ patch: { ...patch, id: releaseDocumentId(releaseId) } }]
    case 'sanity.action.release.schedule':
      if (release?.state !== 'active') throw new Error(`release ${releaseId} is not active`)
      return [{ patch: { id: releaseDocumentId(releaseId), set: { state: 'scheduled', publishAt: documentAction.publishAt } } }]
    case 'sanity.action.release.unschedule':
      return [{ patch: { id: releaseDocumentId(releaseId), set: { state: 'active' }, unset: ['publishAt'] } }]
    case 'sanity.action.release.publish':
      if (release?.state !== 'active') throw new Error(`release ${releaseId} is not active`)
      return releasePublishMutations(releaseId, documents, now)
    case 'sanity.action.release.archive':
      return [{ patch: { id: releaseDocumentId(releaseId), set: { state: 'archived' } } }]
    case 'sanity.action.release.delete':
      return [{ delete: { id: releaseDocumentId(releaseId) } }]
    case 'sanity.action.document.version.create': {
      // A release's copy of a document: given whole, or started from another version of it (`baseId`).
      const base = documentAction.baseId ? documents.get(documentAction.baseId) : undefined
      const content = documentAction.document ?? (base ? { ...base, _id: versionId } : undefined)
      if (!content || !versionOf(content._id)) throw new Error('a version needs a document under versions.<release>.<id>')
      return [{ create: content }]
    }
    case 'sanity.action.document.version.replace':
      return [{ createOrReplace: documentAction.document }]
    case 'sanity.action.document.version.discard':
      return version ? [{ delete: { id: versionId } }] : []
    case 'sanity.action.document.version.unpublish':
      return [{ patch: { id: versionId, set: { _system: { delete: true } } } }]
    case 'sanity.action.document.create':
      return [{ createIfNotExists: { ...attributes, _id: attributes?._id ?? draftId } }]
    case 'sanity.action.document.replaceDraft':
      return [{ createOrReplace: { ...attributes, _id: draftId || attributes?._id } }]
    case 'sanity.action.document.edit': {
      // An edit of a published document starts its draft from the published one.
      const start = !draft && published ? [{ create: { ...published, _id: draftId } }] : []
      return [...start, { patch: { ...patch, id: draftId } }]
    }
    case 'sanity.action.document.publish':
      if (!draft) throw new Error(`nothing to publish: ${draftId} does not exist`)
      return [{ createOrReplace: { ...draft, _id: publishedId } }, { delete: { id: draftId } }]
    case 'sanity.action.document.unpublish':
      return published ? [...(draft ? [] : [{ create: { ...published, _id: draftId } }]), { delete: { id: publishedId } }] : []
    case 'sanity.action.document.discard':
      return draft ? [{ delete: { id: draftId } }] : []
    case 'sanity.action.document.delete':
      return [...(draft ? [{ delete: { id: draftId } }] : []), ...(published ? [{ delete: { id: publishedId } }] : [])]
    default:
      throw new Error(`the stand-in does not carry out ${actionType}`)
  }
}

export type ContentLake = {
  url: string
  /** The lake's clock: what it calls now (scheduled releases go live by it). */
  now(): Date
  /**
   * Moves the lake's clock to `at` (it runs on from there) and carries out what was due by then:
   * each scheduled release whose time has come is published, as the hosted API does on time.
   */
  setClock(at: Date): Promise<void>
  /** The lake's TLS certificate (PEM), for a client that must trust it (NODE_EXTRA_CA_CERTS). */
  certificateFile: string
  /** Every mutation the Studio sent, in order (what an editor's edits and publishes did). */
  mutations: Mut[]
  /** A document as the lake holds it now. */
  document(id: string): SanityDocument | undefined
  /** Requests the stand-in has no answer for (method and path; history, presence, version checks), to see what a new Studio asks. */
  unanswered: string[]
  /** Requests the stand-in could not carry out (a query groq-js cannot run, a bad mutation), with the reason. */
  refused: string[]
  /**
   * From now on, a signed GROQ-webhook call to `url` for every published document a transaction
   * creates, changes or deletes (the document as its body), as the project's publish webhook.
   */
  sendPublishWebhooks(target: { url: string; secret: string }): void
  /** Webhook calls that were not answered 2xx (the address, the status or the error). */
  webhookFailures: string[]
  close(): Promise<void>
}

/**
 * A key and a certificate for 127.0.0.1, made by openssl for this run in `dir`: the browser is told
 * to accept it, and a site server started with NODE_EXTRA_CA_CERTS=<certificateFile> trusts it.
 */
function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer; certificateFile: string } {
  const [keyFile, certificateFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      ...subject,
      '-keyout',
      keyFile,
      '-out',
      certificateFile,
    ],
    {
      stdio: 'ignore',
    },
  )
  return { key: readFileSync(keyFile), cert: readFileSync(certificateFile), certificateFile }
}

/**
 * What a site server needs to read `lake` as it reads a Sanity project: its project, the lake as
 * the API host (trusting its certificate), a read token for drafts, and the lake as the Studio
 * that may frame a preview.
 */
export function siteEnvFor(lake: Pick<ContentLake, 'url' | 'certificateFile'>): Record<string, string> {
  return {
    SANITY_PROJECT_ID: 'harbourline',
    SANITY_API_HOST: lake.url,
    SANITY_READ_TOKEN: 'stand-in-read-token',
    SANITY_STUDIO_URL: lake.url,
    NODE_EXTRA_CA_CERTS: lake.certificateFile,
  }
}

/** The longest wait a timer takes (about 24.8 days): a release scheduled later is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1

/** Starts the stand-in on a free 127.0.0.1 port, serving `studioDir` (a Studio build) and `datasetPath` (NDJSON). */
export async function startContentLake({ studioDir, datasetPath }: { studioDir: string; datasetPath: string }): Promise<ContentLake> {
  // The seed as the hosted lake would hold it after an import (drafts, image asset documents),
  // read by the site's own loader.
  const seed = readSeed(datasetPath, { withDrafts: true })
  const documents = new Map<string, SanityDocument>()
  for (const document of [...seed.documents, ...seed.assets]) documents.set(document._id, { ...document, _rev: randomUUID() })
  const mutations: Mut[] = []
  const unanswered: string[] = []
  const refused: string[] = []
  const listeners = new Set<{ response: ServerResponse; ids: Set<string> | null }>()
  const liveClients = new Set<ServerResponse>()

  function notify(document: SanityDocument | undefined, id: string, transactionId: string, sent: Mut[], before: SanityDocument | null) {
    const previousRev = before?._rev
    const event = {
      eventId: `${transactionId}#${id}`,
      documentId: id,
      transactionId,
      transition: !previousRev ? 'appear' : document ? 'update' : 'disappear',
      identity: STAND_IN_USER.id,
      mutations: sent,
      previousRev,
      resultRev: document?._rev,
      timestamp: new Date().toISOString(),
      visibility: 'query',
      // The change as the Studio applies it to its copy (mendoza's format): here the whole new
      // document, and the whole old one to revert to (a mendoza patch of one literal value).
      effects: { apply: [0, document ?? null], revert: [0, before] },
    }
    for (const listener of listeners) {
      if (listener.ids && !listener.ids.has(id)) continue
      listener.response.write(`event: mutation\ndata: ${JSON.stringify(event)}\n\n`)
    }
  }

  /** The mutations with one document each: a delete or patch by query becomes one per match. */
  async function oneDocumentEach(sent: Mut[]): Promise<Mut[]> {
    const each: Mut[] = []
    for (const mutation of sent) {
      const [kind, body] = Object.entries(mutation)[0] as [string, { query?: string; params?: Record<string, unknown> }]
      if (!body.query) {
        each.push(mutation)
        continue
      }
      const { query, params = {}, ...rest } = body
      const matches = (await (await evaluate(parse(query, { params }), { dataset: [...documents.values()], params })).get()) as SanityDocument[] | null
      for (const match of matches ?? []) each.push({ [kind]: { ...rest, id: match._id } })
    }
    return each
  }

  let webhook: { url: string; secret: string } | undefined
  const webhookFailures: string[] = []

  // The lake's clock: the real one, moved by setClock (then running on from there).
  let clockOffsetMs = 0
  const now = () => new Date(Date.now() + clockOffsetMs)
  let scheduleTimer: NodeJS.Timeout | undefined
  let closed = false

  /** Publishes each scheduled release whose time has come, one transaction each, as the hosted API does. */
  async function publishDueReleases() {
    for (const release of [...documents.values()]) {
      if (release._type !== 'system.release' || release.state !== 'scheduled') continue
      if (Date.parse(String(release.publishAt)) > now().getTime()) continue
      await mutate(releasePublishMutations(String(release.name), documents, now().toISOString()), randomUUID())
    }
  }

  /** A timer for the next scheduled release (after every transaction and clock move). */
  function planScheduledPublishing() {
    clearTimeout(scheduleTimer)
    if (closed) return
    const times = [...documents.values()]
      .filter((document) => document._type === 'system.release' && document.state === 'scheduled')
      .map((release) => Date.parse(String(release.publishAt)))
    if (times.length === 0) return
    const wait = Math.min(Math.max(0, Math.min(...times) - now().getTime()), MAX_TIMER_MS)
    scheduleTimer = setTimeout(() => void publishDueReleases().catch((error: unknown) => refused.push(`scheduled publishing: ${String(error)}`)), wait)
    scheduleTimer.unref()
  }

  /** Sanity's GROQ webhook: the document (or its id, once deleted) signed with the shared secret. */
  function callPublishWebhook(id: string, document: SanityDocument | undefined, transactionId: string) {
    if (!webhook) return
    const { url, secret } = webhook
    const body = JSON.stringify(document ?? { _id: id })
    encodeSignatureHeader(body, Date.now(), secret)
      .then((signature) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature, 'idempotency-key': `${transactionId}#${id}` },
          body,
        }),
      )
      .then(
        (answer) => {
          if (!answer.ok) webhookFailures.push(`${url}: ${answer.status}`)
        },
        (error: unknown) => webhookFailures.push(`${url}: ${String(error)}`),
      )
  }

  async function mutate(requested: Mut[], transactionId: string) {
    const sent = await oneDocumentEach(requested)
    const byDocument = new Map<string, Mut[]>()
    for (const mutation of sent) byDocument.set(targetOf(mutation), [...(byDocument.get(targetOf(mutation)) ?? []), mutation])
    const results = []
    for (const [id, own] of byDocument) {
      const before = documents.get(id) ?? null
      const after = new Mutation({ mutations: own as never, transactionId, resultRev: transactionId }).apply(before) as SanityDocument | null
      if (after) documents.set(id, { ...after, _id: id, _rev: transactionId, _updatedAt: new Date().toISOString() })
      else documents.delete(id)
      results.push({ id, operation: !before ? 'create' : after ? 'update' : 'delete', document: documents.get(id) })
      notify(documents.get(id), id, transactionId, own, before)
    }
    mutations.push(...sent)
    // The project's webhook is for published documents (not drafts, releases' versions, or releases).
    for (const [id] of byDocument) if (isPublishedId(id) && !id.startsWith(RELEASE_PREFIX)) callPublishWebhook(id, documents.get(id), transactionId)
    for (const client of liveClients) client.write(`event: restart\ndata: ${JSON.stringify({ id: transactionId })}\n\n`)
    planScheduledPublishing()
    return results
  }

  async function answerApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    const [, , area, action, ...rest] = url.pathname.split('/')
    const project = STUDIO_PROJECT_ANSWERS[`${area}/${rest.join('/')}`]
    if (area === 'users' && action === 'me') {
      if (rest[0] === 'keyvalue') return json(response, 200, [])
      const user = userOf(request.headers.authorization)
      return user ? json(response, 200, user) : json(response, 401, { statusCode: 401, error: 'Unauthorized', message: 'Session not found' })
    }
    if (area === 'projects' && project !== undefined) return json(response, 200, project)
    if (area === 'features') return json(response, 200, [])
    if (area !== 'data') return null
    if (action === 'query') {
      const { query, params, perspective } = queryOf(url, request.method === 'POST' ? await readBody(request) : undefined)
      const started = Date.now()
      const result = await (await evaluate(parse(query, { params }), { dataset: perspectiveView(documents, perspective), params })).get()
      return json(response, 200, { query, result, ms: Date.now() - started })
    }
    if (action === 'doc') {
      const ids = decodeURIComponent(rest[1] ?? '').split(',')
      return json(response, 200, {
        documents: ids.flatMap((id) => documents.get(id) ?? []),
        omitted: ids.filter((id) => !documents.has(id)).map((id) => ({ id, reason: 'existence' })),
      })
    }
    if (action === 'listen') {
      const idsParam = url.searchParams.get('$ids')
      const ids = idsParam ? new Set<string>(JSON.parse(idsParam) as string[]) : null
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' })
      response.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: randomUUID() })}\n\n`)
      const listener = { response, ids }
      listeners.add(listener)
      request.on('close', () => listeners.delete(listener))
      return undefined
    }
    // The Live Content API (the Presentation tool's live preview): after every transaction, a
    // restart, which tells its clients to fetch every query again (this lake keeps no sync tags).
    if (action === 'live' && rest[0] === 'events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' })
      response.write(`event: welcome\ndata: {}\n\n`)
      liveClients.add(response)
      request.on('close', () => liveClients.delete(response))
      return undefined
    }
    if (action === 'mutate' && request.method === 'POST') {
      const body = (await readBody(request)) as { mutations: Mut[]; transactionId?: string }
      const transactionId = body.transactionId ?? randomUUID()
      return json(response, 200, { transactionId, results: await mutate(body.mutations, transactionId) })
    }
    if (action === 'actions' && request.method === 'POST') {
      const body = (await readBody(request)) as { actions: DocumentAction[]; transactionId?: string }
      const transactionId = body.transactionId ?? randomUUID()
      const at = now().toISOString()
      await mutate(
        body.actions.flatMap((documentAction) => mutationsOf(documentAction, documents, at)),
        transactionId,
      )
      // A release scheduled for a time already past goes live at once, as the API documents.
      await publishDueReleases()
      return json(response, 200, { transactionId })
    }
    // The document's history: none kept here (the Studio shows an empty history).
    if (action === 'history' && rest[1] === 'events') return json(response, 200, { events: {}, nextCursor: '' })
    if (action === 'history' && rest[1] === 'transactions') {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' })
      return response.end()
    }
    return null
  }

  function answerStudio(response: ServerResponse, pathname: string) {
    const file = path.join(studioDir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''))
    const target = existsSync(file) && statSync(file).isFile() ? file : path.join(studioDir, 'index.html')
    response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(target)] ?? 'application/octet-stream' })
    createReadStream(target).pipe(response)
  }

  const certificateDir = mkdtempSync(path.join(tmpdir(), 'content-lake-'))
  const { key, cert, certificateFile } = selfSignedCertificate(certificateDir)
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (!/^\/v\d|^\/vX\//.test(url.pathname)) return answerStudio(response, url.pathname)
    answerApi(request, response, url).then(
      (answered) => {
        if (answered !== null) return
        unanswered.push(`${request.method} ${url.pathname}`)
        json(response, 404, { error: 'Not found', message: 'The stand-in Content Lake has no answer for this request' })
      },
      (error: unknown) => {
        refused.push(`${request.method} ${url.pathname}${url.search}: ${String(error)}`)
        json(response, 400, { error: 'Bad request', message: String(error) })
      },
    )
  })
  const sessions = new Set<Http2Session>()
  server.on('session', (session) => {
    sessions.add(session)
    session.on('close', () => sessions.delete(session))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `https://127.0.0.1:${port}`,
    certificateFile,
    mutations,
    unanswered,
    refused,
    webhookFailures,
    sendPublishWebhooks: (target) => {
      webhook = target
    },
    document: (id) => documents.get(id),
    now,
    setClock: async (at) => {
      clockOffsetMs = at.getTime() - Date.now()
      await publishDueReleases()
      planScheduledPublishing()
    },
    close: () =>
      new Promise<void>((resolve) => {
        closed = true
        clearTimeout(scheduleTimer)
        for (const listener of listeners) listener.response.end()
        for (const client of liveClients) client.end()
        server.close(() => {
          rmSync(certificateDir, { recursive: true, force: true })
          resolve()
        })
        for (const session of sessions) session.destroy()
      }),
  }
}
