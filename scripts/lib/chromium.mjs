// The one Chromium the e2e tests and Lighthouse run: Debian's package (or CHROMIUM_PATH). Test
// tools never download a browser of their own (there is no internet here, only the package
// registries).
import { ensureDebianPackage } from './debian-package.mjs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** Makes sure it runs: as root, installs the package with apt-get; otherwise says what to install. Returns its version line. */
export function ensureChromium() {
  return ensureDebianPackage({ binary: CHROMIUM_PATH, pkg: 'chromium', overrideVariable: 'CHROMIUM_PATH' })
}
