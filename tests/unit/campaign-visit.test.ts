import { describe, expect, it } from 'vitest'

import { emptyUtm, serializeUtmCookie } from '~/lib/campaign/utm.server'
import { chatLinkFor, pageUtmCampaign, visitUtmCampaign } from '~/lib/campaign/visit.server'

// Which utm_campaign a request stands for: the page's (hero, deal order) and the visit's (chat).

const cookieOf = (campaign: string, source = 'google') => {
  const header = serializeUtmCookie({ ...emptyUtm(), utm_source: source, utm_campaign: campaign }, { secure: false })
  return header.split(';')[0]!
}
const request = (path: string, cookie?: string) => new Request(`http://127.0.0.1${path}`, cookie ? { headers: { cookie } } : undefined)

describe('the page campaign', () => {
  it('takes the address first, then the visit cookie, else none', () => {
    expect(pageUtmCampaign(request('/?utm_campaign=Europe_Search_May25'))).toBe('Europe_Search_May25')
    expect(pageUtmCampaign(request('/?utm_campaign=Europe_Search_May25', cookieOf('Alaska_Search_May25')))).toBe('Europe_Search_May25')
    expect(pageUtmCampaign(request('/', cookieOf('Alaska_Search_May25')))).toBe('Alaska_Search_May25')
    expect(pageUtmCampaign(request('/'))).toBeUndefined()
    expect(pageUtmCampaign(request('/', 'hl_utm=%E0%A4%A'))).toBeUndefined()
  })
})

describe('the visit campaign (the chat button keeps the first landing)', () => {
  it('takes the cookie once the visit has one, else this request’s address', () => {
    expect(visitUtmCampaign(request('/?utm_campaign=Japan_Search_May25'))).toBe('Japan_Search_May25')
    expect(visitUtmCampaign(request('/about?utm_campaign=Japan_Search_May25', cookieOf('Cruise_Fiesta_Sep25')))).toBe('Cruise_Fiesta_Sep25')
    // Landed with utm_source only: the visit has no campaign, whatever later addresses say.
    expect(visitUtmCampaign(request('/?utm_campaign=Japan_Search_May25', cookieOf('')))).toBeUndefined()
    expect(visitUtmCampaign(request('/'))).toBeUndefined()
  })

  it('gives the chat link of the campaign, the default one, or none', async () => {
    expect(await chatLinkFor(request('/'), '+65 8123 4567')).toEqual({
      digits: '6581234567',
      text: 'Hi, I’m interested in a cruise vacation. Can you help me plan it?',
    })
    expect(await chatLinkFor(request('/?utm_campaign=Cruise_Fiesta_Sep25'), '+65 8123 4567')).toEqual({
      digits: '6581234567',
      text: 'Hi, I’m excited to plan a cruise journey!',
    })
    expect(await chatLinkFor(request('/?utm_campaign=Summer_Sale_2031'), '+65 8123 4567')).toBeNull()
    expect(await chatLinkFor(request('/?utm_campaign=%3Cscript%3E'), '+65 8123 4567')).toBeNull()
    expect(await chatLinkFor(request('/'), '')).toBeNull()
  })
})
