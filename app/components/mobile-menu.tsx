import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'

import type { ChromeLink, SupportPhone } from '~/lib/pages/site'

import { Modal } from './modal'
import { NavLinks } from './nav-links'
import { CloseIcon } from './ui/icons'

/** The small-screen menu: the navigation in a modal, opened by the menu button. */
export function MobileMenu({ links, supportPhone }: { links: ChromeLink[]; supportPhone: SupportPhone }) {
  const [open, setOpen] = useState(false)
  const location = useLocation()

  // A navigation (link click, back button) closes the menu.
  useEffect(() => setOpen(false), [location.key])

  const close = () => setOpen(false)
  return (
    <>
      <button type="button" className="menu-button" aria-haspopup="dialog" aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <Modal open={open} onClose={close} labelledBy="mobile-menu-title" id="mobile-menu" className="mobile-menu">
        <div className="mobile-menu__top">
          <h2 id="mobile-menu-title" className="mobile-menu__title">
            Menu
          </h2>
          <button type="button" className="mobile-menu__close" onClick={close}>
            <CloseIcon />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <nav aria-label="Main">
          <NavLinks links={links} onNavigate={close} />
        </nav>
        <a className="mobile-menu__phone" href={supportPhone.href}>
          Call us: {supportPhone.display}
        </a>
      </Modal>
    </>
  )
}
