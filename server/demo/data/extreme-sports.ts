import type { Section } from './types'

/** Danger TV (test): climbing, surfing, skiing, motocross and mountain biking. */
export const extremeSports: Section = {
  channelId: 'danger-tv-test',
  currency: 'USD',
  vendors: [
    { name: 'Vertical Edge Supply', path: 'products' },
    { name: 'Summit Rush Outfitters', path: 'shop' },
    { name: 'Gravity Works Store', path: 'p' },
    { name: 'Crux & Cam', path: 'gear' },
    { name: 'Boardline Supply Co.', path: 'item' },
    { name: 'Redline Moto Parts', path: 'products' },
  ],
  ticketVendors: [
    { name: 'AdrenaTix', path: 'events' },
    { name: 'Big Air Events', path: 'tickets' },
  ],
  lines: [
    {
      key: 'climb',
      category: 'Climbing gear',
      nouns: [
        ['Dynamic Rope', 139, 279],
        ['Climbing Harness', 59, 149],
        ['Belay Device', 25, 109],
        ['Climbing Shoes', 89, 199],
        ['Quickdraw Set', 79, 189],
        ['Chalk Bag', 15, 39],
      ],
      sentences: [
        'Built for long days on granite and limestone, from the gym to big walls.',
        'Tested to UIAA standards by the {brand} team in Yosemite and the Dolomites.',
        'Light, packable and easy to check with cold fingers at the belay.',
        'A favourite of sport climbers pushing their first 5.12.',
      ],
    },
    {
      key: 'surf',
      category: 'Surfboards and wetsuits',
      nouns: [
        ['Shortboard', 389, 749],
        ['Longboard', 529, 989],
        ['Fish Surfboard', 449, 819],
        ['4/3 Wetsuit', 179, 429],
        ['Surf Leash', 25, 49],
        ['Traction Pad', 29, 59],
      ],
      sentences: [
        'Shaped for punchy beach breaks and point breaks alike.',
        'Made with recycled materials and finished by hand in California.',
        'Paddles fast, turns tight and holds a line on a steep face.',
        'Stays flexible and warm through long winter sessions.',
      ],
    },
    {
      key: 'snow',
      category: 'Ski and snowboard',
      nouns: [
        ['All-Mountain Skis', 429, 869],
        ['Freeride Snowboard', 389, 699],
        ['Ski Goggles', 59, 229],
        ['Avalanche Beacon', 279, 489],
        ['Snow Helmet', 89, 259],
        ['Touring Skins', 129, 219],
      ],
      sentences: [
        'Stable at speed on groomers and playful in fresh powder.',
        'Chosen by backcountry guides for steep lines and deep snow.',
        '{brand} builds it for freeriders who ski from first chair to last.',
        'Ready for the resort and the skin track on the same day.',
      ],
    },
    {
      key: 'moto',
      category: 'Motocross gear',
      nouns: [
        ['MX Helmet', 179, 649],
        ['Roost Guard', 89, 229],
        ['Motocross Boots', 279, 569],
        ['Riding Gloves', 25, 59],
        ['MX Goggles', 39, 119],
        ['Knee Braces', 199, 549],
      ],
      sentences: [
        'Certified protection that stays cool on a hot moto.',
        'Trusted on supercross tracks and hard enduro trails.',
        'Light, vented and made to take a roost of rocks and mud.',
      ],
    },
    {
      key: 'cam',
      category: 'Action cameras',
      nouns: [
        ['Action Camera', 199, 499],
        ['Chest Mount', 25, 45],
        ['Helmet Mount', 15, 35],
        ['Dive Housing', 39, 79],
        ['Camera Battery Pack', 29, 59],
      ],
      sentences: [
        'Shoots stabilised 5.3K video that survives crashes, snow and salt water.',
        'Clips on fast and holds the shot steady through every jump and drop.',
        'Made for riders who film their own lines.',
      ],
    },
    {
      key: 'bike',
      category: 'Mountain bikes',
      nouns: [
        ['Enduro Bike', 2890, 6190],
        ['Downhill Bike', 3390, 7490],
        ['Full-Face Helmet', 179, 379],
        ['Knee Pads', 55, 109],
        ['Dropper Post', 189, 389],
      ],
      sentences: [
        'Geometry dialled for steep, rooty descents and long climbs back up.',
        'Raced on the enduro circuit and built to take bike park laps.',
        'A solid upgrade for riders who spend their weekends at the bike park.',
      ],
    },
  ],
  brands: [
    { name: 'Cragline', lines: ['climb'], codes: ['CX', 'Sendit', 'Flash'] },
    { name: 'Vertigrip', lines: ['climb', 'snow'], codes: ['VG', 'Overhang'] },
    { name: 'Swellcraft', lines: ['surf'], codes: ['Tidebreaker', 'SC', 'Barrel'] },
    { name: 'Reefwalker', lines: ['surf', 'cam'], codes: ['RW', 'Kelp', 'Lagoon'] },
    { name: 'Powderhorn', lines: ['snow'], codes: ['PH', 'Couloir', 'Cornice'] },
    { name: 'Roostmaster', lines: ['moto', 'bike'], codes: ['RX', 'Berm', 'Whoop'] },
    { name: 'Kinetica', lines: ['cam', 'bike'], codes: ['K', 'Vantage', 'Slipstream'] },
    { name: 'Apexfall', lines: ['snow', 'climb', 'moto'], codes: ['AF', 'Freefall'] },
  ],
  tickets: [
    {
      key: 'event',
      variants: ['General Admission', 'Grandstand', 'VIP'],
      category: 'Action sports events',
      viator: false,
      events: [
        ['Big Air Freestyle Finals', 45, 149, ['Denver', 'Salt Lake City', 'Aspen']],
        ['Night Slopestyle Session', 35, 99, ['Denver', 'Salt Lake City', 'Aspen', 'Boise']],
        ['Supercross Main Event', 49, 189, ['Anaheim', 'Las Vegas', 'Denver', 'Salt Lake City']],
        [
          'Pro Surf Contest Day Pass',
          25,
          75,
          ['Huntington Beach', 'Oahu North Shore', 'Santa Cruz'],
        ],
        ['Bouldering World Cup', 29, 89],
      ],
      places: ['Denver', 'Salt Lake City', 'Anaheim', 'Las Vegas', 'Huntington Beach', 'Boise'],
      sentences: [
        'Watch the world’s best riders go big under the lights in {place}.',
        'Gates open two hours early for the practice sessions and the athlete village.',
        'General admission with access to the fan zone and the big screen.',
      ],
    },
    {
      key: 'adventure',
      category: 'Adventure tours',
      viator: true,
      events: [
        ['Tandem Skydive', 229, 399, ['Interlaken', 'Queenstown', 'Moab']],
        ['Canyoning Day Trip', 119, 249, ['Interlaken', 'Moab', 'Queenstown']],
        ['Guided Multi-Pitch Climb', 189, 389, ['Yosemite Valley', 'Squamish', 'Red Rock Canyon']],
        ['Whitewater Rafting Trip', 79, 189, ['Gauley River', 'Queenstown', 'Moab']],
        ['Bungee Jump', 119, 229, ['Queenstown', 'Interlaken']],
      ],
      places: ['Moab', 'Yosemite Valley', 'Queenstown', 'Interlaken', 'Squamish', 'Gauley River'],
      sentences: [
        'Certified guides, all the gear and a safety briefing before you start in {place}.',
        'No experience needed; small groups and photos of your day are included.',
        'Pick-up from central hotels, with a morning and an afternoon departure.',
      ],
    },
  ],
  featured: [
    {
      type: 'product',
      line: 'climb',
      title: 'Cragline CX-9 Dynamic Rope',
      brand: 'Cragline',
      model: 'CX-9 Dynamic Rope',
      category: 'Climbing gear',
      description:
        'A 9.5 mm, 70-metre dry-treated rope that handles well on long sport routes. Rated for 8 UIAA falls.',
      vendor: 'Vertical Edge Supply',
      price: 219,
    },
    {
      type: 'product',
      line: 'surf',
      title: 'Swellcraft Tidebreaker Shortboard',
      brand: 'Swellcraft',
      model: 'Tidebreaker Shortboard',
      category: 'Surfboards and wetsuits',
      description:
        'A high-performance shortboard with a single-to-double concave for fast, hollow waves. Comes with three fins.',
      vendor: 'Boardline Supply Co.',
      price: 689,
    },
    {
      type: 'product',
      line: 'snow',
      title: 'Powderhorn PH-88 All-Mountain Skis',
      brand: 'Powderhorn',
      model: 'PH-88 All-Mountain Skis',
      category: 'Ski and snowboard',
      description:
        'An 88 mm waist and a poplar core make these skis quick edge to edge and calm in crud. A one-ski quiver for the whole mountain.',
      vendor: 'Summit Rush Outfitters',
      price: 649,
    },
    {
      type: 'product',
      line: 'cam',
      title: 'Kinetica K7 Action Camera',
      brand: 'Kinetica',
      model: 'K7 Action Camera',
      category: 'Action cameras',
      description:
        'Waterproof to ten metres, with horizon levelling and 5.3K video at 60 frames a second. The camera on every helmet in this episode.',
      vendor: 'Crux & Cam',
      price: 399,
    },
    {
      type: 'ticket',
      line: 'adventure',
      title: 'Tandem Skydive, Interlaken',
      brand: null,
      model: null,
      category: 'Adventure tours',
      description:
        'Jump from 4,000 metres over the lakes and peaks of the Bernese Oberland with a certified instructor. Video and photos available.',
      vendor: 'Viator',
      price: 389,
    },
    {
      type: 'deal',
      line: 'moto',
      title: '30% off the Roostmaster RX-5 MX Helmet',
      brand: 'Roostmaster',
      model: 'RX-5 MX Helmet',
      category: 'Motocross gear',
      description:
        'Save 30% on the RX-5, a carbon-shell motocross helmet with an emergency release system. The price shown includes the discount.',
      vendor: 'Redline Moto Parts',
      price: 349,
    },
  ],
  program: [
    {
      title: 'Big wall morning',
      caption:
        'We are three pitches up and the sun has just hit the granite. Lead climber clipping in on the Cragline CX-9.',
      entities: ['Cragline', 'CX-9 Dynamic Rope'],
      durationSec: 45,
    },
    {
      title: 'On belay',
      caption:
        'Harness checked, belay device locked, chalk bag on the hip. Climbing gear matters when the wall gets steep.',
      entities: [],
      durationSec: 30,
    },
    {
      title: 'Swell report',
      caption:
        'A big northwest swell is filling in. Our surfer paddles out on the Swellcraft Tidebreaker Shortboard.',
      entities: ['Swellcraft Tidebreaker Shortboard'],
      durationSec: 40,
    },
    {
      title: 'Cold water session',
      caption:
        'Water is twelve degrees, so it is a thick wetsuit, booties and a leash. The surfboards look tiny against those waves.',
      entities: [],
      durationSec: 35,
    },
    {
      title: 'First tracks',
      caption:
        'Forty centimetres overnight and the first chair is ours. Those are Powderhorn PH-88 skis cutting the first line.',
      entities: ['Powderhorn', 'PH-88 All-Mountain Skis'],
      durationSec: 50,
    },
    {
      title: 'Helmet cam',
      caption:
        'Every shot you are seeing was filmed on the Kinetica K7, clipped to a helmet mount.',
      entities: ['Kinetica', 'K7 Action Camera'],
      durationSec: 30,
    },
    {
      title: 'Backcountry safety',
      caption:
        'Before dropping into the couloir, everyone checks their avalanche beacon, shovel and probe.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Motocross holeshot',
      caption:
        'Gate drops and the Roostmaster rider grabs the holeshot. That RX-5 helmet is a quarter off this week.',
      entities: ['Roostmaster', 'RX-5 MX Helmet'],
      durationSec: 35,
    },
    {
      title: 'Jump of the day',
      caption:
        'Next on the list: a tandem skydive over Interlaken, four thousand metres above the lakes.',
      entities: ['Tandem Skydive, Interlaken'],
      durationSec: 45,
    },
    {
      title: 'Bike park laps',
      caption:
        'Back on dirt for enduro bike laps: full-face helmet, knee pads and a dropper post slammed for the steep stuff.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Wrap',
      caption:
        'That is a wrap from the mountains. Cragline ropes, fresh snow and big waves: see you next week on Danger TV.',
      entities: ['Cragline'],
      durationSec: 25,
    },
  ],
}
