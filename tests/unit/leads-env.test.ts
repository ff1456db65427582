import { describe, expect, it } from 'vitest'

import { parseEnv } from '~/lib/platform/env/env.server'

describe('the signing secret in the environment', () => {
  it('SIGNING_SECRET is optional, and at least 32 characters when given', () => {
    expect(parseEnv({}).SIGNING_SECRET).toBeUndefined()
    expect(parseEnv({ SIGNING_SECRET: '' }).SIGNING_SECRET).toBeUndefined()
    expect(parseEnv({ SIGNING_SECRET: 'x'.repeat(32) }).SIGNING_SECRET).toBe('x'.repeat(32))
    expect(() => parseEnv({ SIGNING_SECRET: 'short' })).toThrow(/SIGNING_SECRET: must be at least 32 characters/)
  })

  it('still reads the old name, FORM_SECRET, and says to rename it; the new name wins when both are set', () => {
    const warnings: string[] = []
    const warn = (message: string) => warnings.push(message)
    expect(parseEnv({ FORM_SECRET: 'o'.repeat(32) }, warn).SIGNING_SECRET).toBe('o'.repeat(32))
    expect(warnings).toEqual([expect.stringMatching(/FORM_SECRET is the old name of SIGNING_SECRET.*rename it/)])
    expect(parseEnv({ FORM_SECRET: 'o'.repeat(32), SIGNING_SECRET: 'n'.repeat(32) }, warn).SIGNING_SECRET).toBe('n'.repeat(32))
    expect(parseEnv({}, warn).SIGNING_SECRET).toBeUndefined()
    expect(warnings).toHaveLength(1)
    expect(() => parseEnv({ FORM_SECRET: 'short' }, warn)).toThrow(/FORM_SECRET: must be at least 32 characters/)
  })
})
