import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'

import { chatHref } from '~/lib/campaign'

// The floating chat button, site-wide. Its number and the campaign's prefilled text come
// from the root loader, so the server HTML already links to the right chat (no polling, works
// without JavaScript). A deal's Book Now replaces the text for the rest of the visit's page views
// (client state: a reload starts from the campaign's text again).

/** The chat URL, or null: no chat button (unknown campaign, no number). */
const ChatLinkContext = createContext<string | null>(null)

/**
 * The attribute of a link whose click replaces the chat text (a deal's Book Now). One listener on
 * the document reads it, so a card's link needs no handler or context of its own.
 */
export const CHAT_TEXT_ATTRIBUTE = 'data-chat-text'

export interface ChatLinkData {
  digits: string
  text: string
}

export function ChatLinkProvider({ link, children }: { link: ChatLinkData | null; children: ReactNode }) {
  const [override, setOverride] = useState<string | null>(null)
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const text = event.target instanceof Element ? event.target.closest(`[${CHAT_TEXT_ATTRIBUTE}]`)?.getAttribute(CHAT_TEXT_ATTRIBUTE) : null
      if (text) setOverride(text)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  const href = link ? chatHref(link.digits, override ?? link.text) : null
  return <ChatLinkContext.Provider value={href}>{children}</ChatLinkContext.Provider>
}

/** The round chat button in the corner; renders nothing without a chat link. */
export function ChatButton({ label = 'Chat with us on WhatsApp' }: { label?: string }) {
  const href = useContext(ChatLinkContext)
  if (!href) return null
  return (
    <aside className="chat-float" aria-label="Chat">
      <a className="chat-float__link" href={href} data-chat-link="">
        <svg aria-hidden="true" focusable="false" width="30" height="30" viewBox="0 0 32 32">
          <path
            fill="currentColor"
            d="M16 3.2A12.7 12.7 0 0 0 5.1 22.4L3.3 28.8l6.6-1.7A12.8 12.8 0 1 0 16 3.2zm0 23.2c-1.9 0-3.8-.5-5.4-1.5l-.4-.2-3.9 1 1-3.8-.2-.4A10.5 10.5 0 1 1 16 26.4zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.6 8.6 0 0 1-4.3-3.7c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.7 3.7 0 0 0-1.1 2.7 6.5 6.5 0 0 0 1.3 3.4 14.6 14.6 0 0 0 5.6 5c2.1.9 2.9 1 3.9.8a3.4 3.4 0 0 0 2.2-1.6 2.7 2.7 0 0 0 .2-1.6c-.1-.1-.3-.2-.6-.3z"
          />
        </svg>
        <span className="visually-hidden">{label}</span>
      </a>
    </aside>
  )
}
