// /home is the same page as /; its canonical link points at the site root so the two never compete.
export { default, loader, meta } from './_index'
