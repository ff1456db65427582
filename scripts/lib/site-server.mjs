// The production server for the repo's measuring scripts (bench, bench:leads): a free port on
// 127.0.0.1, started from build/ with extra env, stopped with SIGTERM (SIGKILL after 5 s).
import { spawn } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

export function hasBuild() {
  return existsSync(path.resolve('build/server/index.js'))
}

/**
 * Starts `node server.js` (NODE_ENV=production) of the checkout in `cwd` (this one by default) on a
 * free 127.0.0.1 port, SITE_URL its own address, with `env` added (a variable set to undefined is removed), and resolves once
 * it serves `readyPath`. `stop()` ends it; `log()` is what it printed; `pid` is its process. With
 * `logFile`, what it prints goes to that file (a load test's request log would otherwise be read,
 * line by line, by this process, on the same cores as the server).
 */
export async function startSite(env = {}, { readyPath = '/favicon.svg', timeoutMs = 30_000, cwd, logFile } = {}) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // Production needs its public origin: this server's own address unless `env` names another.
  const childEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), SITE_URL: url, ...env }
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name]
  const logFd = logFile ? openSync(logFile, 'a') : undefined
  const child = spawn(process.execPath, ['server.js'], {
    cwd,
    env: childEnv,
    stdio: logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  })
  if (logFd !== undefined) closeSync(logFd)
  // A script that dies (an uncaught error, process.exit) must not leave its server holding a port.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const printed = () => (logFile ? readFileSync(logFile, 'utf8') : output)
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      child.once('exit', () => {
        clearTimeout(timer)
        resolve()
      })
      child.kill('SIGTERM')
    })
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${printed()}`)
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) return { url, port, pid: child.pid, stop, log: printed }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not start:\n${printed()}`)
}

/**
 * Asks for a page (with `headers`) until the page store no longer answers it STALE, every
 * `intervalMs`, `attempts` times at most; true once it did, false if it never did. The first request
 * for a stale page sets off its render in the background (ADR 31): a measurement started then would
 * share the CPU with that render, which a visitor's own device never does.
 */
export async function untilFresh(url, { headers = {}, attempts = 100, intervalMs = 50 } = {}) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const response = await fetch(url, { headers })
    await response.arrayBuffer()
    if (response.headers.get('x-page-cache') !== 'STALE') return true
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  return false
}
