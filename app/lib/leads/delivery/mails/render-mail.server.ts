// One e-mail element rendered twice by React Email: the HTML part, and the plain-text part mail
// apps show when they show no HTML (links written out after their words).
import { render } from '@react-email/render'
import type { ReactElement } from 'react'

export interface RenderedMail {
  html: string
  text: string
}

export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: {
        // A table of rows (MailRows) keeps label and value on one line; headings keep their case.
        selectors: [
          { selector: '[data-text-format="dataTable"]', format: 'dataTable', options: { uppercaseHeaderCells: false, maxColumnWidth: 120 } },
          { selector: 'h1', options: { uppercase: false } },
        ],
      },
    }),
  ])
  return { html, text }
}
