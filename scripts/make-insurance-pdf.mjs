#!/usr/bin/env node
// node scripts/make-insurance-pdf.mjs
//
// Writes public/asego-policy-coverage.pdf, the "Download Full Policy Coverage PDF" of
// /asego-insurance, from the insurance page's seed content (seed/source/detail-pages.mjs): the
// title, the key highlights, the benefit cards, the coverage table and the disclaimer. Run it
// again after changing those texts in the seed.
//
// The PDF is written by hand, with no dependency: PDF 1.4, A4 pages, the standard Helvetica
// fonts (WinAnsiEncoding, so no font is embedded), an uncompressed content stream, and a
// cross-reference table whose offsets are counted in bytes. Once the site runs on a real Sanity
// project, the insurance partner's own PDF can replace this file (same path).

import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import detailPages from '../seed/source/detail-pages.mjs'

const target = fileURLToPath(new URL('../public/asego-policy-coverage.pdf', import.meta.url))

const PAGE = { width: 595, height: 842 } // A4 in points
const MARGIN = 56

// ------------------------------------------------------------------------------------------
// Text

/** Characters outside ASCII that WinAnsiEncoding has, as their byte. */
const WIN_ANSI = new Map([
  ['–', 0x96],
  ['—', 0x97],
  ['‘', 0x91],
  ['’', 0x92],
  ['“', 0x93],
  ['”', 0x94],
  ['•', 0x95],
  ['…', 0x85],
  ['€', 0x80],
])

/** A PDF string literal in WinAnsi bytes, with ( ) \ escaped; other characters become "?". */
function pdfString(text) {
  let out = '('
  for (const character of text) {
    const code = character.codePointAt(0) ?? 63
    let byte
    if (WIN_ANSI.has(character)) byte = WIN_ANSI.get(character)
    else if (code >= 0x20 && code <= 0x7e) byte = code
    else if (code >= 0xa0 && code <= 0xff) byte = code
    else byte = 63
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`
    else if (byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(byte)
  }
  return `${out})`
}

/** A coordinate as PDF writes it: at most two decimals. */
const at = (value) => String(Math.round(value * 100) / 100)

/** Approximate Helvetica width: 0.5 em average, enough to wrap lines safely. */
const AVERAGE_WIDTH = 0.52

function wrap(text, size, width) {
  const perLine = Math.floor(width / (size * AVERAGE_WIDTH))
  const lines = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line === '') line = word
    else if (`${line} ${word}`.length <= perLine) line = `${line} ${word}`
    else {
      lines.push(line)
      line = word
    }
  }
  if (line !== '') lines.push(line)
  return lines
}

// ------------------------------------------------------------------------------------------
// Page content

/** The content streams of the pages (the text flows onto a new page when one is full). */
function pageContents(page) {
  const pages = []
  let ops = []
  let y = 0
  const width = PAGE.width - 2 * MARGIN

  const newPage = () => {
    ops = []
    pages.push(ops)
    // Header band
    ops.push(`0.05 0.23 0.4 rg 0 ${PAGE.height - 40} ${PAGE.width} 40 re f`)
    ops.push(`BT /F2 11 Tf 1 1 1 rg ${MARGIN} ${PAGE.height - 26} Td ${pdfString('Harbourline Cruises  |  Cruise Insurance powered by ASEGO')} Tj ET`)
    ops.push(`BT /F1 8 Tf 0.4 0.45 0.5 rg ${MARGIN} 28 Td ${pdfString(`Page ${pages.length}`)} Tj ET`)
    y = PAGE.height - MARGIN - 30
  }
  /** Starts a new page unless `space` points still fit above the bottom margin. */
  const ensure = (space) => {
    if (y - space < MARGIN) newPage()
  }
  newPage()

  const text = (value, { x = MARGIN, size = 10, bold = false, colour = '0.1 0.15 0.25' } = {}) => {
    ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${colour} rg ${at(x)} ${at(y)} Td ${pdfString(value)} Tj ET`)
  }
  const paragraph = (value, { size = 10, bold = false, gap = 4, indent = 0 } = {}) => {
    for (const line of wrap(value, size, width - indent)) {
      ensure(size * 1.35)
      text(line, { x: MARGIN + indent, size, bold })
      y -= size * 1.35
    }
    y -= gap
  }
  const rule = (colour = '0.75 0.8 0.85') => {
    ops.push(`${colour} RG 0.6 w ${MARGIN} ${at(y)} m ${PAGE.width - MARGIN} ${at(y)} l S`)
  }

  paragraph(page.title, { size: 17, bold: true, gap: 6 })
  paragraph('Policy coverage summary', { size: 12, bold: true, gap: 8 })
  paragraph(page.intro, { gap: 10 })

  paragraph(page.highlightsHeading, { size: 12, bold: true, gap: 2 })
  for (const highlight of page.highlights) paragraph(`•  ${highlight}`, { gap: 1, indent: 6 })
  y -= 8

  ensure(120) // keep the table heading with its first rows
  paragraph(page.coverageHeading, { size: 12, bold: true, gap: 4 })
  const columns = [MARGIN, MARGIN + 190, MARGIN + 320]
  const header = [page.coverageColumns.category, page.coverageColumns.limit, 'Notes']
  ops.push(`0.9 0.94 0.97 rg ${MARGIN} ${at(y - 6)} ${width} 20 re f`)
  header.forEach((label, index) => text(label, { x: columns[index] + 4, size: 10, bold: true }))
  y -= 20
  for (const row of page.coverage) {
    const cells = [row.category, row.limitLabel, row.notes]
    const lines = cells.map((cell, index) => wrap(cell, 10, (columns[index + 1] ?? PAGE.width - MARGIN) - columns[index] - 8))
    const rows = Math.max(...lines.map((cellLines) => cellLines.length))
    ensure(rows * 13 + 16)
    lines.forEach((cellLines, index) => {
      cellLines.forEach((line, lineIndex) => {
        ops.push(`BT /F1 10 Tf 0.1 0.15 0.25 rg ${at(columns[index] + 4)} ${at(y - lineIndex * 13)} Td ${pdfString(line)} Tj ET`)
      })
    })
    y -= (rows - 1) * 13 + 7
    rule()
    y -= 16
  }
  y -= 10

  paragraph(page.benefitsHeading, { size: 12, bold: true, gap: 2 })
  for (const benefit of page.benefits) {
    paragraph(benefit.title, { size: 10, bold: true, gap: 0 })
    paragraph(benefit.subtitle, { size: 9.5, gap: 4, indent: 10 })
  }
  y -= 6
  ensure(80)
  rule()
  y -= 14
  paragraph(page.disclaimer, { size: 8.5, gap: 4 })
  paragraph(
    'This summary is for information only and is not the policy wording. The policy document issued by the insurer sets out the full terms, conditions, limits and exclusions.',
    { size: 8.5, gap: 0 },
  )
  return pages.map((pageOps) => pageOps.join('\n'))
}

