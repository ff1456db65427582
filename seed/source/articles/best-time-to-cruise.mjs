import { richText } from '../portable-text.mjs'

export const tags = ['Best Time to Cruise', 'Cruise Seasons', 'Alaska', 'Mediterranean', 'Caribbean', 'South-East Asia', 'Repositioning Cruise']

export const body = () =>
  richText(`
There is no single best month to cruise: every region has a season, and within it a peak, when weather is most reliable and prices highest, and shoulder weeks, when fares drop and ports are quieter. Here is how the main cruise regions compare for travellers from India and Singapore.

## South-East Asia and Singapore

Cruises from Singapore sail all year. The north-east monsoon (roughly November to March) brings heavier rain to the east coast of Malaysia, while the south-west monsoon (roughly May to September) makes the Andaman Sea around Phuket and Langkawi choppier. Ships adjust itineraries when needed. Short sailings to Penang and Phuket are most popular during Indian and Singapore school holidays and Diwali, so book those dates early. See our [Singapore cruise guide](/Singapore-Cruise-Guide).

## Alaska: May to September

The Alaska season is short. June to August brings the longest days and warmest weather; May and September are cheaper, with fewer crowds and a better chance of seeing the northern lights late in the season. Whales are seen all season. Read more in [Journey to the Last Frontier](/Journey-to-the-last-frontier-5).

## The Mediterranean: April to October

July and August are hot, crowded and priced accordingly. April, May, late September and October offer warm seas, easier sightseeing and lower fares. Winter sailings exist but with cooler, changeable weather.

## Northern Europe and the Norwegian fjords: May to August

Midsummer brings near-endless daylight in Norway. Shoulder months are cool but scenic, and the northern lights season starts in autumn on the coastal routes.

## The Caribbean: December to April

The dry season from December to April is the classic time. Hurricane season runs from June to November, peaking from August to October; fares are lowest then, and cruise lines reroute around storms, so travel insurance with cruise cover is a must.

## Japan: spring and autumn

Late March and early April bring the cherry blossoms; October and November bring autumn colour. Summer is hot and humid, and typhoons are most likely from August to October. See the [Japan cruise FAQ](/Japan-Cruise-FAQ).

## Antarctica: November to March

The only season. December and January have the most daylight and penguin chicks; November and March are often cheaper.

## The value seasons

Twice a year ships move between regions, in spring from Asia and the Caribbean towards Europe and Alaska, and in autumn back again. These repositioning cruises have many sea days and one-way routes, and fares can fall below USD 50 per person per day. They suit travellers with time who enjoy life on board.

## Our rule of thumb

- Want the best weather? Book the peak, and book early.
- Want the best price? Choose the shoulder weeks.
- Travelling with children? Start with school holidays and work back from there.

Whatever your dates, our counsellors can compare sailings across lines; browse the current [cruise deals](/cruisedeals).
`)
