import { PortableText, type PortableTextComponents } from '@portabletext/react'
import { Link } from 'react-router'

import type { RichText as RichTextValue } from '~/lib/content'
import { richLink } from '~/lib/pages/editorial'

/**
 * The marks and block styles of every Portable Text on the site: paragraphs, h2/h3 (the page
 * title is the only h1), quotes, lists, bold, italic and links. Links to this site are client
 * side Links; links to other sites open in a new tab (rel="noopener", with a spoken hint);
 * mailto:/tel: stay plain; anything else (javascript:, //host) renders as text.
 */
export const richTextComponents: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h2: ({ children }) => <h2>{children}</h2>,
    h3: ({ children }) => <h3>{children}</h3>,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  marks: {
    strong: ({ children }) => <strong>{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    link: ({ value, children }) => {
      const link = richLink((value as { href?: string } | undefined)?.href)
      if (!link) return <>{children}</>
      if (link.kind === 'internal') {
        return (
          <Link to={link.href} prefetch="intent">
            {children}
          </Link>
        )
      }
      if (link.kind === 'external') {
        return (
          <a href={link.href} target="_blank" rel="noopener">
            {children}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )
      }
      return <a href={link.href}>{children}</a>
    },
  },
}

/** Text-only Portable Text (the privacy policy, page intros) in the site's reading style. */
export function RichText({ value, className = 'prose' }: { value: RichTextValue; className?: string }) {
  return (
    <div className={className}>
      <PortableText value={value} components={richTextComponents} />
    </div>
  )
}
