// The one rule for text a visitor sends that the site keeps (form fields, campaign values): no
// character that hides or rearranges what staff read in the inbox, the sheet or the Leads tool.
// Pure and browser-safe: the forms check with it too.

/**
 * Controls (C0, DEL, C1), line and paragraph separators, the bidirectional marks, embeddings,
 * overrides and isolates (U+061C, U+200E-200F, U+202A-202E, U+2066-2069: a name with a
 * right-to-left override shows reversed), invisible spaces and operators (U+200B, U+2060-2064,
 * U+FEFF) and tag characters (U+E0000-E007F). The zero-width joiner and non-joiner stay: Indic
 * and Persian names need them.
 */
const HIDDEN = '\\p{Cc}\\u061c\\u200b\\u200e\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\u{e0000}-\\u{e007f}'
const HIDDEN_IN_A_LINE = new RegExp(`[${HIDDEN}]`, 'u')
/** A message keeps its line breaks and tabs. */
const HIDDEN_IN_A_MESSAGE = new RegExp(`(?![\\t\\n\\r])[${HIDDEN}]`, 'u')
const ALL_HIDDEN = new RegExp(`[${HIDDEN}]`, 'gu')

/** Whether `value` holds a character the rule refuses (a message may hold line breaks and tabs). */
export function hasHiddenCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? HIDDEN_IN_A_MESSAGE : HIDDEN_IN_A_LINE).test(value)
}

/** `value` without those characters (for values nobody typed into a form, such as campaign tags). */
export function withoutHiddenCharacters(value: string): string {
  return value.replace(ALL_HIDDEN, '')
}
