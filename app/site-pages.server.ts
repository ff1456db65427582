// What the site's pages add to what every page and form does, gathered here from the page folders
// so that the shared modules below never import a page (docs/decisions/0043-one-folder-per-page.md):
// the frames content lets pages embed, for the site's one Content Security Policy.
import { contactFrameOrigins } from '~/pages/contact/frames.server'

/** Every third-party frame a page of the site may show (the /contact map), read from content. */
export async function pageFrameOrigins(): Promise<string[]> {
  return contactFrameOrigins()
}
