// Where the e2e server (playwright.config.ts) keeps its lead outbox, for the tests to read.
// Under test-results/ (ignored by git); a fresh file per run, since Playwright empties the folder.
export const E2E_LEADS_DB_PATH = 'test-results/e2e-leads/leads.sqlite'
export const E2E_LEADS_MAIL_DIR = 'test-results/e2e-leads/mail'
/** The after-season server's own outbox (tests/e2e/season.spec.ts reads the leads sent to it). */
export const E2E_AFTER_SEASON_LEADS_DB_PATH = 'data/e2e-widget-fail/leads.sqlite'

/** The Studio's preview secret as the e2e server knows it (SANITY_PREVIEW_SECRET). */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-not-for-production'

/** The e2e server's signing secret (SIGNING_SECRET), so a test can mint form tokens of a chosen age. */
export const E2E_SIGNING_SECRET = 'e2e-form-secret-not-for-production-0123456789'
