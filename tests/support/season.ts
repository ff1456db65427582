// The instants the test servers' clocks start at (SITE_CLOCK, app/lib/sailings/clock.server.ts).
// No test depends on today.

/** Before the embedded dataset's first sailing: every sailing is offered. */
export const IN_SEASON = '2026-10-01T12:00:00+08:00'
/**
 * The day after the embedded dataset's last sailing (a deal's, 11 Dec 2027): no fare, deal or
 * package is offered; only what content keeps with "New dates soon" is shown.
 */
export const AFTER_SEASON = '2027-12-12T12:00:00+08:00'
/** The agency's day at AFTER_SEASON. */
export const AFTER_SEASON_DAY = '2027-12-12'
/** The agency's day at IN_SEASON. */
export const IN_SEASON_DAY = '2026-10-01'
