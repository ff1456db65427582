import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

import { ensureBuild, freePort } from './leads'
import { IN_SEASON } from './season'

/**
 * Starts the production server (`npm run build` must have run) with extra env, on 127.0.0.1, its
 * SITE_URL its own address unless `env` says otherwise. Its
 * clock starts inside the season (E2E=1 lets a production build honour SITE_CLOCK) unless `env` says otherwise.
 */
export interface TestServer {
  url: string
  /** SIGTERM: the graceful stop. */
  stop: () => Promise<void>
  /** SIGKILL: the process dies at once, mid-request if it is in one. */
  kill: () => Promise<void>
  output: () => string
}

export async function startServer(port: number, env: Record<string, string>): Promise<TestServer> {
  const child: ChildProcess = spawn(process.execPath, ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Production needs its public origin: this server's own address unless `env` names another.
      SITE_URL: `http://127.0.0.1:${port}`,
      E2E: '1',
      SITE_CLOCK: IN_SEASON,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const signal = (name: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill(name)
    })
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    try {
      await fetch(`${url}/favicon.svg`)
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url,
    output: () => output,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  }
}

/**
 * The production build (built first if missing) on a free port, with its own lead outbox and mail
 * folder in a temporary folder, the visitor's country read from `cf-ipcountry`, and `env` added.
 * `stop()` also removes the folder.
 */
export async function startSiteServer(env: Record<string, string> = {}): Promise<TestServer> {
  ensureBuild()
  const dir = mkdtempSync(path.join(tmpdir(), 'hl-site-'))
  const server = await startServer(await freePort(), {
    COUNTRY_HEADER: 'cf-ipcountry',
    LEADS_DB_PATH: path.join(dir, 'leads.sqlite'),
    LEADS_MAIL_DIR: path.join(dir, 'mail'),
    ...env,
  })
  return {
    ...server,
    stop: async () => {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Sanity's publish webhook as Sanity sends it: `document` as JSON, signed with `secret`. */
export async function publishWebhook(baseUrl: string, secret: string, document: { _id: string; _type: string }): Promise<Response> {
  const payload = JSON.stringify(document)
  return fetch(`${baseUrl}/api/revalidate`, {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(payload, Date.now(), secret) },
  })
}
