// The lead forms: one form component configured per kind, its fields, the modal variants and the
// promo sign-up. Pages pass each form the setup their loader got from leadFormSetup() /
// loadPromoForm() (~/lib/leads/form-setup.server); their styles come with the site's stylesheet
// (styles/site.css).

export { LeadForm, newSubmissionId, type LeadFormContext, type LeadFormProps } from './lead-form'
export { LeadFormModal, LeadFormButton, EnquiryModal, type LeadFormModalProps, type LeadFormButtonProps } from './lead-form-modal'
export { PromoForm, PromoSection, PromoModal, promoAmount, promoBanner, rememberPromoSubmitted, type PromoData, type PromoFormProps } from './promo'
export { PhoneField, loadRichPhoneInput, type PhoneFieldProps } from './phone-field'
export {
  CheckboxGroup,
  DateField,
  EmailField,
  MonthField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
  type FieldProps,
  type SelectOption,
} from './fields'
export { ThankYouModal, ThankYouPanel, CONFETTI_OPTIONS } from './thank-you'
export { LEAD_FORM_TEXTS, PREFERRED_PHONE_COUNTRIES, type LeadFormTexts } from './lead-form-config'
