// Imported by path, not through lib/ui's index: the forms' browser chunk then needs nothing more.

/** Text for HTML text and double-quoted attribute values, escaped as React escapes them. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

export interface OptionItem {
  value: string
  label: string
}

/**
 * A select's options as HTML, with `selected` on the one whose value is `selected` (the first
 * match). Handed to the select as its inner HTML, the server renders, and the browser hydrates, one
 * element instead of one per option; both build the same string from the same data.
 */
export function optionsHtml(options: readonly OptionItem[], { placeholder, selected }: { placeholder?: string; selected?: string } = {}): string {
  const all = placeholder === undefined ? options : [{ value: '', label: placeholder }, ...options]
  let marked = false
  return all
    .map(({ value, label }) => {
      const isSelected = !marked && selected !== undefined && value === selected
      if (isSelected) marked = true
      return `<option value="${escapeHtml(value)}"${isSelected ? ' selected=""' : ''}>${escapeHtml(label)}</option>`
    })
    .join('')
}
