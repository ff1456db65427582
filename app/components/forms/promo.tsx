// The promo sign-up: the form, the home page section around it, and the automatic pop-up. The
// home page's loader provides the data:
//   const promo = await loadPromoForm(request, currency)  // ~/lib/leads/forms/page-setup.server
//   return data({ …, promo }, { headers: leadFormHeaders(request) })
// and the page renders <PromoSection data={promo} /> and <PromoModal data={promo} />.
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

import { ContentImage } from '~/components/content-image'
import { Modal } from '~/components/modal'
import { CloseIcon } from '~/components/ui/icons'
import type { ContentImage as Image } from '~/lib/content'
import type { CurrencyCode } from '~/lib/currency'
import { LEAD_QUERY, PROMO_STORAGE, type PromoFormData } from '~/lib/leads/forms/fields'
import { useRootData } from '~/lib/pages/site/root-data'

import { LeadForm } from './lead-form'

/** The USD banner, the SGD banner, or the default one. */
function promoBanner(images: PromoFormData['images'], currency: CurrencyCode): Image {
  return currency === 'USD' ? images.USD : currency === 'SGD' ? images.SGD : images.default
}

/** Storage that throws (privacy modes) is only a console warning. */
function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    console.warn('localStorage not available')
    return null
  }
}

function readFlag(kind: 'local' | 'session', key: string): boolean {
  try {
    return storage(kind)?.getItem(key) != null
  } catch {
    console.warn('localStorage not available')
    return false
  }
}

function writeFlag(kind: 'local' | 'session', key: string): void {
  try {
    storage(kind)?.setItem(key, 'true')
  } catch {
    console.warn('localStorage not available')
  }
}

/** A successful sign-up is remembered, so the pop-up never comes again. */
function rememberPromoSubmitted(): void {
  writeFlag('local', PROMO_STORAGE.submitted)
}

interface PromoFormProps {
  data: PromoFormData
  /** 'promo' inline on the page, 'promo-modal' in the pop-up. */
  instance?: string
  showRedirectResult?: boolean
}

/** The sign-up form with its heading (the offer in the visitor's currency). */
function PromoForm({ data, instance = 'promo', showRedirectResult = true }: PromoFormProps) {
  const [searchParams] = useSearchParams()
  const redirectedThanks = showRedirectResult && searchParams.get(LEAD_QUERY.status) === LEAD_QUERY.thanks && searchParams.get(LEAD_QUERY.form) === 'promo'
  // A no-JS sign-up that came back thanked counts as submitted too, once JavaScript runs.
  useEffect(() => {
    if (redirectedThanks) rememberPromoSubmitted()
  }, [redirectedThanks])
  return (
    <LeadForm
      setup={data.setup}
      instance={instance}
      promo
      showRedirectResult={showRedirectResult}
      onSubmitted={rememberPromoSubmitted}
      className="promo-form"
      header={
        <h2 id={`${instance}-heading`} className="promo-form__heading">
          Sign up and get up to <span className="promo-form__amount">{data.offerLabel}</span> off your first booking
        </h2>
      }
    />
  )
}

/** The promo section of the home page: banner for the visitor's currency, heading, form. */
export function PromoSection({ data }: { data: PromoFormData }) {
  const currency = useRootData()?.visitor.currency ?? 'USD'
  return (
    <section id="promo" className="promo-section meets-footer" aria-labelledby="promo-heading">
      <div className="promo-section__inner container">
        <div className="promo-section__banner">
          <ContentImage image={promoBanner(data.images, currency)} width={560} sizes="(min-width: 900px) 560px, 100vw" />
        </div>
        <PromoForm data={data} />
      </div>
    </section>
  )
}

/**
 * The automatic pop-up: after the delay in siteSettings (15 s), once per browser
 * session (`contactModalShown` in sessionStorage) and never after a sign-up (`formSubmitted` in
 * localStorage). Static: Escape and the backdrop do nothing; only its close button closes it.
 * Focus stays inside while open and goes back where it was on close.
 */
export function PromoModal({ data }: { data: PromoFormData }) {
  const [open, setOpen] = useState(false)
  const currency = useRootData()?.visitor.currency ?? 'USD'
  const delay = useRef(data.modalDelayMs)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    // The flags are read when the delay is over, not on load: the browser's first touch of its
    // storage is a slow call on the main thread, and the answer can change meanwhile anyway.
    const show = () => {
      // Signed up (here or inline, in any tab), or already shown in this session.
      if (readFlag('local', PROMO_STORAGE.submitted) || readFlag('session', PROMO_STORAGE.shown)) return
      // Another dialog is open (an enquiry, the menu): wait until it is closed.
      if (document.querySelector('dialog[open]')) {
        timer = setTimeout(show, 1000)
        return
      }
      writeFlag('session', PROMO_STORAGE.shown)
      setOpen(true)
    }
    timer = setTimeout(show, Math.max(0, delay.current))
    return () => clearTimeout(timer)
  }, [])

  return (
    <Modal open={open} onClose={() => setOpen(false)} labelledBy="promo-modal-heading" id="promo-modal" className="lead-modal promo-modal" dismissible={false}>
      <div className="lead-modal__top promo-modal__top">
        <button type="button" className="lead-modal__close" onClick={() => setOpen(false)}>
          <CloseIcon />
          <span className="visually-hidden">Close</span>
        </button>
      </div>
      <div className="promo-modal__banner">
        <ContentImage image={promoBanner(data.images, currency)} width={480} sizes="480px" />
      </div>
      {open ? <PromoForm data={data} instance="promo-modal" showRedirectResult={false} /> : null}
    </Modal>
  )
}
