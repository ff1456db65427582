import type { DocumentActionComponent } from 'sanity'
import { useRouter } from 'sanity/router'

import { PAGE_PATHS, presentationPath } from '../content-model/routes'

// 'Preview on site' on every routed document: opens the Presentation tool on the page that shows
// the document, with drafts (the tool enables the site's preview mode).

export interface PreviewableFields {
  slug?: { current?: string }
  utmValue?: string
}

/** The main page a document is shown on, or null for types with no page of their own. */
export function previewPathOf(type: string, document: PreviewableFields | null | undefined): string | null {
  if (type in PAGE_PATHS) return PAGE_PATHS[type as keyof typeof PAGE_PATHS]
  const slug = document?.slug?.current
  if ((type === 'offerPage' || type === 'blogPost') && slug) return `/${slug}`
  if (type === 'campaign' && document?.utmValue) return `/?utm_campaign=${encodeURIComponent(document.utmValue)}`
  if (type === 'deal' || type === 'siteSettings') return '/'
  return null
}

export const PreviewOnSiteAction: DocumentActionComponent = (props) => {
  const router = useRouter()
  const path = previewPathOf(props.type, (props.draft ?? props.published) as PreviewableFields | null)
  if (!path) return null
  return {
    label: 'Preview on site',
    title: `Open ${path} in the Presentation tool, with this draft`,
    onHandle: () => router.navigateUrl({ path: presentationPath(path) }),
  }
}
