#!/usr/bin/env node
// `npm run chromium` (a step of `npm test`): makes sure Debian's Chromium is there for the e2e tests
// and Lighthouse (lib/chromium.mjs).
import { CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs'

console.log(`Using ${ensureChromium()} (${CHROMIUM_PATH})`)
