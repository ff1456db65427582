import { richText } from '../portable-text.mjs'

export const tags = ['Cruise Myths', 'Cruise Value', 'First Cruise', 'Seasickness', 'Indian Food at Sea', 'Cruise Tips']

export const body = () =>
  richText(`
Many people who have never cruised picture a floating hotel for retirees, with formal dinners and rough seas. Modern cruising is rather different. Here are five truths that surprise our guests before their first sailing.

## 1. A cruise can cost less than a land holiday

Compare like with like. A cruise fare covers your room, meals in the main restaurants and buffet, entertainment every evening, pools and kids clubs, and the journey between destinations. Add up hotels, meals, transfers and domestic flights for a holiday visiting the same places by land, and a cruise can be up to 30% cheaper. Short cruises from Singapore start from about ₹10,000 per person per day with meals and entertainment included.

## 2. It is not only for older travellers

The typical cruiser today is a family, a group of friends or a young couple. Big ships have water slides, surf simulators, climbing walls, Broadway-style shows and clubs for children and teens. Short sailings of three or four nights are especially popular with first-timers and families in Asia.

## 3. Seasickness is rarer than you think

Large ships have stabilisers and most cruises in South-East Asia sail calm waters. If you are prone to motion sickness, choose a cabin low down and in the middle of the ship, where movement is least, and pack the remedy that works for you. Most guests feel nothing at all.

## 4. You can eat the way you eat at home

Cruise lines that sail from Singapore and India serve Indian vegetarian dishes at every meal, and the kitchen can prepare Jain, halal, gluten-free or other meals when you tell us at booking. Buffets run from early morning to late at night, and room service is available on most ships.

## 5. You see more, and unpack once

On a week-long cruise you may visit five or six places, travelling while you sleep. You unpack once, and your room comes with you. Port days leave time for a tour, a beach or a long lunch, and sea days are for the pool, the spa or simply the view.

## A few honest caveats

- Time in port is limited, usually eight to ten hours, so cities with many sights need planning.
- Drinks, Wi-Fi, speciality restaurants and shore excursions cost extra.
- Popular dates sell out, so book early for school holidays.

## Ready to try it?

A short cruise from Singapore is the easiest introduction; start with our [Singapore cruise guide](/Singapore-Cruise-Guide) and the [five things first-time cruisers must know](/5-things-first-time-cruisers-must-know-before-booking-their-cruise-holiday), or see the current [cruise deals](/cruisedeals).
`)
