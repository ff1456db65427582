import { richText } from '../portable-text.mjs'

export const tags = ['Cruise Deals', 'Budget Cruise', 'Repositioning Cruise', 'Shoulder Season', 'Second Guest Offer', 'Cruise Tips']

export const body = () =>
  richText(`
The same cabin on the same ship can cost very different amounts depending on when and how you book. Cruise fares move like airline fares, with one difference: the price of a cruise already includes your room, most meals and the entertainment, so every saving on the fare counts. Here are six ways to pay less without giving up the holiday you want.

## 1. Sail in the shoulder season

Every region has a peak and shoulder weeks on either side. In the Mediterranean, late April, May and October are warm and noticeably cheaper than July and August; in Alaska, May and September cost less than midsummer. In South-East Asia, avoid school holidays and long weekends for the lowest fares. See [the best time to cruise](/Best-Time-To-Cruise) for each region.

## 2. Look at repositioning cruises

When ships move between seasons, for example from Asia to Europe in spring, they sail one-way routes with many sea days. Cruise lines price these voyages to fill cabins, and fares can fall below USD 50 per person per day. They suit travellers with flexible time who enjoy life on board; remember to budget for a one-way flight.

## 3. Use second-guest and family offers

Many lines discount the second guest in a cabin, for example 60% off the second guest's cruise fare, or let a third and fourth guest sail free, paying only taxes and fees. For a family of four sharing a cabin, that can cut the total by a third or more.

## 4. Book early, or very late

The best cabins and the biggest promotions usually appear when a season opens, often 12 to 18 months ahead, and many lines offer free cancellation until about 90 days before sailing, though terms vary by line. Close to departure, unsold cabins can be discounted, but you take what is left and flights may cost more. For school holidays, book early; for flexible couples, watch the last-minute deals.

## 5. Compare the total, not the headline fare

The cruise fare is only part of the price. Always compare the total including:

- **NCCF and port taxes**, charged per person;
- **gratuities**, often prepaid per person per night;
- **on-board credit**, which reduces what you spend on board;
- flights and a hotel night before the cruise.

A fare that looks cheaper may include less. Our fare tables list every part per person and the total for the cabin, as on our [Ovation of the Seas offers](/ovation-3-night-penang-cruise).

## 6. Sail from a port near home

For travellers in India and South-East Asia, sailing from Singapore removes long-haul flights, which are often the largest single cost. Short cruises of two to four nights are good value for a first trip, and Land + Cruise packages combine a city stay and the sailing in one price.

## Bonus: ask for the perks

A booking through a cruise agency may come with on-board credit, prepaid gratuities or a cabin upgrade. We charge no service fee; see the current offers on our [deals page](/cruisedeals) or ask a counsellor to watch your dates.
`)
