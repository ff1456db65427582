import { createHash } from 'node:crypto'

import { Parser } from 'htmlparser2'

export interface InlineHashes {
  /** CSP sources ('sha256-…') of the inline scripts the browser runs. */
  scriptHashes: string[]
  /** …and of the inline <style> elements (the no-script menu style sits in a <noscript>). */
  styleHashes: string[]
}

// A script element runs only with no type, a JavaScript MIME type or "module"; JSON-LD is data.
const RUNS = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The hashes of a rendered document's inline scripts and styles (ADR 20): a page a cache shares
 * allows exactly these, in the header cached with it, instead of a nonce that every visitor of the
 * copy would see.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  let open: { element: 'script' | 'style'; text: string } | null = null
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'style') open = { element: 'style', text: '' }
        else if (name === 'script' && attributes.src === undefined && RUNS.test((attributes.type ?? '').trim())) open = { element: 'script', text: '' }
      },
      ontext(text) {
        if (open) open.text += text
      },
      onclosetag(name) {
        if (open?.element !== name) return
        ;(open.element === 'script' ? scripts : styles).add(sha256(open.text))
        open = null
      },
    },
    { decodeEntities: false },
  )
  parser.end(html)
  return { scriptHashes: [...scripts], styleHashes: [...styles] }
}
