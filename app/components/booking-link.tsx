import type { ReactNode } from 'react'

import { CHAT_TEXT_ATTRIBUTE } from '~/components/chat-link'

/** The hidden words every outbound booking link ends with (the site's convention, see NavLinks). */
export const NEW_TAB_NOTE = ' (opens the booking site in a new tab)'

interface BookingLinkProps {
  href: string
  children: ReactNode
  /** Hidden words that tell this link from its neighbours: 'Sail Now' + ' – Japan cruises'. */
  context?: string
  className?: string
  /** What a click puts in the chat button (a deal's Book Now). */
  chatText?: string
}

/** An outbound booking-engine link: new tab, no opener, and a name that says so. */
export function BookingLink({ href, children, context, className = 'button', chatText }: BookingLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener" {...(chatText ? { [CHAT_TEXT_ATTRIBUTE]: chatText } : {})}>
      {children}
      {/* One text node: two would need a separator comment in the HTML, on ~80 links of the home page. */}
      <span className="visually-hidden">{`${context ? ` – ${context}` : ''}${NEW_TAB_NOTE}`}</span>
    </a>
  )
}
