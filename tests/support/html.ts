import { selectAll, selectOne } from 'css-select'
import type { Document, Element } from 'domhandler'
import { getAttributeValue, textContent } from 'domutils'
import { parseDocument } from 'htmlparser2'

// How the tests read a page the server sent: the site's own HTML parser (htmlparser2, which also
// hashes the inline scripts for the CSP), queried with CSS selectors (css-select), as a browser
// would read the bytes. One reader for every test, never a regular expression over markup.

export type Html = Document | Element
export type { Element as HtmlElement }

export const parseHtml = (html: string): Document => parseDocument(html)

/** Every element under `root` the selector matches, in document order (none without a root). */
export const all = (root: Html | null | undefined, selector: string): Element[] => (root ? selectAll(selector, root) : [])

/** The first element under `root` the selector matches, or null (also when there is no root). */
export const one = (root: Html | null | undefined, selector: string): Element | null => (root ? selectOne(selector, root) : null)

/** The text of an element as a reader sees it: runs of white space as one space, trimmed. */
export const textOf = (element: Html | null | undefined): string | undefined => (element ? textContent(element).replace(/\s+/g, ' ').trim() : undefined)

/** An attribute's value, or undefined. */
export const attributeOf = (element: Element | null | undefined, name: string): string | undefined => (element ? getAttributeValue(element, name) : undefined)
