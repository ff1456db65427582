// Where a campaign stands at an instant: before its start, on the site, or past its end. No
// imports: the Studio's start page decides it with this same code (studio/today-tool.tsx).

export type CampaignWindow = 'scheduled' | 'running' | 'ended'

/** A campaign without a start has started; one without an end never ends. */
export function campaignWindow(campaign: { startsAt?: string | null | undefined; endsAt?: string | null | undefined }, now: number): CampaignWindow {
  const at = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN)
  if (at(campaign.startsAt) > now) return 'scheduled'
  if (at(campaign.endsAt) <= now) return 'ended'
  return 'running'
}
