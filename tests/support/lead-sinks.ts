// Real receivers for the lead pipeline's tests, on 127.0.0.1 and random ports: an HTTP server
// standing in for the Google Apps Script web app, and an SMTP server standing in for the mail
// relay. Each can be told to fail in the ways the real ones do.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

// ---------------------------------------------------------------------------------------------
// The sheet (HTTP)

/** What the sheet endpoint does with the next POST. */
type SheetBehaviour = 'ok' | '500' | 'hang' | 'redirect' | 'script-error' | 'script-error-quoting-the-row'

interface SheetPost {
  leadId: string
  fields: Record<string, string>
  behaviour: SheetBehaviour
  /** The client got a success for this POST (directly, or by fetching the redirect target). */
  succeeded: boolean
}

export interface HttpSheetSink {
  /** The web-app URL to configure as LEADS_SHEET_URL. */
  readonly url: string
  readonly port: number
  /** Every complete POST, in arrival order. */
  readonly posts: SheetPost[]
  /** Behaviours for the next POSTs, consumed in order; then `fallback`. */
  script: SheetBehaviour[]
  fallback: SheetBehaviour
  /** Wait before answering each POST, in ms (a slow sheet). */
  delayMs: number
  /** Raw POSTs per lead id. */
  postsFor(leadId: string): SheetPost[]
  /** POSTs that ended in a success for the client, per lead id. */
  successesFor(leadId: string): number
  /** Stops listening: connections are refused until reopen(). */
  close(): Promise<void>
  reopen(): Promise<void>
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function startHttpSheetSink(options: { path?: string; port?: number } = {}): Promise<HttpSheetSink> {
  const path = options.path ?? '/macros/s/test-deployment/exec'
  const posts: SheetPost[] = []
  const pendingRedirects = new Map<string, SheetPost>()
  let redirectCounter = 0
  let server: Server | undefined
  let port = options.port ?? 0

  const sink: HttpSheetSink = {
    get url() {
      return `http://127.0.0.1:${port}${path}?token=sheet-secret-token`
    },
    get port() {
      return port
    },
    posts,
    script: [],
    fallback: 'ok',
    delayMs: 0,
    postsFor: (leadId) => posts.filter((post) => post.leadId === leadId),
    successesFor: (leadId) => posts.filter((post) => post.leadId === leadId && post.succeeded).length,
    close: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve()
        const closing = server
        server = undefined
        closing.close(() => resolve())
        closing.closeAllConnections()
      }),
    reopen: () => listen(),
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'GET' && url.pathname === '/echo') {
      // The googleusercontent.com step of an Apps Script answer: the result of the earlier POST.
      const post = pendingRedirects.get(url.searchParams.get('user_content_key') ?? '')
      if (!post) {
        response.writeHead(404).end()
        return
      }
      pendingRedirects.delete(url.searchParams.get('user_content_key') ?? '')
      post.succeeded = true
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"ok"}')
      return
    }
    if (request.method !== 'POST' || url.pathname !== path) {
      response.writeHead(404).end()
      return
    }
    const body = await readBody(request)
    let form: FormData
    try {
      form = await new Request(`http://127.0.0.1${url.pathname}`, { method: 'POST', headers: headersOf(request), body: Uint8Array.from(body) }).formData()
    } catch {
      response.writeHead(400).end('bad form')
      return
    }
    const fields: Record<string, string> = {}
    for (const [name, value] of form) fields[name] = typeof value === 'string' ? value : '(file)'
    const behaviour = sink.script.shift() ?? sink.fallback
    const post: SheetPost = { leadId: fields.leadId ?? '', fields, behaviour, succeeded: false }
    posts.push(post)
    if (sink.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, sink.delayMs))
    switch (behaviour) {
      case 'ok':
        post.succeeded = true
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"ok"}')
        return
      case '500':
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal error')
        return
      case 'script-error':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"error","message":"sheet is locked"}')
        return
      case 'script-error-quoting-the-row':
        // As a script that reports the row it could not add.
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            result: 'error',
            message: `could not add ${fields.firstName} ${fields.lastName} <${fields.email}> ${fields.mobile}: ${fields.message}`,
          }),
        )
        return
      case 'redirect': {
        const key = `k${++redirectCounter}-secret`
        pendingRedirects.set(key, post)
        response.writeHead(302, { location: `/echo?user_content_key=${key}` }).end()
        return
      }
      case 'hang':
        // Never answers; the connection is dropped by the client's timeout or by close().
        return
    }
  }

  function listen(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const next = createServer((request, response) => {
        handle(request, response).catch(() => {
          if (!response.headersSent) response.writeHead(500).end()
        })
      })
      next.once('error', reject)
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as AddressInfo).port
        server = next
        resolve()
      })
    })
  }

  await listen()
  return sink
}

