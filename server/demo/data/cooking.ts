import type { Section } from './types'

/** Just Cooking: home cooking, baking and kitchen know-how. */
export const cooking: Section = {
  channelId: 'justcooking',
  currency: 'USD',
  vendors: [
    { name: 'Copper Pot Kitchen Supply', path: 'products' },
    { name: 'The Whisk & Ladle', path: 'shop' },
    { name: 'Larder Lane', path: 'p' },
    { name: 'Hearth & Table', path: 'item' },
    { name: 'Spice Route Pantry', path: 'products' },
    { name: 'Bakers Corner Market', path: 'goods' },
  ],
  ticketVendors: [
    { name: 'TasteClass Bookings', path: 'classes' },
    { name: 'Food Fest Tickets', path: 'events' },
  ],
  lines: [
    {
      key: 'cookware',
      category: 'Cookware',
      nouns: [
        ['Cast Iron Skillet', 29, 139],
        ['Enameled Dutch Oven', 79, 389],
        ['Stainless Saucepan', 49, 169],
        ['Carbon Steel Wok', 39, 99],
        ['Nonstick Frying Pan', 29, 119],
      ],
      sentences: [
        'Heats evenly for a proper sear and goes from stovetop to oven.',
        'Built to last a lifetime and be handed down.',
        'The {brand} test kitchen uses it every day for braises, stews and sauces.',
      ],
    },
    {
      key: 'knife',
      category: 'Kitchen knives',
      nouns: [
        ['Chef Knife', 59, 249],
        ['Santoku Knife', 49, 199],
        ['Paring Knife', 19, 69],
        ['Bread Knife', 35, 129],
        ['Knife Block Set', 149, 499],
        ['Whetstone', 29, 79],
      ],
      sentences: [
        'Forged high-carbon steel that takes a razor edge and keeps it.',
        'Balanced for fast, safe chopping of onions, herbs and vegetables.',
        'A comfortable handle that does not slip, even with wet hands.',
      ],
    },
    {
      key: 'bakeware',
      category: 'Baking',
      nouns: [
        ['Stand Mixer', 249, 549],
        ['Sheet Pan Set', 25, 59],
        ['Loaf Pan', 15, 35],
        ['Sourdough Proofing Basket', 19, 39],
        ['Digital Kitchen Scale', 19, 59],
      ],
      sentences: [
        'For bread, cakes and pastry that rise and brown just right.',
        'Our baking presenter’s pick for sourdough, cookies and birthday cakes.',
        'Easy to clean and sturdy enough for weekly baking.',
      ],
    },
    {
      key: 'appliance',
      category: 'Kitchen appliances',
      nouns: [
        ['Air Fryer', 79, 229],
        ['High-Speed Blender', 99, 549],
        ['Espresso Machine', 299, 999],
        ['Multicooker', 89, 229],
        ['Sous Vide Cooker', 99, 229],
      ],
      sentences: [
        'Makes weeknight dinners faster without giving up flavour.',
        'Simple controls, a dishwasher-safe bowl and a three-year warranty.',
        'Earns its place on the counter by being used every day.',
      ],
    },
    {
      key: 'pantry',
      category: 'Pantry and spices',
      nouns: [
        ['Extra Virgin Olive Oil', 14, 39],
        ['Smoked Paprika', 6, 12],
        ['Spice Blend Collection', 29, 69],
        ['Aged Balsamic Vinegar', 19, 59],
        ['Flaky Sea Salt', 7, 15],
        ['Chili Crisp', 9, 16],
      ],
      sentences: [
        'Small-batch ingredients that lift a simple dish.',
        'The finishing touch for roasted vegetables, pasta and grilled fish.',
        'Sourced from family growers and packed fresh.',
      ],
    },
    {
      key: 'tools',
      category: 'Kitchen tools',
      nouns: [
        ['Instant-Read Thermometer', 19, 99],
        ['End-Grain Cutting Board', 49, 179],
        ['Microplane Grater', 12, 29],
        ['Silicone Spatula Set', 12, 29],
        ['Mortar and Pestle', 25, 69],
      ],
      sentences: [
        'A small tool that makes a big difference to everyday cooking.',
        'Professional quality at a home-kitchen price.',
        'Dishwasher safe and built to take daily use.',
      ],
    },
  ],
  brands: [
    { name: 'Emberforge', lines: ['cookware'], codes: ['EF', 'Heritage', 'Hearth'] },
    { name: 'Kiritsuke & Co.', lines: ['knife', 'tools'], codes: ['KC', 'Aogami', 'Shiro'] },
    { name: 'Crumb & Crust', lines: ['bakeware'], codes: ['CC', 'Levain', 'Brioche'] },
    { name: 'Vortexa', lines: ['appliance'], codes: ['VX', 'Turbo', 'Pulse'] },
    { name: 'Olivewood Pantry', lines: ['pantry'], codes: ['Reserve', 'Harvest', 'OP'] },
    { name: 'Saltbox', lines: ['pantry', 'tools'], codes: ['SB', 'Coastal'] },
    { name: 'Bellarosa', lines: ['cookware', 'bakeware', 'appliance'], codes: ['BR', 'Toscana'] },
  ],
  tickets: [
    {
      key: 'class',
      variants: ['Morning', 'Evening', 'Private Group'],
      category: 'Cooking classes',
      viator: true,
      events: [
        ['Pasta-Making Class', 69, 129, ['Bologna', 'Brooklyn', 'Chicago', 'Florence']],
        ['Sourdough Bread Workshop', 79, 149],
        ['Knife Skills Class', 59, 99],
        ['Market Tour and Cooking Class', 99, 179, ['Oaxaca', 'Bologna', 'Chiang Mai', 'Portland']],
        ['Thai Street Food Class', 59, 109, ['Chiang Mai', 'Brooklyn', 'Portland']],
      ],
      places: ['Brooklyn', 'Chicago', 'Austin', 'Portland', 'Bologna', 'Chiang Mai', 'Oaxaca'],
      sentences: [
        'Hands-on from start to finish, in a teaching kitchen in {place}.',
        'All ingredients, aprons and recipes to take home are included.',
        'You eat what you cook, with a glass of wine or a soft drink.',
      ],
    },
    {
      key: 'festival',
      variants: ['General Admission', 'VIP', 'Two-Day'],
      category: 'Food festivals',
      viator: false,
      events: [
        ['Food and Wine Festival Day Pass', 49, 149],
        ['Barbecue Championship Pass', 25, 69],
        ['Chili Cook-Off Ticket', 15, 35],
      ],
      places: ['Charleston', 'Kansas City', 'Austin', 'Napa', 'Memphis', 'Santa Fe'],
      sentences: [
        'Tastings from dozens of chefs and pitmasters in {place}.',
        'Live demos on the main stage and a tasting cup included with entry.',
      ],
    },
  ],
  featured: [
    {
      type: 'product',
      line: 'cookware',
      title: 'Emberforge Heritage 12 Cast Iron Skillet',
      brand: 'Emberforge',
      model: 'Heritage 12 Cast Iron Skillet',
      category: 'Cookware',
      description:
        'A 12-inch pre-seasoned cast iron skillet with a smooth, machined cooking surface and a helper handle.',
      vendor: 'Copper Pot Kitchen Supply',
      price: 89,
    },
    {
      type: 'product',
      line: 'knife',
      title: 'Kiritsuke & Co. Aogami 8 Chef Knife',
      brand: 'Kiritsuke & Co.',
      model: 'Aogami 8 Chef Knife',
      category: 'Kitchen knives',
      description:
        'An eight-inch chef knife of blue carbon steel clad in stainless, with an octagonal walnut handle.',
      vendor: 'Hearth & Table',
      price: 179,
    },
    {
      type: 'product',
      line: 'bakeware',
      title: 'Crumb & Crust Levain 5 Stand Mixer',
      brand: 'Crumb & Crust',
      model: 'Levain 5 Stand Mixer',
      category: 'Baking',
      description:
        'A five-quart stand mixer with a dough hook strong enough for stiff bagel dough and a whisk for meringue.',
      vendor: 'Bakers Corner Market',
      price: 399,
    },
    {
      type: 'product',
      line: 'pantry',
      title: 'Olivewood Pantry Reserve 3 Extra Virgin Olive Oil',
      brand: 'Olivewood Pantry',
      model: 'Reserve 3 Extra Virgin Olive Oil',
      category: 'Pantry and spices',
      description:
        'Early-harvest olive oil from a single grove, peppery and green. For finishing, dipping and dressing salads.',
      vendor: 'Spice Route Pantry',
      price: 29,
    },
    {
      type: 'ticket',
      line: 'class',
      title: 'Pasta-Making Class, Bologna',
      brand: null,
      model: null,
      category: 'Cooking classes',
      description:
        'Roll fresh tagliatelle and fill tortellini with a Bolognese sfoglina, then sit down to eat them with local wine.',
      vendor: 'Viator',
      price: 109,
    },
    {
      type: 'deal',
      line: 'appliance',
      title: '20% off the Vortexa Turbo 6 Air Fryer',
      brand: 'Vortexa',
      model: 'Turbo 6 Air Fryer',
      category: 'Kitchen appliances',
      description:
        'Save 20% on a six-quart air fryer with a window and two baskets. The price shown includes the discount.',
      vendor: 'The Whisk & Ladle',
      price: 119,
    },
  ],
  program: [
    {
      title: 'Getting the pan hot',
      caption:
        'Today we sear steak in the Emberforge Heritage 12 cast iron skillet. Let it smoke before the meat goes in.',
      entities: ['Emberforge', 'Heritage 12 Cast Iron Skillet'],
      durationSec: 45,
    },
    {
      title: 'Knife work',
      caption:
        'Shallots, garlic and thyme, finely chopped with the Aogami 8 chef knife. Curl your fingers, let the blade do the work.',
      entities: ['Kiritsuke & Co.', 'Aogami 8 Chef Knife'],
      durationSec: 40,
    },
    {
      title: 'Pan sauce',
      caption:
        'Deglaze with stock, swirl in butter, and finish with flaky sea salt and a spoon of the resting juices.',
      entities: [],
      durationSec: 35,
    },
    {
      title: 'Good oil matters',
      caption:
        'A drizzle of the Olivewood Pantry Reserve 3 olive oil over the salad: peppery, green, perfect.',
      entities: ['Olivewood Pantry Reserve 3 Extra Virgin Olive Oil'],
      durationSec: 30,
    },
    {
      title: 'Bread dough',
      caption:
        'Now the baking: a sourdough loaf kneaded in the Crumb & Crust Levain 5 stand mixer.',
      entities: ['Crumb & Crust', 'Levain 5 Stand Mixer'],
      durationSec: 50,
    },
    {
      title: 'Proofing and scoring',
      caption:
        'Into the proofing basket overnight, then score with a sharp blade and bake in a hot Dutch oven.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Weeknight shortcut',
      caption:
        'Short on time? Crispy chickpeas in the Vortexa Turbo 6 air fryer, twenty per cent off this week.',
      entities: ['Vortexa', 'Turbo 6 Air Fryer'],
      durationSec: 30,
    },
    {
      title: 'Postcard from Bologna',
      caption:
        'Our producer took a pasta-making class in Bologna; fresh tagliatelle rolled by hand.',
      entities: ['Pasta-Making Class, Bologna'],
      durationSec: 45,
    },
    {
      title: 'Spice cupboard',
      caption:
        'Smoked paprika, cumin and chili crisp: a spice blend collection turns beans into dinner.',
      entities: [],
      durationSec: 35,
    },
    {
      title: 'Clean up and goodnight',
      caption:
        'Wipe the Emberforge skillet with a little oil while warm. Happy cooking from Just Cooking.',
      entities: ['Emberforge'],
      durationSec: 25,
    },
  ],
}
