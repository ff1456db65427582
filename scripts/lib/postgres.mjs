// A PostgreSQL for the tests (and the two-node bench): the one named by TEST_DATABASE_URL, else
// the machine's own on 127.0.0.1:5432 (trust auth, database `test`, as the development and CI
// machines run it), else a throwaway cluster in a temporary folder, from Debian's postgresql
// package (installed with apt-get when this runs as root, like Chromium for the browser tests).
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { ensureDebianPackage } from './debian-package.mjs'
import { freePort } from './site-server.mjs'

const MACHINE_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test'

/** Whether a server answers at `url` (a short timeout: nothing listening is the common case). */
async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Debian keeps the server's programs in /usr/lib/postgresql/<major>/bin; the newest one. */
function serverBinaries() {
  const root = '/usr/lib/postgresql'
  const majors = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'initdb'))) : []
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0]
  return newest ? path.join(root, newest, 'bin') : null
}

function run(command, args, { asUser } = {}) {
  const [program, argv] = asUser ? ['runuser', ['-u', asUser, '--', command, ...args]] : [command, args]
  const result = spawnSync(program, argv, { encoding: 'utf8', timeout: 120_000 })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}): ${`${result.stdout}${result.stderr}`.trim().slice(-2000)}`)
}

/**
 * Starts a throwaway cluster (trust auth, on 127.0.0.1 and a free port, its socket in its own
 * folder) with a database `test`. PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` user Debian's package creates. Returns its URL and a function that removes it.
 */
async function startThrowawayCluster() {
  let bin = serverBinaries()
  if (!bin) {
    ensureDebianPackage({ binary: '/usr/bin/psql', pkg: 'postgresql' })
    bin = serverBinaries()
    if (!bin) throw new Error("Debian's postgresql package is installed but no initdb was found under /usr/lib/postgresql")
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const asUser = isRoot ? 'postgres' : undefined
  const folder = mkdtempSync(path.join(tmpdir(), 'harbourline-postgres-'))
  if (isRoot) {
    const { uid, gid } = postgresUser()
    chownSync(folder, uid, gid)
  }
  const data = path.join(folder, 'data')
  const port = await freePort()
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'], { asUser })
  run(
    path.join(bin, 'pg_ctl'),
    ['-D', data, '-l', path.join(folder, 'server.log'), '-w', '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder}`, 'start'],
    { asUser },
  )
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` })
  await admin.connect()
  await admin.query('CREATE DATABASE test')
  await admin.end()
  const stop = () => {
    spawnSync(
      ...(asUser
        ? ['runuser', ['-u', asUser, '--', path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']]
        : [path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']]),
      {
        timeout: 60_000,
      },
    )
    rmSync(folder, { recursive: true, force: true })
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/test`, stop }
}

function postgresUser() {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
  if (result.status !== 0 || group.status !== 0) throw new Error('there is no postgres user to run PostgreSQL as (it refuses to run as root)')
  return { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) }
}

/**
 * The URL of a PostgreSQL the tests may use, and `stop` (a no-op unless a throwaway cluster was
 * started here). TEST_DATABASE_URL, when set, must answer: a wrong one is an error, not a reason
 * to start another.
 */
export async function ensurePostgres() {
  const given = process.env.TEST_DATABASE_URL
  if (given) {
    if (!(await answers(given))) throw new Error('TEST_DATABASE_URL is set but no PostgreSQL answers there')
    return { url: given, source: 'TEST_DATABASE_URL', stop: () => undefined }
  }
  if (await answers(MACHINE_DATABASE_URL)) return { url: MACHINE_DATABASE_URL, source: "the machine's PostgreSQL on 127.0.0.1:5432", stop: () => undefined }
  const cluster = await startThrowawayCluster()
  return { ...cluster, source: 'a throwaway cluster' }
}

/** `url` with every connection's search_path set to `schema`. */
function urlWithSchema(url, schema) {
  const withSchema = new URL(url)
  withSchema.searchParams.set('options', `-c search_path=${schema}`)
  return withSchema.toString()
}

/**
 * A new, empty schema in the database at `url`, named after `label` and made unique: its own
 * tables for a test or a bench run. Returns its name, the URL whose connections work in it, and
 * `drop()`, which removes it with everything in it.
 */
export async function createScratchSchema(url, label) {
  const name = `${label.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`CREATE SCHEMA ${pg.escapeIdentifier(name)}`)
  } finally {
    await admin.end()
  }
  return {
    name,
    url: urlWithSchema(url, name),
    async drop() {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`DROP SCHEMA ${pg.escapeIdentifier(name)} CASCADE`)
      } finally {
        await client.end()
      }
    },
  }
}
