import { describe, expect, it } from 'vitest'

import { mayReadHealthDetails } from '~/lib/pages/health/health.server'

// Who may read /healthz in full (app/lib/pages/health/health.server.ts).

describe('mayReadHealthDetails', () => {
  const TOKEN = 'health-token-0123456789abcdef'

  it('lets this machine read them', () => {
    for (const clientIp of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(mayReadHealthDetails({ clientIp, authorization: null, token: undefined }), clientIp).toBe(true)
  })

  it('lets the bearer of the token read them, and no one else', () => {
    expect(mayReadHealthDetails({ clientIp: '203.0.113.9', authorization: `Bearer ${TOKEN}`, token: TOKEN })).toBe(true)
    expect(mayReadHealthDetails({ clientIp: '203.0.113.9', authorization: `bearer   ${TOKEN}`, token: TOKEN })).toBe(true)
    for (const authorization of [null, '', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
      expect(mayReadHealthDetails({ clientIp: '203.0.113.9', authorization, token: TOKEN }), String(authorization)).toBe(false)
    }
    // No token configured: only loopback.
    expect(mayReadHealthDetails({ clientIp: '203.0.113.9', authorization: 'Bearer anything-at-all-here', token: undefined })).toBe(false)
    expect(mayReadHealthDetails({ clientIp: null, authorization: null, token: TOKEN })).toBe(false)
    expect(mayReadHealthDetails({ clientIp: '10.0.0.1', authorization: null, token: TOKEN })).toBe(false)
  })
})
