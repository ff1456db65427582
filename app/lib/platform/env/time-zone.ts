/** Whether `timeZone` is one the platform knows (an IANA name such as Asia/Singapore). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}
