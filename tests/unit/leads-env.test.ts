import { describe, expect, it } from 'vitest'

import { parseEnv } from '~/lib/env.server'

describe('lead form settings in the environment', () => {
  it('FORM_SECRET is optional, and at least 32 characters when given', () => {
    expect(parseEnv({}).FORM_SECRET).toBeUndefined()
    expect(parseEnv({ FORM_SECRET: '' }).FORM_SECRET).toBeUndefined()
    expect(parseEnv({ FORM_SECRET: 'x'.repeat(32) }).FORM_SECRET).toBe('x'.repeat(32))
    expect(() => parseEnv({ FORM_SECRET: 'short' })).toThrow(/FORM_SECRET: must be at least 32 characters/)
  })
})
