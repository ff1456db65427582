// The visitor's address, as every part of the server reads it (the page store, the loaders, the
// lead limiter). Express works it out from X-Forwarded-For as TRUST_PROXY allows; what a proxy
// passes on as the client's address is not always an address (a client can write anything in the
// header a proxy appends to), and then the connection's own address counts.
import { isIP } from 'node:net'

export interface AddressedRequest {
  /** Express's reading (TRUST_PROXY applied); absent outside Express. */
  ip?: string
  socket: { remoteAddress?: string | undefined }
}

/** The client's address: Express's when it is an IP address, else the connection's; null without either. */
export function clientAddress(request: AddressedRequest): string | null {
  const forwarded = request.ip?.trim()
  if (forwarded && isIP(forwarded) !== 0) return forwarded
  const socket = request.socket.remoteAddress
  return socket && isIP(socket) !== 0 ? socket : null
}
