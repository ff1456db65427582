import { PortableText, type PortableTextComponents } from '@portabletext/react'

import { ContentImage } from '~/components/content-image'
import { richTextComponents } from '~/components/editorial/rich-text'
import { Accordion } from '~/components/ui/disclosure'
import type { ArticleBody as ArticleBodyValue, ArticleImage, FaqBlock } from '~/lib/content'

/** Width of the article's text column in CSS pixels (pages.css: .article__body). */
const ARTICLE_COLUMN_WIDTH = 720
const COLUMN_SIZES = `(min-width: ${ARTICLE_COLUMN_WIDTH + 32}px) ${ARTICLE_COLUMN_WIDTH}px, calc(100vw - 2rem)`

function InlineImage({ value }: { value: ArticleImage }) {
  return (
    <figure className="article__figure">
      <ContentImage image={value} width={ARTICLE_COLUMN_WIDTH} sizes={COLUMN_SIZES} />
      {value.caption ? <figcaption>{value.caption}</figcaption> : null}
    </figure>
  )
}

/**
 * The FAQ block: a heading and an accordion of its questions. The first answer starts open; one
 * is open at a time and clicking the open one closes it. Before hydration, and without
 * JavaScript, it is a set of native <details name> with the same rules.
 */
function Faq({ value }: { value: FaqBlock }) {
  const items = value.items.map((item) => ({
    id: item._key,
    title: item.question,
    content: <p>{item.answer}</p>,
  }))
  return (
    <section className="article__faq" aria-label={value.title ? undefined : 'Frequently asked questions'}>
      {value.title ? <h2>{value.title}</h2> : null}
      <Accordion id={`faq-${value._key}`} items={items} defaultOpenId={items[0]?.id ?? null} headingLevel={3} />
    </section>
  )
}

const articleComponents: PortableTextComponents = {
  ...richTextComponents,
  types: {
    image: ({ value }) => <InlineImage value={value as ArticleImage} />,
    faq: ({ value }) => <Faq value={value as FaqBlock} />,
  },
}

/** An article's body: rich text with inline images and FAQ accordions, rendered on the server. */
export function ArticleBody({ value }: { value: ArticleBodyValue }) {
  return (
    <div className="prose article__body">
      <PortableText value={value} components={articleComponents} />
    </div>
  )
}
