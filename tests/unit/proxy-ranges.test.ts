import { describe, expect, it } from 'vitest'

import { parseEnv } from '~/lib/platform/env/env.server'
import { publicAddressesTrusted, trustsTooMany } from '~/lib/platform/env/proxy-ranges'

// How much of the internet a TRUST_PROXY list believes (app/lib/platform/env/proxy-ranges.ts).

describe('publicAddressesTrusted', () => {
  it('counts public addresses once, however the ranges overlap; names and private ranges not at all', () => {
    expect(publicAddressesTrusted(['203.0.113.0/24', '203.0.113.128/25', '203.0.113.7'])).toEqual({ ipv4: 256n, ipv6: 0n })
    expect(publicAddressesTrusted(['loopback', 'linklocal', 'uniquelocal', '10.0.0.0/8', '172.16.0.0/12', 'fc00::/7', '::1'])).toEqual({
      ipv4: 0n,
      ipv6: 0n,
    })
    expect(publicAddressesTrusted(['2400:cb00::/32'])).toEqual({ ipv4: 0n, ipv6: 2n ** 96n })
  })

  it('reads a netmask as its prefix, and an IPv4 range written as IPv6 as the IPv4 addresses it stands for', () => {
    expect(publicAddressesTrusted(['198.51.100.0/255.255.255.0'])).toEqual({ ipv4: 256n, ipv6: 0n })
    expect(publicAddressesTrusted(['::ffff:0.0.0.0/96'])).toEqual({ ipv4: 2n ** 32n, ipv6: 0n })
  })
})

describe('trustsTooMany', () => {
  it.each([['0.0.0.0/1,128.0.0.0/1'], ['0.0.0.0/0'], ['::/1,8000::/1'], ['::ffff:0.0.0.0/96'], ['10.0.0.0/7'], ['1.0.0.0/8,2.0.0.0/8']])(
    'refuses %s',
    (value) => {
      expect(trustsTooMany(value.split(','))).toBe(true)
    },
  )

  it.each([
    // Cloudflare's published ranges, both families.
    [
      '173.245.48.0/20,103.21.244.0/22,103.22.200.0/22,103.31.4.0/22,141.101.64.0/18,108.162.192.0/18,190.93.240.0/20,188.114.96.0/20,197.234.240.0/22,198.41.128.0/17,162.158.0.0/15,104.16.0.0/13,104.24.0.0/14,172.64.0.0/13,131.0.72.0/22,2400:cb00::/32,2606:4700::/32,2803:f800::/32,2405:b500::/32,2405:8100::/32,2a06:98c0::/29,2c0f:f248::/32',
    ],
    ['loopback,10.0.0.0/8,uniquelocal'],
    ['1.0.0.0/8'],
  ])('takes %s', (value) => {
    expect(trustsTooMany(value.split(','))).toBe(false)
  })

  it('stops the boot with TRUST_PROXY named and what to do instead', () => {
    expect(() => parseEnv({ TRUST_PROXY: '0.0.0.0/1, 128.0.0.0/1' })).toThrow(
      /^ {2}TRUST_PROXY: these ranges together believe X-Forwarded-For[^\n]*Name only the proxies in front/m,
    )
    expect(parseEnv({ TRUST_PROXY: 'loopback, 203.0.113.0/24' }).TRUST_PROXY).toEqual(['loopback', '203.0.113.0/24'])
  })
})