// ------------------------------------------------------------------------------------------
// File structure

/**
 * A complete PDF from object bodies (numbered 1..n in order): header, objects, xref with the
 * byte offset of each object, trailer. Returns the bytes.
 */
export function buildPdf(objects, { rootId = 1, infoId } = {}) {
  const chunks = []
  let length = 0
  const push = (value) => {
    const bytes = Buffer.isBuffer(value) ? value : Buffer.from(value, 'latin1')
    chunks.push(bytes)
    length += bytes.length
  }
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
  const offsets = objects.map((body, index) => {
    const offset = length
    push(`${index + 1} 0 obj\n`)
    push(body)
    push('\nendobj\n')
    return offset
  })
  const xref = length
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`)
  for (const offset of offsets) push(`${String(offset).padStart(10, '0')} 00000 n \n`)
  push(`trailer\n<< /Size ${objects.length + 1} /Root ${rootId} 0 R${infoId ? ` /Info ${infoId} 0 R` : ''} >>\n`)
  push(`startxref\n${xref}\n%%EOF\n`)
  return Buffer.concat(chunks)
}

/**
 * Objects: 1 catalog, 2 page tree, 3 and 4 the fonts, 5 the document info, then for each page
 * its page object and its content stream.
 */
export function insurancePdf(page) {
  const contents = pageContents(page)
  const pageIds = contents.map((_, index) => 6 + index * 2)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString('ASEGO Cruise Insurance: Policy Coverage Summary')} /Author ${pdfString('Harbourline Cruises')} /Producer ${pdfString('scripts/make-insurance-pdf.mjs')} >>`,
  ]
  contents.forEach((text, index) => {
    const content = Buffer.from(text, 'latin1')
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index] + 1} 0 R >>`,
      Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream', 'latin1')]),
    )
  })
  return buildPdf(objects, { rootId: 1, infoId: 5 })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const page = detailPages.find((document) => document._type === 'insurancePage')
  if (!page) throw new Error('seed/source/detail-pages.mjs has no insurancePage')
  const bytes = insurancePdf(page)
  writeFileSync(target, bytes)
  console.log(`wrote public/asego-policy-coverage.pdf (${bytes.length} bytes)`)
}
