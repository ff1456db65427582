// The site's one builder of contact links (tel:, mailto:, WhatsApp), shared by the pages and
// the lead e-mails. Pure and browser-safe.

/** `tel:` href for a phone written for people ('+91 22 6123 4567' -> 'tel:+912261234567'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${digits.startsWith('+') ? '+' + digits.slice(1).replace(/\+/g, '') : digits.replace(/\+/g, '')}`
}

/** An e-mail address as a mailto: link (the address encoded, the @ kept readable). */
export function mailtoHref(email: string): string {
  const [local = '', domain = ''] = email.trim().split('@')
  return `mailto:${encodeURIComponent(local)}@${domain}`
}

/** A WhatsApp chat with an international number ('+65 9123 4567' -> 'https://wa.me/6591234567'); null without one. */
export function whatsappHref(phone: string): string | null {
  if (!phone.trim().startsWith('+')) return null
  const digits = phone.replace(/\D/g, '')
  return digits.length >= 6 && digits.length <= 15 ? `https://wa.me/${digits}` : null
}
