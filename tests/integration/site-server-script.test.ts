// The scripts' production server (scripts/lib/site-server.mjs, used by the bench, Lighthouse and the
// Studio's e2e test): a script that dies leaves no server behind to hold a port.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { waitFor } from '../support/lead-sinks'

const data = mkdtempSync(path.join(tmpdir(), 'site-server-script-'))
afterAll(() => rmSync(data, { recursive: true, force: true }))

function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('a script that starts the site', () => {
  it('and then fails with an uncaught error: its server ends with it', async () => {
    const script = `
      import { startSite } from ${JSON.stringify(path.resolve('scripts/lib/site-server.mjs'))}
      const site = await startSite({ LEADS_DB_PATH: ${JSON.stringify(path.join(data, 'leads.sqlite'))}, LEADS_MAIL_DIR: ${JSON.stringify(path.join(data, 'mail'))} })
      console.log('server pid', site.pid)
      throw new Error('the script fails after starting its server')
    `
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('the script fails after starting its server')
    const pid = Number(/server pid (\d+)/.exec(result.stdout)?.[1])
    expect(pid).toBeGreaterThan(0)
    await waitFor(() => !running(pid), 'the server to end with its script', 10_000)
  })
})
