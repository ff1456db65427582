import { faqBlock, richText } from '../portable-text.mjs'

export const tags = ['Japan Cruise', 'Cherry Blossom', 'Japan Visa', 'Yokohama', 'Osaka', 'Cruise FAQ']

export const body = () => [
  ...richText(
    `
Japan has become one of the most requested cruise destinations among our guests. Ships call at big cities and small islands alike, and a cruise solves the hardest part of touring Japan: moving luggage between hotels. These are the questions we hear most often.
`,
    'a',
  ),
  faqBlock('faq', 'Frequently asked questions', [
    [
      'Do Indian passport holders need a visa for a Japan cruise?',
      'In most cases, yes. Indian citizens normally need a Japanese visa. Japan’s electronic visa for Indian residents is only valid when you arrive by air, so it suits cruises that start in Japan but not ships entering Japan from another country. Some cruises are covered by Japan’s special landing permission for cruise passengers, which can replace a visa for short visits, but it depends on the ship and the itinerary and is confirmed by the cruise line. Never assume it applies; we check every booking and help with the application.',
    ],
    [
      'When is the best time to cruise Japan?',
      'Spring and autumn. Cherry blossoms usually peak from late March to early April in Tokyo and Kyoto, and autumn colours from late October to November. Summer is hot and humid, and typhoons are most likely from August to October; ships change course when needed. Winter sailings are quieter and cheaper, with snow in the north.',
    ],
    [
      'Which ports do Japan cruises visit?',
      'Most cruises start in Yokohama (for Tokyo) or Kobe and Osaka, and call at ports such as Kagoshima, Nagasaki, Hiroshima, Kochi, Aomori and Hakodate. Many itineraries also include South Korea or Taiwan. From Osaka or Kobe, Kyoto is about an hour away by train.',
    ],
    [
      'What money do I need ashore?',
      'Japanese yen. Cards are widely accepted in cities, but small shops, temples and rural restaurants often take cash only. ATMs in convenience stores and post offices accept foreign cards. On board, everything is charged to your cruise card.',
    ],
    [
      'Is Japan easy for vegetarian travellers?',
      'It takes some planning. Many dishes use fish-based stock (dashi), so ask for vegetarian or shojin ryori, the Buddhist temple cuisine, and carry a card in Japanese that explains what you do not eat. On board, the cruise lines that sail Japan serve Indian vegetarian dishes and can prepare Jain meals with notice.',
    ],
  ]),
  ...richText(
    `
## Before you book

Japan's spring sailings sell out early, especially cabins with balconies. If you have set dates, book as soon as the season opens. For more on timing, see [the best time to cruise](/Best-Time-To-Cruise), or ask a counsellor for Japan sailings in your currency on the [deals page](/cruisedeals).
`,
    'b',
  ),
]
