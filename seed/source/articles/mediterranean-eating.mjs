import { richText } from '../portable-text.mjs'

export const tags = ['Mediterranean Cruise', 'Food and Wine', 'Barcelona', 'Italy', 'Greek Islands', 'Vegetarian Travel']

export const body = () =>
  richText(`
A Mediterranean cruise is a tasting menu with a ship attached. In a week you can eat your way from Spain to France, Italy, Greece and Turkey, one port a day. Here is what to look for at each stop, and how to make the most of short hours ashore.

## Barcelona: tapas and the market

Start at La Boqueria market off La Rambla for fresh fruit and juices, then try tapas in the Gothic Quarter or El Born: *pan con tomate* (bread rubbed with tomato and olive oil), *patatas bravas*, grilled vegetables and tortilla española, a potato omelette that suits vegetarians. Spaniards eat late; lunch starts around 2 pm.

## Marseille and Provence

Marseille is the home of bouillabaisse, a fish stew served in two courses, and of *panisse*, chickpea fritters. In Provence look for ratatouille, olive tapenade and lavender honey.

## Italy: from Genoa to Naples

- **Genoa and Liguria:** pesto made with basil, pine nuts and pecorino, and focaccia still warm from the oven.
- **Rome, via Civitavecchia:** *cacio e pepe* and carbonara. The city is about an hour and a half away, so plan lunch near the sights you most want to see.
- **Naples:** the birthplace of pizza. A true Neapolitan margherita is soft in the middle and charred at the edges; order it whole and eat it with a knife and fork.
- **Sicily:** arancini, cannoli and granita with brioche for breakfast.

## Croatia and Montenegro

In Dubrovnik and Kotor try black risotto, coloured with cuttlefish ink, grilled fish with Swiss chard and potatoes, and local olive oil.

## Greece and its islands

On Santorini the volcanic soil gives small sweet tomatoes, fried into *tomatokeftedes*, and yellow split-pea *fava*. Everywhere you will find Greek salad, spanakopita, moussaka and grilled octopus, with Greek yoghurt and honey for dessert. Mykonos and Crete add their own cheeses and herbs.

## Istanbul

When itineraries include Istanbul, the meze alone is worth the visit: hummus, stuffed vine leaves, aubergine dishes and fresh bread, followed by baklava and Turkish tea.

## Eating well as a vegetarian

The Mediterranean is one of the easiest regions for vegetarian travellers: vegetables, legumes, bread and cheese are at the centre of the cooking. Say *vegetariano* in Spain and Italy and *chortofagos* in Greece; ask about stock in soups and risotto. Jain travellers should carry a printed card explaining the diet. On board, cruise lines in the region offer Indian vegetarian dishes with notice.

## Tips for food lovers

- Book a food tour or cooking class as a shore excursion; they are among the best-rated outings.
- Eat lunch ashore and dinner on board, when the ship's kitchen is at its best.
- Carry a little cash in euros for markets and small cafés.

The best months are April to June and September to October, when markets are full and streets quieter; see [the best time to cruise](/Best-Time-To-Cruise). Then ask our counsellors for Mediterranean sailings in your currency on the [deals page](/cruisedeals).
`)
