// The visitor's address, as every part of the server reads it (the page store, the loaders, the
// lead limiter). Express works it out from X-Forwarded-For as TRUST_PROXY allows; what a proxy
// passes on as the client's address is not always an address (a client can write anything in the
// header a proxy appends to), and then the connection's own address counts. And what one visitor
// is to a per-address limit (the lead posts, the preview secret's guesses).
import { isIP } from 'node:net'

import ipaddr from 'ipaddr.js'

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

/**
 * What one visitor's budget is counted by: an IPv4 address as it is (also when it arrives as an
 * IPv4-mapped IPv6 address), an IPv6 address by its /64 (one household or phone is handed a whole
 * /64, so every address in it is the same visitor), and 'unknown' without an address.
 */
export function rateLimitKey(address: string | null | undefined): string {
  // Node's check, not ipaddr's: ipaddr also reads old shorthands ('1.2.3') that no socket reports.
  if (!address || isIP(address) === 0) return 'unknown'
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`
}
