// Every pool the site opens on PostgreSQL: it outlives a database that drops its connections, and
// it never waits for an answer without an end.
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createPostgresPool } from '~/lib/platform/postgres/pool.server'

import { waitFor } from '../support/lead-sinks'
import { testDatabaseUrl } from '../support/postgres'
import { type PostgresDoor, postgresDoor } from '../support/postgres-door'

const closing: Array<() => Promise<void>> = []
afterEach(async () => {
  vi.restoreAllMocks()
  for (const close of closing.splice(0).reverse()) await close()
})

function pool(url: string, timeouts?: { connectMs: number; queryMs: number }): pg.Pool {
  const created = createPostgresPool(url, { max: 1, label: 'test', timeouts })
  closing.push(() => created.end())
  return created
}

async function door(mode: 'open' | 'closed' | 'silent' = 'open'): Promise<PostgresDoor> {
  const opened = await postgresDoor(testDatabaseUrl(), mode)
  closing.push(() => opened.close())
  return opened
}

describe('a PostgreSQL pool of the site', () => {
  it('logs an idle connection the database ends (a restart) and goes on with a new one', async () => {
    const warnings: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line))
    const subject = pool(testDatabaseUrl())
    const { rows } = await subject.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    // Without a listener for the pool's 'error' event, this ends the process.
    const admin = new pg.Client({ connectionString: testDatabaseUrl() })
    await admin.connect()
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid])
    await admin.end()
    await waitFor(() => warnings.length > 0, 'the lost connection to be logged')
    expect(warnings).toEqual(['[test] PostgreSQL connection lost: terminating connection due to administrator command'])
    expect((await subject.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid).not.toBe(rows[0]!.pid)
  })

  it('a statement the database never answers fails at its timeout, and its connection is not used again', async () => {
    const hung = await door()
    // Connecting is not what is timed here: it gets the time a busy machine's PostgreSQL may need.
    const subject = pool(hung.url, { connectMs: 2_000, queryMs: 200 })
    expect((await subject.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
    hung.mode = 'silent'
    await expect(subject.query('SELECT 1 AS one')).rejects.toThrow('Query read timeout')
    hung.mode = 'open'
    expect((await subject.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }])
  })

  it('a database that takes the connection and never answers: the connection fails at its timeout', async () => {
    const hung = await door('silent')
    await expect(pool(hung.url, { connectMs: 200, queryMs: 200 }).query('SELECT 1')).rejects.toThrow(/timeout/i)
  })

  it('tells PostgreSQL the same limit for a statement, and twice that for a transaction left idle', async () => {
    const subject = pool(testDatabaseUrl(), { connectMs: 1_000, queryMs: 4_000 })
    expect((await subject.query('SHOW statement_timeout')).rows).toEqual([{ statement_timeout: '4s' }])
    expect((await subject.query('SHOW idle_in_transaction_session_timeout')).rows).toEqual([{ idle_in_transaction_session_timeout: '8s' }])
  })
})
