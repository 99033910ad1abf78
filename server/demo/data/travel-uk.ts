import type { Section } from './types'

/** InTravel UK: the United Kingdom and Ireland, priced in pounds. */
export const travelUk: Section = {
  channelId: 'intravel-uk',
  region: 'uk',
  currency: 'GBP',
  vendors: [
    { name: 'Harbour & Heath', path: 'products' },
    { name: 'Pennine Outdoor Co.', path: 'shop' },
    { name: 'Tweed Lane Goods', path: 'p' },
    { name: 'Highland Provisions', path: 'products' },
    { name: 'Saltire Travel Shop', path: 'item' },
    { name: 'Old Quay Booksellers', path: 'books' },
  ],
  ticketVendors: [
    { name: 'BritTour Tickets', path: 'tours' },
    { name: 'Castle & Coast Passes', path: 'tickets' },
  ],
  lines: [
    {
      key: 'walk',
      category: 'Walking and waterproofs',
      nouns: [
        ['Waterproof Jacket', 89, 289],
        ['Walking Boots', 99, 219],
        ['Daypack', 39, 99],
        ['Walking Poles', 29, 79],
        ['Wool Walking Socks', 12, 22],
      ],
      sentences: [
        'Made for sideways rain on the fells and muddy coast paths.',
        'Tested on the West Highland Way and the Pennine Way by the {brand} team.',
        'Comfortable from the first mile, with grip for wet rock and peat.',
      ],
    },
    {
      key: 'map',
      category: 'Maps and guidebooks',
      series: 'before',
      nouns: [
        ['Lake District Walks', 12, 18],
        ['Scottish Highlands Road Trip', 14, 22],
        ['Cornwall Coast Path Guide', 13, 19],
        ['Wild Atlantic Way Guide', 14, 22],
        ['London Pub Walks', 10, 16],
        ['Yorkshire Dales Map', 8, 14],
        ['Snowdonia Walks', 12, 18],
        ['Edinburgh City Guide', 11, 17],
        ['Peak District Walks', 12, 18],
        ['Isle of Skye Guide', 12, 19],
        ['Dublin City Guide', 11, 17],
      ],
      sentences: [
        'Routes graded from gentle strolls to full-day hill walks, each with a pub or café stop.',
        'Waterproof pages and clear maps that survive a damp rucksack.',
        'Written by walkers who have done every route in all seasons.',
      ],
    },
    {
      key: 'larder',
      category: 'Food and drink gifts',
      nouns: [
        ['Afternoon Tea Hamper', 35, 89],
        ['Single Malt Tasting Set', 39, 99],
        ['Shortbread Tin', 8, 18],
        ['Irish Breakfast Tea Caddy', 9, 19],
        ['Cheese and Chutney Box', 25, 55],
      ],
      sentences: [
        'Made by small producers and packed in a gift box for travel.',
        'A taste of the trip to bring home, or to send ahead to friends.',
        'Sourced from farms and distilleries along our route.',
      ],
    },
    {
      key: 'bags',
      category: 'Travel bags',
      nouns: [
        ['Waxed Canvas Holdall', 89, 229],
        ['Cabin Trolley Case', 99, 249],
        ['Leather Washbag', 39, 89],
        ['Cross-Body Travel Bag', 35, 89],
      ],
      sentences: [
        'Made in a Yorkshire workshop from waxed cotton and bridle leather.',
        'Gets better with every trip and every scuff.',
        'Sized for a weekend away by train or a cheap flight to Dublin.',
      ],
    },
    {
      key: 'home',
      category: 'Tweed and knitwear',
      nouns: [
        ['Harris Tweed Cap', 29, 59],
        ['Aran Wool Jumper', 79, 169],
        ['Lambswool Scarf', 25, 59],
        ['Wool Throw', 59, 139],
      ],
      sentences: [
        'Woven on the islands and finished by hand.',
        'Warm on a windy headland and smart enough for dinner in town.',
        'A classic that lasts for decades with a little care.',
      ],
    },
  ],
  brands: [
    { name: 'Fellwalker', lines: ['walk'], codes: ['FW', 'Helvellyn', 'Scafell'] },
    { name: 'Thistledown', lines: ['home', 'larder'], codes: ['Glen', 'TD', 'Heather'] },
    {
      name: 'Wayfarer Press',
      lines: ['map'],
      codes: ['Pathfinder', 'Short Walks', 'Complete', 'Family Days Out'],
    },
    { name: 'Gorse & Bracken', lines: ['bags', 'walk'], codes: ['GB', 'Moorland', 'Tor'] },
    { name: 'Cairn Provisions', lines: ['larder'], codes: ['Highland', 'CP'] },
    { name: 'Connemara Mills', lines: ['home'], codes: ['Aran', 'Clifden'] },
    { name: 'Bramwell & Sons', lines: ['bags'], codes: ['BW', 'Kings Cross'] },
  ],
  tickets: [
    {
      key: 'daytrip',
      category: 'Day trips and tours',
      viator: true,
      events: [
        [
          'Loch Ness and Highlands Day Trip',
          49,
          89,
          ['from Edinburgh', 'from Inverness', 'from Glasgow'],
        ],
        ['Stonehenge and Bath Coach Tour', 69, 119, ['from London', 'from Bristol']],
        ['Cliffs of Moher Day Trip', 45, 79, ['from Dublin', 'from Galway', 'from Limerick']],
        ['Giant’s Causeway Tour', 39, 69, ['from Belfast', 'from Dublin']],
        ['Cotswolds Villages Tour', 59, 99, ['from London', 'from Oxford', 'from Bath']],
        ['Highland Castles and Lochs Tour', 55, 95, ['from Inverness', 'from Edinburgh']],
      ],
      places: [
        'from Edinburgh',
        'from London',
        'from Dublin',
        'from Belfast',
        'from Inverness',
        'from Galway',
      ],
      sentences: [
        'Coach travel {place} with a storytelling driver-guide and photo stops.',
        'Free cancellation up to 24 hours before departure.',
        'Small groups, comfortable coaches and time to explore at each stop.',
      ],
    },
    {
      key: 'attraction',
      variants: ['Adult', 'Child', 'Family'],
      category: 'Castles and attractions',
      viator: false,
      events: [
        ['Castle Entry', 15, 29, ['Edinburgh', 'Cardiff', 'Stirling', 'York', 'Dublin']],
        ['Historic Palace Ticket', 19, 35],
        ['Whisky Distillery Tour', 15, 45, ['Edinburgh', 'Speyside', 'Islay', 'Dublin']],
        ['West End Musical Evening', 35, 129, ['London']],
      ],
      places: ['Edinburgh', 'London', 'Cardiff', 'York', 'Dublin', 'Stirling'],
      sentences: [
        'Timed entry in {place}, with an audio guide in eleven languages.',
        'Print at home or show the ticket on your phone at the gate.',
      ],
    },
  ],
  featured: [
    {
      type: 'product',
      line: 'walk',
      title: 'Fellwalker Helvellyn 3 Waterproof Jacket',
      brand: 'Fellwalker',
      model: 'Helvellyn 3 Waterproof Jacket',
      category: 'Walking and waterproofs',
      description:
        'A three-layer waterproof shell with a wired hood and pit zips, made for British hill weather. Packs into its own pocket.',
      vendor: 'Pennine Outdoor Co.',
      price: 189,
    },
    {
      type: 'product',
      line: 'map',
      title: 'Wayfarer Press Pathfinder Lake District Walks',
      brand: 'Wayfarer Press',
      model: 'Pathfinder Lake District Walks',
      category: 'Maps and guidebooks',
      description:
        'Twenty-eight graded walks from lakeside rambles to Scafell Pike, with maps, pub stops and bus links.',
      vendor: 'Old Quay Booksellers',
      price: 14,
    },
    {
      type: 'product',
      line: 'larder',
      title: 'Cairn Provisions Highland 5 Single Malt Tasting Set',
      brand: 'Cairn Provisions',
      model: 'Highland 5 Single Malt Tasting Set',
      category: 'Food and drink gifts',
      description:
        'Five 30 ml drams from Speyside, Islay and the Highlands with tasting notes. A gift to bring home from Scotland.',
      vendor: 'Highland Provisions',
      price: 49,
    },
    {
      type: 'ticket',
      line: 'daytrip',
      title: 'Loch Ness and Highlands Day Trip, from Edinburgh',
      brand: null,
      model: null,
      category: 'Day trips and tours',
      description:
        'A full day through Glencoe and the Highlands to Loch Ness, with an optional boat cruise. Departs from the Royal Mile.',
      vendor: 'Viator',
      price: 65,
    },
    {
      type: 'ticket',
      line: 'attraction',
      title: 'Castle Entry, Edinburgh',
      brand: null,
      model: null,
      category: 'Castles and attractions',
      description:
        'Timed entry to the castle on the rock, the Crown Jewels of Scotland and the one o’clock gun.',
      vendor: 'Castle & Coast Passes',
      price: 21,
    },
    {
      type: 'deal',
      line: 'home',
      title: '15% off the Connemara Mills Aran 2 Aran Wool Jumper',
      brand: 'Connemara Mills',
      model: 'Aran 2 Aran Wool Jumper',
      category: 'Tweed and knitwear',
      description:
        'Save 15% on a hand-finished cable-knit jumper in undyed Irish wool. The price shown includes the discount.',
      vendor: 'Tweed Lane Goods',
      price: 109,
    },
  ],
  program: [
    {
      title: 'Rain over Ullswater',
      caption:
        'It is raining in the Lake District, of course. Our presenter zips up the Fellwalker Helvellyn 3 and heads for the fells.',
      entities: ['Fellwalker', 'Helvellyn 3 Waterproof Jacket'],
      durationSec: 45,
    },
    {
      title: 'Choosing a route',
      caption:
        'Today’s route comes from Wayfarer Press Pathfinder Lake District Walks: seven miles with a pub at the end.',
      entities: ['Wayfarer Press Pathfinder Lake District Walks'],
      durationSec: 35,
    },
    {
      title: 'Boots and bogs',
      caption:
        'Good walking boots and wool walking socks matter on wet peat; a daypack carries the flask and the sandwiches.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'North to Scotland',
      caption:
        'From Edinburgh we join the Loch Ness and Highlands day trip, through Glencoe to the loch itself.',
      entities: ['Loch Ness and Highlands Day Trip, from Edinburgh'],
      durationSec: 50,
    },
    {
      title: 'A dram by the fire',
      caption:
        'Back in the city, a tasting of five single malts: the Cairn Provisions Highland 5 set.',
      entities: ['Cairn Provisions', 'Highland 5 Single Malt Tasting Set'],
      durationSec: 35,
    },
    {
      title: 'Castle on the rock',
      caption: 'Castle entry in Edinburgh gets you the Crown Jewels and the one o’clock gun.',
      entities: ['Castle Entry, Edinburgh'],
      durationSec: 40,
    },
    {
      title: 'Afternoon tea',
      caption:
        'Scones, clotted cream and a pot of tea; food and drink gifts like an afternoon tea hamper are easy to bring home.',
      entities: [],
      durationSec: 30,
    },
    {
      title: 'Over to Ireland',
      caption:
        'The ferry to Dublin, then west to Galway; the wind off the Atlantic calls for an Aran wool jumper.',
      entities: ['Connemara Mills', 'Aran 2 Aran Wool Jumper'],
      durationSec: 45,
    },
    {
      title: 'Cliffs at sunset',
      caption:
        'A day trip to the cliffs on the Wild Atlantic Way, with a waxed canvas holdall packed for the weekend.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Goodnight from Galway',
      caption:
        'Thanks for travelling with InTravel UK. Pack your Fellwalker jacket: next week, Snowdonia.',
      entities: ['Fellwalker'],
      durationSec: 25,
    },
  ],
}
