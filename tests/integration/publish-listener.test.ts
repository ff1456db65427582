// Publish to live on every node: a publish announced by one node reaches the listeners of every
// other node on the same PostgreSQL, also after a listener's connection was cut. Each test has a
// channel of its own, so parallel test files never hear each other.
import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'

import { announcePublish, createPublishListener, type PublishListener, type PublishListenerOptions } from '~/lib/content/publish.server'

import { waitFor } from '../support/lead-sinks'
import { testDatabaseUrl } from '../support/postgres'
import { postgresDoor } from '../support/postgres-door'

const closing: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close()
})

function channel(): string {
  return `publish_test_${randomBytes(4).toString('hex')}`
}

/** A node listening on `onChannel` (the test database unless `options` says otherwise); it notes what it hears. */
function node(name: string, onChannel: string, heard: string[], log: string[] = [], options: Partial<PublishListenerOptions> = {}): PublishListener {
  const listener = createPublishListener({
    databaseUrl: testDatabaseUrl(),
    nodeId: name,
    channel: onChannel,
    retryMs: 50,
    onPublish: (documentId) => heard.push(`${name}:${documentId ?? '(reconnected)'}`),
    log: (line) => log.push(line),
    ...options,
  })
  closing.push(() => listener.close())
  return listener
}

function notifier(): pg.Pool {
  const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 1 })
  closing.push(() => pool.end())
  return pool
}

describe('the publish listener', () => {
  it('a publish announced by one node reaches every listening node', async () => {
    const onChannel = channel()
    const heard: string[] = []
    const listeners = [node('a', onChannel, heard), node('b', onChannel, heard)]
    await Promise.all(listeners.map((listener) => listener.ready))
    await announcePublish(notifier(), { documentId: 'deal-singapore-ovation-3n-penang', from: 'c' }, onChannel)
    await waitFor(() => heard.length === 2, 'both nodes to hear the publish', 2_000)
    expect(heard.sort()).toEqual(['a:deal-singapore-ovation-3n-penang', 'b:deal-singapore-ovation-3n-penang'])
  })

  it('a node passes over its own announcement: it dropped its caches when it announced', async () => {
    const onChannel = channel()
    const heard: string[] = []
    const listeners = [node('a', onChannel, heard), node('b', onChannel, heard)]
    await Promise.all(listeners.map((listener) => listener.ready))
    const pool = notifier()
    await announcePublish(pool, { documentId: 'from-a', from: 'a' }, onChannel)
    // One session's notifications arrive in the order they were sent: once a has heard b's, it
    // has had its own.
    await announcePublish(pool, { documentId: 'from-b', from: 'b' }, onChannel)
    await waitFor(() => heard.includes('a:from-b'), 'a to hear b’s publish', 2_000)
    await waitFor(() => heard.includes('b:from-a'), 'b to hear a’s publish', 2_000)
    expect(heard.sort()).toEqual(['a:from-b', 'b:from-a'])
  })

  it('hears a bare document id, as a node of an earlier release announces it', async () => {
    const onChannel = channel()
    const heard: string[] = []
    await node('a', onChannel, heard).ready
    await notifier().query('SELECT pg_notify($1, $2)', [onChannel, 'aboutPage'])
    await waitFor(() => heard.length === 1, 'the publish', 2_000)
    expect(heard).toEqual(['a:aboutPage'])
  })

  it('hears nothing on another channel (another site on the same database)', async () => {
    const heard: string[] = []
    const listener = node('a', channel(), heard)
    await listener.ready
    const other = channel()
    const own = node('b', other, heard)
    await own.ready
    await announcePublish(notifier(), { documentId: 'x', from: 'c' }, other)
    await waitFor(() => heard.length === 1, 'the other channel’s listener', 2_000)
    expect(heard).toEqual(['b:x'])
  })

  it('a listener whose connection is cut reconnects, drops its caches once, and hears the next publish', async () => {
    const onChannel = channel()
    const heard: string[] = []
    const log: string[] = []
    const listener = node('a', onChannel, heard, log)
    await listener.ready
    // The database ends the listening session, as a restart or a failover would.
    const admin = notifier()
    const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1', [`LISTEN "${onChannel}"`])
    expect(rowCount).toBe(1)
    await waitFor(() => heard.includes('a:(reconnected)'), 'the reconnect', 5_000)
    expect(log).toEqual([expect.stringMatching(/publish listener: .*; reconnecting in 0\.\d s$/), '[content] publish listener: listening again'])
    await announcePublish(admin, { documentId: 'after', from: 'c' }, onChannel)
    await waitFor(() => heard.includes('a:after'), 'the publish after the reconnect', 2_000)
  })

  it('keeps trying while the database does not answer, each wait twice the last, up to the longest', async () => {
    const log: string[] = []
    const listener = createPublishListener({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      retryMs: 100,
      maxRetryMs: 400,
      // Each wait at its ceiling, so the log says exactly how long.
      random: () => 0.999_999,
      onPublish: () => undefined,
      log: (line) => log.push(line),
    })
    closing.push(() => listener.close())
    await listener.ready
    await waitFor(() => log.length >= 4, 'four tries', 5_000)
    expect(log.slice(0, 4).map((line) => /; retrying in ([\d.]+) s$/.exec(line)?.[1])).toEqual(['0.1', '0.2', '0.4', '0.4'])
  })

  it('a listening connection that goes silent is found out by its heartbeat, and the listener listens again', async () => {
    const onChannel = channel()
    const heard: string[] = []
    const log: string[] = []
    const door = await postgresDoor(testDatabaseUrl())
    closing.push(() => door.close())
    // What is timed here is the heartbeat's statement (200 ms); connecting gets the time a busy
    // PostgreSQL may need, so the first line logged is the heartbeat's, never a connect retry.
    await node('a', onChannel, heard, log, { databaseUrl: door.url, heartbeatMs: 100, timeouts: { connectMs: 5_000, queryMs: 200 } }).ready
    // The network drops every packet, without a reset: only a statement that gets no answer shows it.
    door.mode = 'silent'
    await waitFor(() => log.length > 0, 'the heartbeat to find the connection silent', 5_000)
    expect(log[0]).toMatch(/^\[content\] publish listener: no answer on the listening connection \(Query read timeout\); reconnecting in 0\.\d s$/)
    door.mode = 'open'
    // (A try begun while the door was still silent waits out its connect time first.)
    await waitFor(() => heard.includes('a:(reconnected)'), 'the listener to listen again', 10_000)
    await announcePublish(notifier(), { documentId: 'after-the-silence', from: 'c' }, onChannel)
    await waitFor(() => heard.includes('a:after-the-silence'), 'the publish', 2_000)
  })

  it('a database that takes the connection and never answers: the try ends at its timeout, and the next one listens', async () => {
    const onChannel = channel()
    const heard: string[] = []
    const log: string[] = []
    const door = await postgresDoor(testDatabaseUrl(), 'silent')
    closing.push(() => door.close())
    await node('a', onChannel, heard, log, { databaseUrl: door.url, timeouts: { connectMs: 200, queryMs: 200 } }).ready
    expect(log).toEqual([expect.stringMatching(/^\[content\] publish listener: .*timeout.*; retrying in 0\.\d s$/)])
    door.mode = 'open'
    await waitFor(() => heard.includes('a:(reconnected)'), 'the listener to listen', 5_000)
    await announcePublish(notifier(), { documentId: 'after-the-hang', from: 'c' }, onChannel)
    await waitFor(() => heard.includes('a:after-the-hang'), 'the publish', 2_000)
  })
})
