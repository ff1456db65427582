import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'

import { documentBodyStream } from '~/lib/http/document-stream.server'

/** The pieces the stream hands on, each as text. */
function collect(stream: ReturnType<typeof documentBodyStream>): string[] {
  const pieces: string[] = []
  stream.on('data', (piece: Buffer) => pieces.push(piece.toString('utf8')))
  return pieces
}

describe('documentBodyStream', () => {
  it('hands on everything written in one turn as one piece', async () => {
    const stream = documentBodyStream()
    const pieces = collect(stream)
    for (const part of ['<!DOCTYPE html>', '<html>', '<body>…', '</html>']) stream.write(Buffer.from(part))
    await nextTurn()
    expect(pieces).toEqual(['<!DOCTYPE html><html><body>…</html>'])
  })

  it('hands on a part written in a later turn separately, as soon as it is written', async () => {
    const stream = documentBodyStream()
    const pieces = collect(stream)
    stream.write(Buffer.from('<p>shell</p>'))
    await nextTurn()
    stream.write(Buffer.from('<p>later</p>'))
    await nextTurn()
    expect(pieces).toEqual(['<p>shell</p>', '<p>later</p>'])
  })

  it('hands on what is still waiting when it ends, then ends', async () => {
    const stream = documentBodyStream()
    const pieces = collect(stream)
    const ended = new Promise((resolve) => stream.on('end', resolve))
    stream.write(Buffer.from('<p>a</p>'))
    stream.end(Buffer.from('<p>b</p>'))
    await ended
    expect(pieces.join('')).toBe('<p>a</p><p>b</p>')
  })

  it('keeps multi-byte characters whole across pieces', async () => {
    const stream = documentBodyStream()
    const pieces = collect(stream)
    const bytes = Buffer.from('₹27,999')
    stream.write(bytes.subarray(0, 1))
    stream.write(bytes.subarray(1))
    await nextTurn()
    expect(pieces).toEqual(['₹27,999'])
  })
})
