import type { ReactNode } from 'react'

export interface NoSailingNoteProps {
  /** What is closed, in a sentence ("No sailing of this cruise is open right now…"). */
  children: ReactNode
  /** The way to ask about new dates: an enquiry trigger or link. */
  action: ReactNode
}

/** Said where every sailing of a list or page has left: the place stays, with a way to ask. */
export function NoSailingNote({ children, action }: NoSailingNoteProps) {
  return (
    <div className="no-sailing">
      <p>{children}</p>
      {action}
    </div>
  )
}
