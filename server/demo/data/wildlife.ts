import type { Section } from './types'

/** Wild TV: fishing, hunting, optics and the outdoors. */
export const wildlife: Section = {
  channelId: 'wildtv',
  currency: 'USD',
  vendors: [
    { name: 'Cedar Hollow Outfitters', path: 'products' },
    { name: 'Riverstone Tackle', path: 'tackle' },
    { name: 'Backcountry Depot', path: 'p' },
    { name: 'Lakeshore Sporting Goods', path: 'shop' },
    { name: 'Ironwood Optics Supply', path: 'item' },
    { name: 'Bluegill Bait & Tackle', path: 'products' },
  ],
  ticketVendors: [
    { name: 'WildPass Tours', path: 'tours' },
    { name: 'Trailhead Bookings', path: 'book' },
  ],
  lines: [
    {
      key: 'rod',
      category: 'Fishing rods',
      nouns: [
        ['Spinning Rod', 49, 229],
        ['Baitcasting Rod', 69, 289],
        ['Fly Rod', 129, 549],
        ['Surf Casting Rod', 89, 259],
        ['Ice Fishing Rod', 25, 79],
      ],
      sentences: [
        'A graphite blank with a fast tip that telegraphs the lightest bite.',
        'Cork and EVA grips stay comfortable through a long day on the water.',
        'Stainless guides with ceramic inserts cope with braided line and salt spray.',
        'It breaks down into two pieces, so it fits behind the seat of a truck.',
      ],
    },
    {
      key: 'reel',
      category: 'Fishing reels',
      nouns: [
        ['Spinning Reel', 39, 249],
        ['Baitcasting Reel', 79, 329],
        ['Fly Reel', 89, 399],
        ['Trolling Reel', 149, 449],
      ],
      sentences: [
        'A sealed carbon drag gives smooth pressure when a big fish runs.',
        'A machined aluminium spool and stainless bearings make for long, quiet casts.',
        'Rated for fresh and salt water, with a two-year warranty from {brand}.',
        'Instant anti-reverse keeps the hook set solid on the first run.',
      ],
    },
    {
      key: 'lure',
      category: 'Lures and tackle',
      nouns: [
        ['Crankbait Set', 14, 39],
        ['Soft Plastic Kit', 12, 34],
        ['Tackle Box', 24, 89],
        ['Fluorocarbon Leader', 9, 24],
        ['Braided Line', 19, 44],
      ],
      sentences: [
        'Patterns tested on bass, pike and walleye across northern lakes.',
        'Sticky-sharp hooks and split rings that survive toothy fish.',
        'Sorted into a clear box so the right colour is always to hand.',
      ],
    },
    {
      key: 'optics',
      category: 'Binoculars and scopes',
      nouns: [
        ['10x42 Binoculars', 129, 799],
        ['8x32 Binoculars', 99, 549],
        ['Spotting Scope', 249, 1199],
        ['Laser Rangefinder', 179, 499],
      ],
      sentences: [
        'Fully multi-coated glass gathers light at dawn and dusk, when wildlife moves.',
        'Nitrogen-purged and fogproof for cold mornings in the blind.',
        'Close focus under two metres makes it just as good for birds and butterflies.',
      ],
    },
    {
      key: 'trailcam',
      category: 'Trail cameras',
      nouns: [
        ['Trail Camera', 79, 299],
        ['Cellular Trail Camera', 149, 399],
        ['Tree Mount', 15, 39],
      ],
      sentences: [
        'A no-glow infrared flash records at night without spooking deer.',
        'A trigger speed under a quarter second catches animals crossing the frame.',
        'It runs for months on eight AA batteries and saves to an SD card.',
      ],
    },
    {
      key: 'apparel',
      category: 'Hunting and outdoor apparel',
      nouns: [
        ['Camo Jacket', 89, 299],
        ['Insulated Bib', 129, 349],
        ['Waterproof Boots', 119, 279],
        ['Merino Base Layer', 59, 129],
        ['Blaze Orange Vest', 19, 45],
      ],
      sentences: [
        'Quiet brushed fabric that does not rustle when you move through cover.',
        'A waterproof, breathable membrane keeps you dry on a rainy sit.',
        'Cut for movement, with room for layers underneath in late season.',
      ],
    },
    {
      key: 'camp',
      category: 'Camping gear',
      nouns: [
        ['Two-Person Tent', 149, 449],
        ['Sleeping Bag', 89, 329],
        ['Camp Stove', 49, 159],
        ['Fixed Blade Knife', 39, 149],
        ['Headlamp', 25, 79],
      ],
      sentences: [
        'Light enough for a long walk in, tough enough for a week by the lake.',
        'Tested in wind and rain on backcountry trips by the {brand} team.',
        'Made to work with cold, wet hands and to keep working after a season of hard use.',
      ],
    },
  ],
  brands: [
    { name: 'Trailhawk', lines: ['reel', 'rod'], codes: ['TX', 'Ridgeback', 'Cascade'] },
    { name: 'Riverbend', lines: ['rod', 'lure'], codes: ['RB', 'Drift', 'Eddy'] },
    { name: 'Lunker Lab', lines: ['lure'], codes: ['LL', 'Shad', 'Minnow'] },
    { name: 'Oakshade Optics', lines: ['optics'], codes: ['Vista', 'OS', 'Heron'] },
    { name: 'Timberwatch', lines: ['trailcam'], codes: ['TW', 'Nightjar', 'Scout'] },
    { name: 'Muskeg', lines: ['apparel', 'camp'], codes: ['Tundra', 'MK', 'Bog'] },
    { name: 'Northfork', lines: ['camp', 'apparel'], codes: ['NF', 'Switchback'] },
    { name: 'Silver Tarn', lines: ['reel', 'rod', 'lure'], codes: ['ST', 'Loch'] },
  ],
  tickets: [
    {
      key: 'tour',
      category: 'Wildlife tours',
      viator: true,
      events: [
        ['Whale Watching Cruise', 69, 139, ['Juneau', 'Tofino', 'Kenai Fjords', 'Monterey']],
        ['Bear Viewing Day Trip', 249, 699, ['Juneau', 'Katmai', 'Churchill', 'Yellowstone']],
        ['Guided Birding Walk', 35, 75],
        ['Wolf Tracking Expedition', 149, 399, ['Yellowstone', 'Jackson Hole']],
      ],
      places: ['Juneau', 'Tofino', 'Yellowstone', 'Churchill', 'Kenai Fjords', 'Jackson Hole'],
      sentences: [
        'Small groups led by naturalists who know where the animals feed around {place}.',
        'Binoculars, hot drinks and rain gear are provided for the day.',
        'Departures run morning and afternoon to follow the light and the animals.',
      ],
    },
    {
      key: 'guide',
      variants: ['Morning', 'Afternoon', 'Private Boat'],
      category: 'Guided fishing',
      viator: false,
      events: [
        [
          'Half-Day Guided Fishing Trip',
          199,
          449,
          ['Kenai River', 'Lake of the Woods', 'Madison River', 'Florida Keys'],
        ],
        ['Fly Fishing Lesson', 129, 289, ['Madison River', 'Kenai River', 'Catskills']],
        ['Deep Sea Charter', 399, 1200, ['Florida Keys', 'Outer Banks', 'Gulf Shores']],
      ],
      places: ['Kenai River', 'Lake of the Woods', 'Florida Keys', 'Outer Banks', 'Madison River'],
      sentences: [
        'A licensed guide brings the rods, the bait and local knowledge of {place}.',
        'Catch and release, or take your limit home cleaned and bagged at the dock.',
        'Suits beginners and seasoned anglers; licences can be bought on the day.',
      ],
    },
    {
      key: 'expo',
      variants: ['Adult', 'Child', 'Two-Day'],
      category: 'Outdoor shows',
      viator: false,
      events: [
        ['Outdoor Sports Expo Day Pass', 15, 35],
        ['Fishing and Boat Show Pass', 12, 28],
      ],
      places: ['Harrisburg', 'Minneapolis', 'Denver', 'Springfield'],
      sentences: [
        'Hundreds of exhibitors, seminars and the newest gear under one roof in {place}.',
        'Casting demonstrations every hour, free with the day pass.',
      ],
    },
  ],
  featured: [
    {
      type: 'product',
      line: 'reel',
      title: 'Trailhawk TX-9 Spinning Reel',
      brand: 'Trailhawk',
      model: 'TX-9 Spinning Reel',
      category: 'Fishing reels',
      description:
        'A sealed carbon drag and nine stainless bearings make this the smoothest reel Trailhawk has built. Rated for fresh and salt water.',
      vendor: 'Riverstone Tackle',
      price: 149,
    },
    {
      type: 'product',
      line: 'rod',
      title: 'Riverbend Drift 7 Fly Rod',
      brand: 'Riverbend',
      model: 'Drift 7 Fly Rod',
      category: 'Fishing rods',
      description:
        'A four-piece, nine-foot fly rod for trout and smallmouth with a forgiving medium-fast action. Ships in a padded tube.',
      vendor: 'Cedar Hollow Outfitters',
      price: 279,
    },
    {
      type: 'product',
      line: 'optics',
      title: 'Oakshade Optics Vista 10x42 Binoculars',
      brand: 'Oakshade Optics',
      model: 'Vista 10x42 Binoculars',
      category: 'Binoculars and scopes',
      description:
        'Bright, fogproof binoculars for dawn and dusk, when elk and deer come out of cover. Comes with a harness and a rain guard.',
      vendor: 'Ironwood Optics Supply',
      price: 389,
    },
    {
      type: 'product',
      line: 'trailcam',
      title: 'Timberwatch Nightjar 4 Trail Camera',
      brand: 'Timberwatch',
      model: 'Nightjar 4 Trail Camera',
      category: 'Trail cameras',
      description:
        'A no-glow infrared trail camera with a 0.2-second trigger and 4K video. Runs up to eight months on one set of batteries.',
      vendor: 'Backcountry Depot',
      price: 189,
    },
    {
      type: 'ticket',
      line: 'tour',
      title: 'Bear Viewing Day Trip, Katmai',
      brand: null,
      model: null,
      category: 'Wildlife tours',
      description:
        'Fly from Homer to the Katmai coast and watch brown bears catch salmon from a safe distance. Lunch and waders are included.',
      vendor: 'Viator',
      price: 649,
    },
    {
      type: 'deal',
      line: 'reel',
      title: '25% off the Trailhawk Ridgeback 3 Baitcasting Reel',
      brand: 'Trailhawk',
      model: 'Ridgeback 3 Baitcasting Reel',
      category: 'Fishing reels',
      description:
        'Save 25% on the Ridgeback 3, a low-profile baitcaster with a magnetic brake. The price shown includes the discount.',
      vendor: 'Lakeshore Sporting Goods',
      price: 134,
    },
  ],
  program: [
    {
      title: 'Dawn on the Madison',
      caption:
        'Morning light on the Madison River, and the trout are rising to mayflies. Our guide is casting the Riverbend Drift 7.',
      entities: ['Riverbend', 'Drift 7 Fly Rod'],
      durationSec: 45,
    },
    {
      title: 'Gear check',
      caption:
        'Before we push off, a look at the reel doing the work today: the Trailhawk TX-9, spooled with fresh braid.',
      entities: ['Trailhawk TX-9 Spinning Reel'],
      durationSec: 35,
    },
    {
      title: 'Reading the water',
      caption:
        'Slow seams behind the rocks are where big trout hold. Keep the fly rod tip low and let the line drift.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Eagle overhead',
      caption:
        'A bald eagle circles the far bank, seen through Oakshade binoculars. Bright glass makes all the difference at this hour.',
      entities: ['Oakshade Optics', 'Vista 10x42 Binoculars'],
      durationSec: 30,
    },
    {
      title: 'Camp by the lake',
      caption:
        'The tent goes up by the lake, the camp stove boils water, and a headlamp lights the way back from the shore.',
      entities: [],
      durationSec: 50,
    },
    {
      title: 'What the camera saw',
      caption:
        'Overnight the Timberwatch Nightjar 4 caught a black bear and two cubs walking past camp at three in the morning.',
      entities: ['Timberwatch', 'Nightjar 4 Trail Camera'],
      durationSec: 40,
    },
    {
      title: 'Bears of Katmai',
      caption:
        'Next week we fly to the coast for a bear viewing day trip in Katmai, where brown bears catch salmon at the falls.',
      entities: ['Bear Viewing Day Trip, Katmai'],
      durationSec: 45,
    },
    {
      title: 'Layering for the cold',
      caption:
        'Late season means a merino base layer, an insulated jacket and waterproof boots for sitting still in the frost.',
      entities: [],
      durationSec: 35,
    },
    {
      title: 'Baitcaster of the week',
      caption:
        "Trailhawk's Ridgeback 3 baitcaster is on offer this week, a quarter off for Wild TV viewers.",
      entities: ['Trailhawk', 'Ridgeback 3 Baitcasting Reel'],
      durationSec: 30,
    },
    {
      title: 'Bass on the weed line',
      caption:
        'A crankbait along the weed line and the bass hit hard; a fluorocarbon leader keeps the line hidden in clear water.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Last cast',
      caption:
        'One last cast with the Trailhawk as a loon calls across the water. Thanks for fishing with Wild TV.',
      entities: ['Trailhawk'],
      durationSec: 25,
    },
  ],
}
