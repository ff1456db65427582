import { methodNotAllowed, READ_METHODS } from '~/lib/platform/http'
import { siteIconResponse } from '~/lib/platform/images/site-icons.server'

import faviconSvg from '../../public/favicon.svg?raw'

// The home-screen icon, drawn from public/favicon.svg.
export const loader = () => siteIconResponse('apple-touch-icon.png', faviconSvg)

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET to load the icon.')
