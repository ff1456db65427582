#!/usr/bin/env node
// `npm run test:busy [-- --load N] [-- command…]`: runs a command (default `npm test`) beside N
// CPU-bound processes (default 2), as CI's shared 2-core machine often is, so anyone can check
// that the suite decides the same on a busy machine. Exits with the command's status.
import { spawn } from 'node:child_process'

const args = process.argv.slice(2)
let load = 2
const loadAt = args.indexOf('--load')
if (loadAt !== -1) {
  load = Number(args[loadAt + 1])
  args.splice(loadAt, 2)
}
if (!Number.isInteger(load) || load < 0 || load > 16) {
  console.error('--load takes a whole number of processes from 0 to 16')
  process.exit(2)
}
const commandArgs = args[0] === '--' ? args.slice(1) : args
const [command, ...rest] = commandArgs.length > 0 ? commandArgs : ['npm', 'test']

// Each burner spins on one core until it is killed.
const burners = Array.from({ length: load }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
const stopBurners = () => {
  for (const burner of burners) burner.kill('SIGKILL')
}
process.on('exit', stopBurners)

console.log(`test:busy: ${[command, ...rest].join(' ')} beside ${load} CPU-bound process${load === 1 ? '' : 'es'}`)
const started = Date.now()
const child = spawn(command, rest, { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => {
  stopBurners()
  console.log(
    `test:busy: ${signal ? `stopped by ${signal}` : `exit ${code}`} after ${((Date.now() - started) / 1000).toFixed(1)} s with ${load} CPU-bound process${load === 1 ? '' : 'es'} beside it`,
  )
  process.exit(code ?? 1)
})
