import { describe, expect, it } from 'vitest'

import { mailboxOf } from '~/lib/leads/outbox/mailbox'

describe('mailboxOf: one mailbox, however its address is written', () => {
  it('reads Gmail as Gmail does: case, dots, +tags and googlemail.com are one mailbox', () => {
    for (const address of ['x@gmail.com', 'X@Gmail.com', 'x+1@gmail.com', 'x+2@gmail.com', 'x@googlemail.com', ' x+promo@GOOGLEMAIL.COM ']) {
      expect(mailboxOf(address), address).toBe('x@gmail.com')
    }
    expect(mailboxOf('asha.rao+deals@gmail.com')).toBe('asharao@gmail.com')
    expect(mailboxOf('a.s.h.a.rao@gmail.com')).toBe('asharao@gmail.com')
  })

  it('removes a +tag on any provider but keeps their dots', () => {
    expect(mailboxOf('Asha.Rao+cruise@Example.com')).toBe('asha.rao@example.com')
    expect(mailboxOf('asharao@example.com')).not.toBe(mailboxOf('asha.rao@example.com'))
  })

  it('keeps addresses that are not another spelling apart', () => {
    expect(mailboxOf('x@gmail.com')).not.toBe(mailboxOf('y@gmail.com'))
    expect(mailboxOf('x@gmail.co')).not.toBe(mailboxOf('x@gmail.com'))
    // A local part that is only a tag is left as it is.
    expect(mailboxOf('+x@example.com')).toBe('+x@example.com')
  })
})
