// The instants the test servers' clocks start at (SITE_CLOCK): the seed's sailings are offered
// from the first and have all left by the second (app/lib/sailings). No test depends on today.

/** Before the embedded dataset's first sailing: every sailing is offered. */
export const IN_SEASON = '2025-10-01T12:00:00+08:00'
/** The day after the embedded dataset's last fare row sails: none is offered. */
export const AFTER_SEASON = '2026-03-13T12:00:00+08:00'