// ---------------------------------------------------------------------------------------------
// The mail relay (SMTP)

/** What the relay does with the next message: accept, refuse for now (451), refuse naming the recipient (550), or never answer. */
type SmtpBehaviour = 'ok' | '451' | '550-naming-the-recipient' | 'hang'

export interface ReceivedMail {
  envelopeTo: string[]
  raw: string
  headers: Record<string, string>
  /** The text/plain part, decoded. */
  text: string
  /** The text/html part, decoded. */
  html: string
  behaviour: SmtpBehaviour
  /** The relay answered 250 for it. */
  accepted: boolean
}

export interface SmtpMailSink {
  readonly port: number
  /** SMTP_URL for this relay (with a user and password that must never be logged). */
  readonly url: string
  readonly mails: ReceivedMail[]
  script: SmtpBehaviour[]
  fallback: SmtpBehaviour
  delayMs: number
  /** Accepted messages with this Message-ID. */
  acceptedWithId(messageId: string): ReceivedMail[]
  close(): Promise<void>
  reopen(): Promise<void>
}

/** Headers of a raw message, unfolded, names lowercased (the first of each). */
export function mailHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers[name] ??= line.slice(colon + 1).trim()
  }
  return headers
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'))
  } catch {
    return bytes
  }
}

/** The decoded body of the first MIME part of `type` (enough for the messages nodemailer builds). */
function mailPart(raw: string, type: 'text/plain' | 'text/html'): string {
  // Split on the message's own boundary only: a quoted-printable line may start with "--" too.
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mailHeaders(raw)['content-type'] ?? '')?.[1]
  const parts = boundary ? raw.split(`--${boundary}`) : [raw]
  for (const part of parts) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/)
    const headers = mailHeaders(`${head.replace(/^\r?\n/, '')}\n\n`)
    if (!headers['content-type']?.toLowerCase().startsWith(type)) continue
    const body = rest.join('\n\n')
    const encoding = headers['content-transfer-encoding']?.toLowerCase()
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
    return body
  }
  return ''
}

export async function startSmtpMailSink(): Promise<SmtpMailSink> {
  const mails: ReceivedMail[] = []
  let server: SMTPServer | undefined
  let port = 0
  const hanging = new Set<() => void>()

  const sink: SmtpMailSink = {
    get port() {
      return port
    },
    get url() {
      return `smtp://lead-robot:smtp-secret-password@127.0.0.1:${port}`
    },
    mails,
    script: [],
    fallback: 'ok',
    delayMs: 0,
    acceptedWithId: (messageId) => mails.filter((mail) => mail.accepted && mail.headers['message-id'] === messageId),
    close: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve()
        const closing = server
        server = undefined
        for (const release of hanging) release()
        hanging.clear()
        closing.close(() => resolve())
      }),
    reopen: () => listen(),
  }

  function listen(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        closeTimeout: 200,
        onAuth(_auth, _session, callback) {
          callback(null, { user: 'lead-robot' })
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8')
            const behaviour = sink.script.shift() ?? sink.fallback
            const mail: ReceivedMail = {
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              headers: mailHeaders(raw),
              text: mailPart(raw, 'text/plain'),
              html: mailPart(raw, 'text/html'),
              behaviour,
              accepted: false,
            }
            mails.push(mail)
            const answer = () => {
              if (behaviour === 'ok') {
                mail.accepted = true
                callback(null)
              } else if (behaviour === '451') {
                callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
              } else if (behaviour === '550-naming-the-recipient') {
                callback(Object.assign(new Error(`5.1.1 <${session.envelope.rcptTo[0]?.address}>: Recipient address rejected`), { responseCode: 550 }))
              } else {
                // 'hang': no answer until the relay closes.
                hanging.add(() => callback(Object.assign(new Error('Shutting down'), { responseCode: 421 })))
              }
            }
            if (sink.delayMs > 0) setTimeout(answer, sink.delayMs)
            else answer()
          })
        },
      })
      next.on('error', () => undefined)
      next.server.once('error', reject)
      next.listen(port, '127.0.0.1', () => {
        port = (next.server.address() as AddressInfo).port
        server = next
        resolve()
      })
    })
  }

  await listen()
  return sink
}

// ---------------------------------------------------------------------------------------------

/** Waits until `condition` holds, polling; fails with `what` after `timeoutMs`. */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000, everyMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}
