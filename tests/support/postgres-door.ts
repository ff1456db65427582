// A door in front of the test database, for what a node does when PostgreSQL misbehaves:
// - 'open' passes everything through;
// - 'closed' hangs up on every new connection (a database that is down);
// - 'silent' takes connections and bytes and never answers, on new and open connections alike
//   (a database that is hung, or a network that drops packets without a reset).
import { type AddressInfo, connect, createServer, type Socket } from 'node:net'

export type DoorMode = 'open' | 'closed' | 'silent'

export interface PostgresDoor {
  /** `databaseUrl` with its host and port replaced by the door's. */
  url: string
  mode: DoorMode
  close(): Promise<void>
}

export async function postgresDoor(databaseUrl: string, mode: DoorMode = 'open'): Promise<PostgresDoor> {
  const database = new URL(databaseUrl)
  const sockets = new Set<Socket>()
  const door = { mode } as { mode: DoorMode }
  const server = createServer((visitor) => {
    if (door.mode === 'closed') return visitor.destroy()
    if (door.mode === 'silent') {
      sockets.add(visitor)
      visitor.on('error', () => undefined).on('close', () => sockets.delete(visitor))
      return
    }
    const upstream = connect(Number(database.port || 5432), database.hostname)
    for (const socket of [visitor, upstream]) {
      sockets.add(socket)
      socket.on('error', () => undefined).on('close', () => (sockets.delete(socket), visitor.destroy(), upstream.destroy()))
    }
    visitor.on('data', (bytes) => door.mode === 'open' && upstream.write(bytes))
    upstream.on('data', (bytes) => door.mode === 'open' && visitor.write(bytes))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String((server.address() as AddressInfo).port)
  return {
    url: url.toString(),
    get mode() {
      return door.mode
    },
    set mode(next) {
      door.mode = next
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
