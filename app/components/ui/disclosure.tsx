import { type ReactNode, useId, useRef, useState } from 'react'

import { domId, useIsomorphicLayoutEffect } from '~/lib/ui'
import { useHydrated } from '~/lib/ui/use-hydrated'

import { ChevronIcon } from './icons'

type HeadingLevel = 2 | 3 | 4 | 5 | 6

export interface DisclosureProps {
  title: ReactNode
  children: ReactNode
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean
  /** Controlled open state; pair with onOpenChange. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Level of the heading around the button (default 3). */
  headingLevel?: HeadingLevel
  /**
   * Disclosures sharing a group name form an exclusive set before hydration (`<details name>`:
   * opening one closes the others, natively). Accordion sets it in single mode.
   */
  group?: string
  /**
   * Make the open panel a labelled region. Good for a few panels (an FAQ); leave it off for long
   * lists such as fare rows, where many regions would clutter the landmarks.
   */
  region?: boolean
  id?: string
  className?: string
}

/**
 * A disclosure: a heading with a button (aria-expanded, aria-controls) that shows or hides its
 * panel (`hidden` when collapsed).
 *
 * Progressive enhancement: until React hydrates it is a native `<details>/<summary>` in the same
 * open state and the same look, so without JavaScript it still opens and closes (and an
 * Accordion's items still close each other, through `<details name>`). After hydration it is
 * the ARIA button pattern, and whatever the visitor toggled before hydration is kept.
 */
export function Disclosure({
  title,
  children,
  defaultOpen = false,
  open,
  onOpenChange,
  headingLevel = 3,
  group,
  region = true,
  id,
  className,
}: DisclosureProps) {
  const reactId = useId()
  const baseId = id ?? domId('disclosure', reactId)
  const buttonId = `${baseId}-button`
  const panelId = `${baseId}-panel`
  const hydrated = useHydrated()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const [ownOpen, setOwnOpen] = useState(defaultOpen)
  const isOpen = open ?? ownOpen

  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next)
    onOpenChange?.(next)
  }

  // Runs once, in the hydration commit, while the native <details> is still in the page; as a
  // layout effect its update joins the first client render, so no frame shows the stale state.
  useIsomorphicLayoutEffect(() => {
    const details = detailsRef.current
    if (details && details.open !== isOpen) setOpen(details.open)
    // Only the state at hydration matters.
  }, [])

  const Heading = `h${headingLevel}` as 'h3'
  const classes = ['disclosure', className].filter(Boolean).join(' ')
  const titleAndIcon = (
    <>
      <span className="disclosure__title">{title}</span>
      <ChevronIcon direction="down" className="disclosure__icon" />
    </>
  )

  if (!hydrated) {
    return (
      <details ref={detailsRef} id={baseId} className={classes} open={isOpen} name={group}>
        <summary className="disclosure__trigger">
          <Heading className="disclosure__heading">
            <span className="disclosure__title">{title}</span>
          </Heading>
          <ChevronIcon direction="down" className="disclosure__icon" />
        </summary>
        <div id={panelId} className="disclosure__panel">
          {children}
        </div>
      </details>
    )
  }

  return (
    <div id={baseId} className={classes} data-open={isOpen || undefined}>
      <Heading className="disclosure__heading">
        <button type="button" id={buttonId} className="disclosure__trigger" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setOpen(!isOpen)}>
          {titleAndIcon}
        </button>
      </Heading>
      <div id={panelId} className="disclosure__panel" role={region ? 'region' : undefined} aria-labelledby={region ? buttonId : undefined} hidden={!isOpen}>
        {children}
      </div>
    </div>
  )
}

interface AccordionItem {
  id: string
  title: ReactNode
  content: ReactNode
}

export interface AccordionProps {
  items: AccordionItem[]
  /** The item open at first (the first one); none when absent. */
  defaultOpenId?: string | null
  /**
   * One open at a time (the FAQ, default): opening an item closes the others; clicking the open
   * one closes it. false: each item toggles on its own (mobile fare and itinerary rows).
   */
  single?: boolean
  headingLevel?: HeadingLevel
  id?: string
  className?: string
}

// Past this many items the panels are not made regions (WAI-ARIA accordion advice).
const MAX_REGIONS = 6

/** A stack of Disclosures sharing one open-state (see Disclosure for the no-JavaScript behaviour). */
export function Accordion({ items, defaultOpenId = null, single = true, headingLevel = 3, id, className }: AccordionProps) {
  const reactId = useId()
  const baseId = id ?? domId('accordion', reactId)
  const [openIds, setOpenIds] = useState<string[]>(() => (defaultOpenId !== null && items.some((item) => item.id === defaultOpenId) ? [defaultOpenId] : []))

  const setItemOpen = (itemId: string, open: boolean) =>
    setOpenIds((current) => {
      if (!open) return current.filter((openId) => openId !== itemId)
      if (single) return [itemId]
      return current.includes(itemId) ? current : [...current, itemId]
    })

  const classes = ['accordion', className].filter(Boolean).join(' ')
  return (
    <div id={baseId} className={classes}>
      {items.map((item) => (
        <Disclosure
          key={item.id}
          id={domId(baseId, item.id)}
          title={item.title}
          open={openIds.includes(item.id)}
          onOpenChange={(open) => setItemOpen(item.id, open)}
          headingLevel={headingLevel}
          group={single ? baseId : undefined}
          region={items.length <= MAX_REGIONS}
        >
          {item.content}
        </Disclosure>
      ))}
    </div>
  )
}
