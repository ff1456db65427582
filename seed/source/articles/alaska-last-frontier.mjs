import { figure, richText } from '../portable-text.mjs'

export const tags = ['Alaska Cruise', 'Inside Passage', 'Glacier Bay', 'Whale Watching', 'Seattle', 'Vancouver']

export const body = (art) => [
  ...richText(
    `
Alaska is one of the few places where a cruise is not just a convenient way to travel but the best one. Much of the coast has no roads at all: Juneau, the state capital, can only be reached by sea or air. From the deck you see tidewater glaciers, forested fjords, bald eagles and, with patience, humpback whales and orcas.

## When to go

Ships sail from May to September. June, July and August bring the longest days and mildest weather, with daytime temperatures that are pleasant rather than warm. May is drier and cheaper, and September brings autumn colour and lower fares. Pack layers and a waterproof jacket whatever the month.

## Choosing a route

- **Inside Passage round trips** from Seattle or Vancouver, usually seven nights, are the most popular. Round trips from Seattle include a call in Canada, often Victoria.
- **One-way Gulf of Alaska cruises** between Vancouver and Seward or Whittier (for Anchorage) see more glaciers and pair well with a land tour to Denali National Park.
- **Glacier days** differ by ship: Glacier Bay National Park admits a limited number of ships each day, while others visit Hubbard Glacier or the narrow fjords of Tracy Arm and Endicott Arm.
`,
    'a',
  ),
  figure('img0', art('dest-alaska'), 'Tidewater glaciers are the highlight of most Alaska itineraries.'),
  ...richText(
    `
## The ports

### Juneau

Take the tram up Mount Roberts, visit the Mendenhall Glacier a short drive from town, or join a whale-watching boat; summer sightings of humpbacks are very likely.

### Skagway

A gold-rush town of 1898 preserved as a national historical park. The White Pass and Yukon Route railway climbs from sea level to the Canadian border in about an hour, one of the great train rides of North America.

### Ketchikan

Known for its totem poles, salmon runs and the boardwalk of Creek Street. Floatplane trips fly over the Misty Fjords National Monument.

## Planning from India or Singapore

Alaska cruises start in North America, so the flights are long. Plan to arrive at least one day before the sailing, ideally two, and use the time to see Seattle or Vancouver. Indian passport holders need a US visitor visa, and a Canadian visa when the cruise starts, ends or calls in Canada; apply well ahead, as appointment waits can be long. Vegetarian and Indian dishes are easy to find on board, and the larger ships can prepare Jain meals with notice.

## What it costs

Fares are lowest in May and September and for interior cabins, but a balcony is worth it in Alaska: the scenery passes your window for hours. Shore excursions such as floatplanes and helicopter glacier landings cost extra and sell out, so book the ones you care about in advance. Our Land + Fly + Cruise packages combine flights, a hotel stay and the cruise in one price; see the [packages on our deals page](/cruisedeals), and check [the best time to cruise](/Best-Time-To-Cruise) for other regions.
`,
    'b',
  ),
]
