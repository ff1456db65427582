import type { ReactNode } from 'react'
// React 18's Node stream (renderToPipeableStream) encodes text into 2,048-byte buffers and, when a
// multi-byte character (–, ₹, ·) does not fit at the end of one, sends the whole buffer with NUL
// bytes where the character's first bytes should be (fixed only in React 19). Its web-stream
// renderer encodes each piece of text whole and copies exactly the bytes it wrote, so every page is
// rendered with it (ADR 19): the same React, the same HTML, correct UTF-8.
import { renderToReadableStream } from 'react-dom/server.browser'

export interface RenderedDocument {
  html: string
  /** A part of the page failed after the shell and rendered its error boundary: the page says 500. */
  failed: boolean
}

/**
 * The whole document, rendered before anything is sent (ADR 19): every page's data is loaded
 * before rendering (no loader defers), so streaming would gain nothing, and a whole document can
 * be cached and its inline scripts hashed for the CSP. Gives up after `abortAfterMs`.
 */
export async function renderDocument(page: ReactNode, { nonce, abortAfterMs }: { nonce?: string; abortAfterMs: number }): Promise<RenderedDocument> {
  let failed = false
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error(`The page did not render within ${abortAfterMs} ms`)), abortAfterMs)
  try {
    const stream = await renderToReadableStream(page, {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        failed = true
        console.error(error)
      },
    })
    await stream.allReady
    return { html: await new Response(stream).text(), failed }
  } finally {
    clearTimeout(timer)
  }
}
