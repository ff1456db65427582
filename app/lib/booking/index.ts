// The booking engine: the one URL builder, the native search form and the widget's preferences.
export type { SearchFormChoices, SearchFormField, SearchFormLayout, SearchWidgetPreferences } from './search-form'
export { searchFormLayout, searchFormQuery, searchFormUrl, searchWidgetPreferences, WIDGET_LIBRARIES } from './search-form'
export { type BookingEngine, type BookingSearch, buildBookingUrl } from './url'
