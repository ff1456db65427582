// The lead forms: one form component configured per kind, its fields, the modal variants and the
// promo sign-up. Pages pass each form the setup their loader got from leadFormSetup() /
// loadPromoForm() (~/lib/leads/forms/page-setup.server); their styles come with the site's stylesheet
// (styles/site.css).

export { LeadForm } from './lead-form'
export { EnquiryModal, LeadFormButton, LeadFormModal, type LeadFormModalProps } from './lead-form-modal'
export { LEAD_FORM_TEXTS } from './lead-form-texts'
export { PromoModal, PromoSection } from './promo'
