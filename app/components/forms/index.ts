// The lead forms: one form component configured per kind, its fields, the modal variants and the
// promo sign-up. Pages pass each form the setup their loader got from leadFormSetup() /
// loadPromoForm() (~/lib/leads/forms/form-setup.server); their styles come with the site's stylesheet
// (styles/site.css).

export { LeadForm } from './lead-form'
export { LEAD_FORM_TEXTS } from './lead-form-config'
export { EnquiryModal, LeadFormButton, LeadFormModal } from './lead-form-modal'
export { PromoModal, PromoSection } from './promo'
