// How much of the internet a TRUST_PROXY list believes about a visitor's address. A proxy fleet is
// small: every CDN's published ranges together are a few million IPv4 addresses. A list that
// covers more (0.0.0.0/1,128.0.0.0/1 is everyone, in two halves) lets visitors name their own
// address in X-Forwarded-For, and so choose whose lead limit they use.
import ipaddr from 'ipaddr.js'

/** Ranges a proxy may sit in without counting: this machine, its link and private networks. */
const PRIVATE_RANGES: ReadonlyArray<[string, number]> = [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
]
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** At most one /8 of public IPv4 addresses and one /24 of IPv6 (each larger than any CDN's). */
const MAX_PUBLIC_ADDRESSES = { ipv4: 2n ** 24n, ipv6: 2n ** 104n } as const

type Family = 'ipv4' | 'ipv6'
interface Range {
  family: Family
  first: bigint
  last: bigint
}

function toBigInt(bytes: number[]): bigint {
  return bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n)
}

/** An address, `address/prefix` or `address/netmask` (proxy-addr takes all three). */
function addressAndPrefix(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  const [address = '', mask] = entry.split('/')
  const parsed = ipaddr.parse(address)
  if (mask === undefined) return [parsed, parsed.kind() === 'ipv4' ? 32 : 128]
  return [parsed, mask.includes('.') ? (ipaddr.IPv4.parse(mask).prefixLengthFromSubnetMask() ?? 0) : Number(mask)]
}

/** A list entry as the addresses it covers; null for a name or a private range (not counted). */
function publicRange(entry: string): Range | null {
  if (PROXY_NAMES.has(entry)) return null
  let [address, prefix] = addressAndPrefix(entry)
  // An IPv4 range written in IPv6 form counts as the IPv4 addresses it stands for.
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && prefix >= 96) {
    address = (address as ipaddr.IPv6).toIPv4Address()
    prefix -= 96
  }
  const family: Family = address.kind()
  for (const [network, bits] of PRIVATE_RANGES) {
    const net = ipaddr.parse(network)
    if (net.kind() === family && prefix >= bits && address.match(net, bits)) return null
  }
  const width = family === 'ipv4' ? 32 : 128
  const first = toBigInt(address.toByteArray()) & ~((1n << BigInt(width - prefix)) - 1n)
  return { family, first, last: first + (1n << BigInt(width - prefix)) - 1n }
}

/** Public addresses a list of proxy addresses, CIDR ranges and names covers, overlaps counted once. */
export function publicAddressesTrusted(list: readonly string[]): Record<Family, bigint> {
  const ranges = list.map(publicRange).filter((range): range is Range => range !== null)
  const total: Record<Family, bigint> = { ipv4: 0n, ipv6: 0n }
  for (const family of ['ipv4', 'ipv6'] as const) {
    const sorted = ranges.filter((range) => range.family === family).sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))
    let end = -1n
    for (const range of sorted) {
      const start = range.first > end ? range.first : end + 1n
      if (range.last >= start) total[family] += range.last - start + 1n
      if (range.last > end) end = range.last
    }
  }
  return total
}

/** Whether the list trusts more public addresses than any proxy fleet has. */
export function trustsTooMany(list: readonly string[]): boolean {
  const trusted = publicAddressesTrusted(list)
  return trusted.ipv4 > MAX_PUBLIC_ADDRESSES.ipv4 || trusted.ipv6 > MAX_PUBLIC_ADDRESSES.ipv6
}
