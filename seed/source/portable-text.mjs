// Portable Text for the seed, written as light markup so articles and legal pages read as prose.
// `richText(text)` turns blocks separated by blank lines into Sanity blocks:
//   ## Heading            -> h2          ### Subheading -> h3
//   > quote               -> blockquote
//   - item / 1. item      -> list items (bullet / number), one per line
//   anything else         -> a paragraph
// Inline: **bold**, *italic* and [text](href). Keys are derived from positions, so rebuilding
// the seed gives the same keys and small diffs.

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((\S+?)\)/g

/** Spans and link definitions of one line of text. */
function spans(text, blockKey) {
  const children = []
  const markDefs = []
  let last = 0
  const push = (value, marks = []) => {
    if (value !== '') children.push({ _type: 'span', _key: `${blockKey}s${children.length}`, text: value, marks })
  }
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(last, match.index))
    if (match[1] !== undefined) push(match[1], ['strong'])
    else if (match[2] !== undefined) push(match[2], ['em'])
    else {
      const linkKey = `${blockKey}l${markDefs.length}`
      markDefs.push({ _type: 'link', _key: linkKey, href: match[4] })
      push(match[3], [linkKey])
    }
    last = match.index + match[0].length
  }
  push(text.slice(last))
  if (children.length === 0) push(' ')
  return { children, markDefs }
}

const block = (blockKey, text, style = 'normal', list) => ({
  _type: 'block',
  _key: blockKey,
  style,
  ...(list ? { listItem: list, level: 1 } : {}),
  ...spans(text, blockKey),
})

/**
 * Blocks from light markup. `prefix` keeps keys unique when several chunks end up in one array.
 * @param {string} text
 * @param {string} [prefix]
 */
export function richText(text, prefix = 'b') {
  const blocks = []
  const nextKey = () => `${prefix}${String(blocks.length).padStart(2, '0')}`
  for (const chunk of text.trim().split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    if (lines.length === 0) continue
    const first = lines[0]
    if (lines.every((line) => /^- /.test(line))) {
      for (const line of lines) blocks.push(block(nextKey(), line.slice(2), 'normal', 'bullet'))
    } else if (lines.every((line) => /^\d+\. /.test(line))) {
      for (const line of lines) blocks.push(block(nextKey(), line.replace(/^\d+\. /, ''), 'normal', 'number'))
    } else if (first.startsWith('### ')) {
      blocks.push(block(nextKey(), lines.join(' ').slice(4), 'h3'))
    } else if (first.startsWith('## ')) {
      blocks.push(block(nextKey(), lines.join(' ').slice(3), 'h2'))
    } else if (first.startsWith('> ')) {
      blocks.push(block(nextKey(), lines.map((line) => line.replace(/^> ?/, '')).join(' '), 'blockquote'))
    } else {
      blocks.push(block(nextKey(), lines.join(' ')))
    }
  }
  return blocks
}

/** An FAQ accordion block (schemas/objects/faq.ts). */
export function faqBlock(key, title, items) {
  return {
    _type: 'faq',
    _key: key,
    title,
    items: items.map(([question, answer], index) => ({ _type: 'faqItem', _key: `${key}q${index}`, question, answer })),
  }
}

/** An image between paragraphs. */
export function figure(key, image, caption) {
  return { ...image, _key: key, ...(caption ? { caption } : {}) }
}

/** Words of the readable text of a body (spans and FAQ questions and answers). */
export function countWords(body) {
  const texts = []
  for (const item of body) {
    if (item._type === 'block') texts.push(...item.children.map((child) => child.text))
    if (item._type === 'faq') for (const { question, answer } of item.items) texts.push(question, answer)
  }
  return texts.join(' ').split(/\s+/).filter(Boolean).length
}
