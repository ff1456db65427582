// One e-mail element rendered by React Email: the HTML part, and from it the plain-text part mail
// apps show when they show no HTML (links written out after their words).
import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'

export interface RenderedMail {
  html: string
  text: string
}

export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  // Rendered once: the text part is read from the same markup.
  const html = await render(element)
  const text = toPlainText(html, {
    // A table of rows (MailRows) keeps label and value on one line; headings keep their case.
    selectors: [
      { selector: '[data-text-format="dataTable"]', format: 'dataTable', options: { uppercaseHeaderCells: false, maxColumnWidth: 120 } },
      { selector: 'h1', options: { uppercase: false } },
    ],
  })
  return { html, text }
}
