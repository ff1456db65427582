import { VisualEditing } from '@sanity/visual-editing/remix'

/**
 * The Studio's visual-editing overlays (issue 8): inside the Presentation tool's iframe they
 * outline every stega-marked text and open its field on click, follow navigation and reload the
 * page's data when a draft changes. Outside that iframe they find no Studio to talk to and stay
 * idle. root.tsx imports this file lazily and only in a preview session, so it is a chunk of its
 * own that public pages never load.
 */
export default function PreviewOverlays() {
  return <VisualEditing />
}
