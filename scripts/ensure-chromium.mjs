#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the e2e tests and Lighthouse. As root it installs the
// package with apt-get; otherwise it says exactly what to install. Test tools never download a
// browser of their own (there is no internet here, only the package registries).
import { ensureDebianPackage } from './lib/debian-package.mjs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const found = ensureDebianPackage({ binary: CHROMIUM_PATH, pkg: 'chromium', overrideVariable: 'CHROMIUM_PATH' })
console.log(`Using ${found} (${CHROMIUM_PATH})`)
