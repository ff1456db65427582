import { methodNotAllowed, READ_METHODS } from '~/lib/platform/http'
import { siteIconResponse } from '~/lib/platform/images/site-icons.server'

import faviconSvg from '../../public/favicon.svg?raw'

// The site's icon, drawn from public/favicon.svg.
export const loader = () => siteIconResponse('favicon.ico', faviconSvg)

export const action = () => methodNotAllowed(READ_METHODS, 'Use GET to load the icon.')
