// CSV as RFC 4180 says: fields separated by commas, records by CRLF, a field quoted when it holds
// a comma, a quote, CR or LF, and quotes inside doubled.

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

export function csvRecord(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`
}
