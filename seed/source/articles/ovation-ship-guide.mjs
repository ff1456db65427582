import { figure, richText } from '../portable-text.mjs'

export const tags = ['Ovation of the Seas', 'Royal Caribbean', 'Quantum Class', 'Cruise from Singapore', 'Penang', 'Phuket']

export const body = (art) => [
  ...richText(
    `
Ovation of the Seas is one of the easiest ways to try a big-ship cruise without a long flight. The Quantum-class ship, in service since 2016, spends part of each year in Singapore, sailing three- and four-night trips to Penang and Phuket from the Marina Bay Cruise Centre. This guide covers what is on board and how to make the most of a short sailing.

## The ship at a glance

Ovation measures about 168,000 gross tons and carries around 4,200 guests at double occupancy, with a crew of about 1,500. Most outside cabins have balconies, and many interior cabins have a virtual balcony: a floor-to-ceiling screen showing the live view outside.

## Signature experiences

- **North Star:** a glass capsule on an arm that lifts you about 90 metres above the sea for a view of the ship and the coast. It is free, but reserve a time in the app on the first day.
- **RipCord by iFLY:** a skydiving simulator; a first flight takes a few minutes and no experience is needed.
- **FlowRider:** a surf simulator for bodyboarding or stand-up surfing.
- **SeaPlex:** the largest indoor active space at sea, with bumper cars, a basketball court and roller skating.
- **Bionic Bar:** robot bartenders mixing cocktails and mocktails to order.
`,
    'a',
  ),
  figure('img0', art('ship-ovation-of-the-seas'), 'Ovation of the Seas sails three- and four-night trips from Singapore.'),
  ...richText(
    `
## Entertainment

Two70, at the back of the ship, has glass walls that turn into a giant screen for evening shows with aerial performers. The Royal Theater stages full-length musicals, and Music Hall has live bands. On short sailings every show is usually staged once or twice, so check the schedule on the first evening.

## Dining

Included in the fare: four main dining rooms, the Windjammer buffet, Café @ Two70 and casual spots for snacks through the day. Indian vegetarian dishes appear at every meal on sailings from Singapore, and Jain meals can be arranged with notice. Speciality restaurants such as Chops Grille (steaks), Izumi (Japanese) and Wonderland (imaginative tasting menus) cost extra. Drink and internet packages are cheaper when bought before you sail.

## Short sailings from Singapore

- **3 nights:** Singapore, Penang and back, with a full day at sea to enjoy the ship. Penang's George Town is a UNESCO World Heritage Site known for street art and street food.
- **4 nights:** Singapore, Penang and Phuket, where guests go ashore by tender to Patong Bay beaches and viewpoints.

Boarding starts around midday; the ship leaves in the late afternoon and returns early in the morning, so you can fly home the same day. Indian passport holders need a valid Singapore visa; see the visa section of [Cruise from Singapore](/singapore-cruise).

## Tips for a short sailing

1. Check in online and download the Royal Caribbean app before you leave home.
2. Book North Star and RipCord as soon as you board; slots fill fast.
3. Pack a small day bag: your cabin may not be ready until early afternoon.
4. Keep a sea day free of plans: the ship is the destination.

Our current fares for the [3-night Penang cruise](/ovation-3-night-penang-cruise) and the [4-night Penang and Phuket cruise](/ovation-4-night-penang-phuket-cruise) include on-board credit on selected sailings.
`,
    'b',
  ),
]
