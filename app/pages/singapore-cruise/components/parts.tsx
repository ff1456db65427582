// Small pieces the /singapore-cruise sections share.

export function SectionHeader({ id, heading, intro }: { id: string; heading: string; intro?: string }) {
  return (
    <header className="sg-section__header">
      <h2 id={id} className="sg-section__heading">
        {heading}
      </h2>
      {intro ? <p className="sg-section__intro">{intro}</p> : null}
    </header>
  )
}

function CheckIcon() {
  return (
    <svg className="sg-checklist__icon" aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.14" />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** A list with a tick before each item (highlights, inclusions, what's included). */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={['sg-checklist', className].filter(Boolean).join(' ')} role="list">
      {items.map((item) => (
        <li key={item} className="sg-checklist__item">
          <CheckIcon />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
