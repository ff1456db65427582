import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

import { domId, tabIndexForKey, useIsomorphicLayoutEffect } from '~/lib/ui'
import { useHydrated } from '~/lib/ui/use-hydrated'

export interface TabItem {
  /** Stable id, e.g. '3-nights'; also the end of the panel's element id (a link target). */
  id: string
  label: string
  panel: ReactNode
}

export interface TabsProps {
  /** Accessible name of the tab list, e.g. 'Itineraries by length'. */
  label: string
  tabs: TabItem[]
  /** The tab shown first ('3-nights' on the home page); the first tab if absent or unknown. */
  defaultTabId?: string
  id?: string
  className?: string
}

/**
 * WAI-ARIA tabs (roving tabindex, Left/Right wrap, Home/End, automatic activation).
 *
 * Progressive enhancement: every panel is in the server HTML. Until React hydrates, the tab list
 * is a list of in-page links to the panels, and CSS shows the default panel or the one the
 * address targets (`:target`), so without JavaScript every panel is one link away. The default
 * panel is the one visible in both states, so hydration moves nothing. After hydration the links
 * become role="tab" buttons and the inactive panels are `hidden`.
 */
export function Tabs({ label, tabs, defaultTabId, id, className }: TabsProps) {
  const reactId = useId()
  const baseId = id ?? domId('tabs', reactId)
  const hydrated = useHydrated()
  const [activeId, setActiveId] = useState(defaultTabId)
  const tabRefs = useRef(new Map<string, HTMLButtonElement>())

  const panelId = (tab: TabItem) => domId(baseId, tab.id)
  const tabId = (tab: TabItem) => domId(baseId, tab.id, 'tab')
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs.find((tab) => tab.id === defaultTabId) ?? tabs[0]

  // A panel opened through its link before hydration (or a shared #link) stays the active one.
  // A layout effect, so the first client render already shows it.
  useIsomorphicLayoutEffect(() => {
    // Compared as the address spells it, never decoded: a hash is anything a link may carry
    // ('#%' would make decodeURIComponent throw and take the page down).
    const target = window.location.hash.slice(1)
    const linked = tabs.find((tab) => panelId(tab) === target || encodeURIComponent(panelId(tab)) === target)
    if (linked) setActiveId(linked.id)
    // Only the address at hydration matters, not later changes of the tabs.
  }, [])

  // On each tab (focus is on one of them): arrows, Home and End move to another tab and select it.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = tabs.findIndex((tab) => tab.id === active?.id)
    const target = tabIndexForKey(event.key, current, tabs.length)
    const tab = target === null ? undefined : tabs[target]
    if (!tab) return
    event.preventDefault()
    setActiveId(tab.id)
    tabRefs.current.get(tab.id)?.focus()
  }

  const classes = ['tabs', className].filter(Boolean).join(' ')

  return (
    <div id={baseId} className={classes} data-ready={hydrated || undefined}>
      {hydrated ? (
        <div role="tablist" aria-label={label} className="tabs__list">
          {tabs.map((tab) => {
            const selected = tab.id === active?.id
            return (
              <button
                key={tab.id}
                onKeyDown={onKeyDown}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab.id, element)
                  else tabRefs.current.delete(tab.id)
                }}
                type="button"
                role="tab"
                id={tabId(tab)}
                className="tabs__tab"
                aria-selected={selected}
                aria-controls={panelId(tab)}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActiveId(tab.id)}
              >
                {tab.label}
              </button>
            )
          })}
        </div>
      ) : (
        <ul className="tabs__list" aria-label={label} role="list">
          {tabs.map((tab) => (
            <li key={tab.id} className="tabs__item">
              <a id={tabId(tab)} href={`#${panelId(tab)}`} className="tabs__tab" data-default={tab.id === active?.id || undefined}>
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {tabs.map((tab) => {
        const selected = tab.id === active?.id
        return (
          <div
            key={tab.id}
            id={panelId(tab)}
            className="tabs__panel"
            role={hydrated ? 'tabpanel' : 'region'}
            aria-labelledby={tabId(tab)}
            tabIndex={hydrated ? 0 : undefined}
            hidden={hydrated && !selected}
            data-default={(!hydrated && selected) || undefined}
          >
            {tab.panel}
          </div>
        )
      })}
    </div>
  )
}
