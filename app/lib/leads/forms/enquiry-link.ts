// The link that opens /cruisedeals' deal enquiry about one item, also without JavaScript: the
// page with the form shown in place (`?form=deal-enquiry&item=<id>#deal-enquiry-form`).
import { LEAD_QUERY, leadFormAnchor } from './fields'

/** The query parameter naming the item a no-JS Book Now enquires about (`?form=deal-enquiry&item=…`). */
export const ENQUIRY_ITEM_PARAM = 'item'

const KIND = 'deal-enquiry'

/** `pathname?search` with the enquiry form shown about `itemId` (or a general enquiry), any old answer dropped. */
export function enquiryHref(pathname: string, search: string, itemId?: string): string {
  const params = new URLSearchParams(search)
  params.delete(LEAD_QUERY.status)
  params.set(LEAD_QUERY.form, KIND)
  if (itemId) params.set(ENQUIRY_ITEM_PARAM, itemId)
  else params.delete(ENQUIRY_ITEM_PARAM)
  return `${pathname}?${params.toString()}#${leadFormAnchor(KIND)}`
}
