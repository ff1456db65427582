import type { LinkDescriptor } from 'react-router'

/**
 * A `<link rel="expect" blocking="render">` that holds the page's first frame until the element
 * with `id` has arrived. On a slow phone the browser otherwise paints a half-parsed page, and what
 * the parser adds next pushes aside what was painted (a layout shift): a header tool appearing
 * beside the others, a centred panel growing. Chromium lets the frame go once the element is
 * inserted, so `id` names the element that comes right after what must be whole. Browsers that do
 * not know rel=expect ignore it.
 */
export function firstFrameAfter(id: string): LinkDescriptor {
  // `blocking` is a standard attribute React 18's types do not list yet.
  return Object.assign({ rel: 'expect', href: `#${id}` }, { blocking: 'render' })
}
