import { PassThrough } from 'node:stream'

import { createElement as h, type ReactElement, Suspense } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { renderDocument } from '~/lib/platform/http/render-document.server'

// Every page is rendered by renderDocument (app/lib/platform/http/render-document.server.ts). React 18's
// Node stream encodes short pieces of text into 2,048-byte buffers; these pages are many short
// texts with multi-byte characters (as a deal list is), shifted one byte at a time so that each
// character lands on every offset around the buffers' boundaries.
const MULTI_BYTE = ['–', '₹', '·', '😀'] // 3, 3, 2 and 4 bytes in UTF-8
const SHIFTS = 24

const cruise = (character: string, index: number) => `Dubai ${character} Khasab ${character} Muscat ${index}`

const pages = function* () {
  for (const character of MULTI_BYTE) {
    for (let shift = 0; shift < SHIFTS; shift++) {
      const lines = Array.from({ length: 300 }, (_, index) => cruise(character, index))
      yield {
        element: h('html', null, h('body', null, h('p', null, 'a'.repeat(shift)), h('ul', null, ...lines.map((line, index) => h('li', { key: index }, line))))),
        expected: `<!DOCTYPE html><html><body><p>${'a'.repeat(shift)}</p><ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul></body></html>`,
      }
    }
  }
}

/** Where two strings first differ (-1 when equal), so a failure prints a number, not two pages. */
const firstDifference = (a: string, b: string) => {
  for (let index = 0; index < Math.max(a.length, b.length); index++) if (a[index] !== b[index]) return index
  return -1
}

function renderWithNodeStream(element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const chunks: Buffer[] = []
        const sink = new PassThrough()
        sink.on('data', (chunk: Buffer) => chunks.push(chunk))
        sink.on('end', () => resolve(Buffer.concat(chunks)))
        pipe(sink)
      },
      onShellError: reject,
    })
  })
}

describe('renderDocument: the HTML of every page', () => {
  it('is exactly the markup of its elements, whatever the offset of a multi-byte character around 2,048-byte boundaries', async () => {
    let checked = 0
    for (const { element, expected } of pages()) {
      const { html, failed } = await renderDocument(element, { abortAfterMs: 5_000 })
      expect(failed).toBe(false)
      expect(html.includes('\u0000')).toBe(false)
      expect(firstDifference(html, expected)).toBe(-1)
      checked++
    }
    expect(checked).toBe(MULTI_BYTE.length * SHIFTS)
  })

  it("is needed: React 18's Node stream writes NUL bytes for some of these same texts", async () => {
    let corrupted = 0
    for (const { element } of pages()) {
      const bytes = await renderWithNodeStream(element)
      if (bytes.includes(0)) corrupted++
    }
    expect(corrupted).toBeGreaterThan(0)
  })

  it('passes the nonce to the scripts React writes, and says when a part failed after the shell', async () => {
    const Broken = () => {
      throw new Error('a part that fails')
    }
    const errors: unknown[] = []
    const original = console.error
    console.error = (error: unknown) => errors.push(error)
    try {
      const { html, failed } = await renderDocument(
        h('html', null, h('body', null, h('p', null, 'shell'), h(Suspense, { fallback: h('i', null, 'later') }, h(Broken)))),
        { abortAfterMs: 5_000, nonce: 'n0nce' },
      )
      expect(failed).toBe(true)
      expect(html).toContain('<p>shell</p>')
      expect(html).toContain('<i>later</i>')
    } finally {
      console.error = original
    }
    expect(errors).toHaveLength(1)
  })
})
