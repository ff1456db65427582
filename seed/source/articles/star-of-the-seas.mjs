import { richText } from '../portable-text.mjs'

export const tags = ['Star of the Seas', 'Royal Caribbean', 'Icon Class', 'Caribbean Cruise', 'Perfect Day at CocoCay', 'Family Cruise']

export const body = () =>
  richText(`
Star of the Seas is the second ship of Royal Caribbean's Icon class, the largest cruise ships in service today. She entered service in August 2025 from Port Canaveral in Florida and sails seven-night Eastern and Western Caribbean itineraries, each with a call at Perfect Day at CocoCay, the line's private island in the Bahamas. If you are travelling from Asia, this guide explains what is on board and how to plan the trip.

## The ship in numbers

Star of the Seas measures around 250,000 gross tons and has 20 decks. At double occupancy she carries about 5,600 guests, and up to around 7,600 when every berth is filled, with a crew of more than 2,000. The size is spread across eight neighbourhoods, so it rarely feels as crowded as those numbers suggest.

## The neighbourhoods

- **Thrill Island:** Category 6, the largest waterpark at sea, with six record-breaking slides, plus Crown's Edge, a ropes course that ends with a swing out over the ocean.
- **Chill Island:** four pool areas including the Royal Bay Pool, the largest pool at sea, and swim-up bars.
- **Surfside:** a neighbourhood for families with young children, with splash areas, a carousel and casual food close together.
- **The AquaDome:** a glass dome at the front of the ship with a water theatre show, restaurants and views ahead.
- **Central Park:** a garden open to the sky, with quieter restaurants and cafés.
- **Royal Promenade:** the main street of the ship, with bars, shops and the parades.
- **The Hideaway:** an adults-only retreat with an infinity pool at the back of the ship.
- **Suite Neighborhood:** private areas, a pool deck and restaurant for suite guests.

## Dining

The main dining room, the Windjammer buffet and several casual venues are included in the fare. Speciality restaurants, from steakhouse to sushi, cost extra and are cheaper as a dining package booked before you sail. Vegetarian dishes are marked on menus, and the kitchen can prepare Jain or other special meals if you tell us at booking.

## Choosing a cabin

Families should look at the Surfside Family View cabins and the three-level Ultimate Family Townhouse, which has its own slide. Couples get the most value from balcony cabins over Central Park or the sea. Interior cabins with a virtual balcony are the cheapest way to sail on a new ship.

## Planning the trip from Asia

Flights from India or Singapore to Orlando take around 20 to 24 hours with one stop, so arrive at least a day before the sailing. Indian passport holders need a US visitor visa, and the entry rules of every port of call, the Bahamas included, should be checked when you book; we do this for every guest. The ship is new and busy, so school-holiday dates sell out first.

## Is it worth the journey?

If your family loves waterparks, shows and choice, Star of the Seas is one of the most complete holidays at sea. If you want something shorter and closer, try [Ovation of the Seas from Singapore](/Ovation-of-the-Seas-Ship-Guide) first. Either way, our counsellors can quote flights, hotel and cruise together; see the [current deals](/cruisedeals).
`)
