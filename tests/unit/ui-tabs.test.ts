import { describe, expect, it } from 'vitest'

import { domId, tabIndexForKey } from '~/lib/ui'

describe('tabIndexForKey', () => {
  it('steps with the arrow keys and wraps', () => {
    expect(tabIndexForKey('ArrowRight', 1, 5)).toBe(2)
    expect(tabIndexForKey('ArrowRight', 4, 5)).toBe(0)
    expect(tabIndexForKey('ArrowLeft', 0, 5)).toBe(4)
    expect(tabIndexForKey('ArrowLeft', 3, 5)).toBe(2)
  })

  it('jumps with Home and End', () => {
    expect(tabIndexForKey('Home', 3, 5)).toBe(0)
    expect(tabIndexForKey('End', 1, 5)).toBe(4)
  })

  it('leaves other keys to the browser', () => {
    expect(tabIndexForKey('Enter', 1, 5)).toBeNull()
    expect(tabIndexForKey('ArrowDown', 1, 5)).toBeNull()
    expect(tabIndexForKey('Tab', 1, 5)).toBeNull()
  })

  it('has nowhere to go without tabs', () => {
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull()
    expect(tabIndexForKey('Home', 0, 0)).toBeNull()
    expect(tabIndexForKey('ArrowRight', 0, 1)).toBe(0)
  })
})

describe('domId', () => {
  it('makes valid, readable element ids', () => {
    expect(domId('tabs', ':R1:')).toBe('tabs-R1')
    expect(domId('itineraries', '3 nights')).toBe('itineraries-3-nights')
    expect(domId('faq', 'what/is:this?')).toBe('faq-what-is-this')
    expect(domId('a', '', 'b')).toBe('a-b')
  })
})
