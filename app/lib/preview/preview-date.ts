// The address parameter of "preview as of a date" (lib/preview/preview-date.server.ts), shared
// with the bar that shows the chosen day.
export const PREVIEW_DATE_PARAM = 'preview-date'
