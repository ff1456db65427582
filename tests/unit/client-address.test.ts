import { describe, expect, it } from 'vitest'

import { clientAddress, rateLimitKey } from '~/lib/platform/http/client-address.server'

// The visitor's address as the server reads it, and what one visitor is to a per-address limit.

describe('rateLimitKey: what one visitor is', () => {
  it('an IPv4 address as it is, also seen through IPv6', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('an IPv6 address by its /64, however it is written', () => {
    const key = rateLimitKey('2001:db8:7:9::1')
    expect(key).toBe('2001:db8:7:9::/64')
    for (const address of ['2001:db8:7:9:ffff::6', '2001:0db8:0007:0009:1234:5678:9abc:def0', '2001:DB8:7:9::'])
      expect(rateLimitKey(address), address).toBe(key)
    expect(rateLimitKey('2001:db8:7:a::1')).not.toBe(key)
  })

  it('anything that is not an address is one "unknown" visitor', () => {
    for (const value of [null, undefined, '', 'x1', '999.1.1.1', '1.2.3', 'fe80::1%eth0 junk']) expect(rateLimitKey(value), String(value)).toBe('unknown')
  })
})

describe('clientAddress: the address every part of the server reads', () => {
  it("is Express's reading when it is an IP address, else the connection's", () => {
    expect(clientAddress({ ip: '203.0.113.9', socket: { remoteAddress: '127.0.0.1' } })).toBe('203.0.113.9')
    expect(clientAddress({ ip: 'x1', socket: { remoteAddress: '127.0.0.1' } })).toBe('127.0.0.1')
    expect(clientAddress({ ip: '  ', socket: { remoteAddress: '::1' } })).toBe('::1')
    expect(clientAddress({ socket: { remoteAddress: undefined } })).toBeNull()
  })
})
