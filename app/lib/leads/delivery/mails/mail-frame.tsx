// The frame every lead e-mail shares: a narrow column in the brand's plain type, a preview line
// for the inbox, and a footer. React Email's components carry the markup mail clients agree on.
import { Body } from '@react-email/body'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Fragment, type ReactNode } from 'react'

import type { MailRow } from './mail-words'

export const mailStyles = {
  body: { backgroundColor: '#f4f6f8', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1b2733', margin: 0, padding: '16px 0' },
  container: { backgroundColor: '#ffffff', maxWidth: '560px', padding: '24px', borderRadius: '6px' },
  heading: { fontSize: '20px', lineHeight: '28px', margin: '0 0 16px' },
  text: { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' },
  small: { fontSize: '12px', lineHeight: '18px', color: '#55616d', margin: '0 0 8px' },
  label: { fontSize: '14px', lineHeight: '20px', color: '#55616d', padding: '6px 12px 6px 0', verticalAlign: 'top', textAlign: 'left', whiteSpace: 'nowrap' },
  value: { fontSize: '14px', lineHeight: '20px', padding: '6px 0', verticalAlign: 'top' },
  link: { color: '#0b5cad' },
  action: {
    display: 'inline-block',
    backgroundColor: '#0b5cad',
    color: '#ffffff',
    fontSize: '14px',
    fontWeight: 'bold',
    padding: '8px 14px',
    borderRadius: '4px',
    textDecoration: 'none',
  },
  actionLine: { margin: '0 0 8px' },
} as const

export function MailFrame({ preview, children, footer }: { preview: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={mailStyles.body}>
        <Container style={mailStyles.container}>
          {children}
          {footer ? (
            <>
              <Hr />
              {footer}
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  )
}

/** Text with its line breaks kept, in HTML and in the text part alike. */
function Lines({ text }: { text: string }) {
  return text.split(/\r?\n/).map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ))
}

/** Label and value rows, a link where the row has one. */
export function MailRows({ rows, caption }: { rows: readonly MailRow[]; caption: string }) {
  return (
    <Section>
      <table role="presentation" cellPadding={0} cellSpacing={0} aria-label={caption} data-text-format="dataTable">
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" style={mailStyles.label}>
                {row.label}
              </th>
              <td style={mailStyles.value}>
                {row.href ? (
                  <Link href={row.href} style={mailStyles.link}>
                    {row.value}
                  </Link>
                ) : (
                  <Lines text={row.value} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  )
}
