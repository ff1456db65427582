// The booking engine: the one URL builder, the native search form and the widget's preferences.
export { buildBookingUrl, type BookingEngine, type BookingSearch } from './url'
export {
  SEARCH_FORM_BASE,
  SEARCH_FORM_FIELDS,
  searchFormLayout,
  searchFormQuery,
  searchFormUrl,
  searchWidgetPreferences,
  WIDGET_LIBRARIES,
} from './search-form'
export type { SearchFormChoices, SearchFormField, SearchFormLayout, SearchWidgetPreferences } from './search-form'
