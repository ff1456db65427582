import { richText } from '../portable-text.mjs'

export const tags = ['First Cruise', 'Cruise Tips', 'Cabin Guide', 'Cruise Documents', 'Travel Insurance', 'Onboard Spending']

export const body = () =>
  richText(`
Booking a first cruise raises questions that seasoned cruisers have long stopped thinking about. Settle these five before you pay the deposit and your first sailing will feel like your tenth.

## 1. Choose the cabin for how you travel

Cabins come in four broad types: interior (no window), oceanview (a window that does not open), balcony, and suites. If you plan to spend every waking hour around the ship, an interior cabin is the best value. On scenic itineraries such as Alaska or the Norwegian fjords, a balcony pays for itself. Families should ask about connecting cabins and cabins for four early; they are limited. Cabins mid-ship and on lower decks move least if you worry about seasickness.

## 2. Know what the fare includes

A cruise fare normally includes:

- your cabin and daily housekeeping;
- meals in the main dining rooms and buffet;
- most entertainment, pools, gyms and kids clubs.

It usually does not include:

- speciality restaurants, alcohol, soft drinks and speciality coffee;
- Wi-Fi;
- shore excursions;
- gratuities, which many lines add per person per night;
- port taxes and fees, where these are quoted separately.

Ask for a quote that shows every part, so you compare like with like.

## 3. Get your documents right

Your passport should be valid for at least six months after the cruise ends and have blank pages. You may need a visa for the country the ship sails from and for some ports of call: Indian passport holders need a visa for Singapore, for example, while Malaysia and Thailand currently admit them without one, though Thailand requires a digital arrival card. Rules change, so check each country close to departure; our counsellors help with visa applications.

## 4. Plan the journey to the ship

Ships leave on time and will not wait for a delayed flight. For a long-haul cruise, arrive the day before; for a short sailing from Singapore, a morning flight on the day can work if it is direct. Boarding usually opens around midday, and the last boarding time is printed on your ticket, often two hours before departure. Pack medicines and a change of clothes in your hand luggage, as suitcases can take hours to reach your cabin.

## 5. Set an on-board budget and insure the trip

On board, you pay with a cruise card linked to your credit card or a cash deposit. Drinks, Wi-Fi, excursions and the spa add up quickly, so decide in advance what matters to you and buy packages before sailing, when they are usually cheaper. Finally, buy travel insurance that covers cruises specifically: missed departures, medical evacuation at sea and cancellation. See our [cruise insurance](/asego-insurance) for what to look for.

## Ready for your first sailing?

A short cruise from Singapore is a gentle start; read our [Singapore cruise guide](/Singapore-Cruise-Guide) or the [five truths about cruising](/5-Truths-you-didnt-know-about-cruising) that surprise first-timers.
`)
