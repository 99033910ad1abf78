import type { Section } from './types'

/** Golf Network: tournaments, lessons and golf gear. */
export const golf: Section = {
  channelId: 'golf-network',
  currency: 'USD',
  vendors: [
    { name: 'Fairway Pro Shop', path: 'products' },
    { name: 'The Nineteenth Hole', path: 'shop' },
    { name: 'Links & Greens Supply', path: 'p' },
    { name: 'Clubhouse Outlet', path: 'item' },
    { name: 'Tee Box Golf Co.', path: 'products' },
  ],
  ticketVendors: [
    { name: 'TeeTime Direct', path: 'tee-times' },
    { name: 'Championship Gate', path: 'tickets' },
  ],
  lines: [
    {
      key: 'driver',
      category: 'Drivers and woods',
      alsoTopics: ['sport'],
      nouns: [
        ['Driver', 299, 599],
        ['Fairway Wood', 199, 379],
        ['Hybrid', 179, 299],
      ],
      sentences: [
        'A forgiving head that keeps off-centre strikes in the fairway.',
        'Adjustable loft and weights to tune your ball flight.',
        'The tour staff tested it against last year’s model for distance and spin.',
      ],
    },
    {
      key: 'irons',
      category: 'Irons and wedges',
      alsoTopics: ['sport'],
      nouns: [
        ['Iron Set', 699, 1499],
        ['Sand Wedge', 129, 199],
        ['Lob Wedge', 129, 199],
        ['Forged Blade Irons', 999, 1699],
      ],
      sentences: [
        'Forged for a soft feel and precise distance control.',
        'Grooves that grip from the rough and spin from the fairway.',
        '{brand} fits every set to your height and swing speed.',
      ],
    },
    {
      key: 'putter',
      category: 'Putters',
      nouns: [
        ['Blade Putter', 179, 399],
        ['Mallet Putter', 199, 449],
      ],
      sentences: [
        'Milled face for a consistent roll on fast greens.',
        'An alignment line that makes short putts feel easier.',
      ],
    },
    {
      key: 'balls',
      category: 'Golf balls',
      nouns: [
        ['Tour Golf Balls 12-Pack', 39, 55],
        ['Soft Feel Golf Balls 12-Pack', 22, 34],
        ['Practice Balls 36-Pack', 25, 39],
      ],
      sentences: [
        'A urethane cover for spin around the greens and a fast core off the tee.',
        'Bright, durable and easy to find in the rough.',
      ],
    },
    {
      key: 'gear',
      category: 'Golf bags and accessories',
      nouns: [
        ['Stand Bag', 199, 349],
        ['Cart Bag', 229, 399],
        ['Laser Rangefinder', 199, 449],
        ['Golf Glove', 15, 29],
        ['Spikeless Golf Shoes', 99, 199],
        ['Golf GPS Watch', 199, 499],
      ],
      sentences: [
        'Light and comfortable over eighteen holes on foot.',
        'Accurate yardages to the flag, the front and the back of the green.',
        'Made for walking golfers who play in all weathers.',
      ],
    },
  ],
  brands: [
    { name: 'Fairhaven', lines: ['driver', 'irons'], codes: ['FH', 'Carry', 'Eagle'] },
    { name: 'Birdiecraft', lines: ['putter', 'balls'], codes: ['BC', 'Roll', 'Spin'] },
    { name: 'Linksmaster', lines: ['irons', 'driver'], codes: ['LM', 'Forged', 'Dogleg'] },
    { name: 'Kestrel Golf', lines: ['gear', 'balls'], codes: ['KG', 'Caddie', 'Albatross'] },
    { name: 'Greenside', lines: ['putter', 'gear'], codes: ['GS', 'Fringe'] },
  ],
  tickets: [
    {
      key: 'tournament',
      variants: ['Grounds', 'Grandstand', 'Hospitality'],
      category: 'Tournament tickets',
      viator: false,
      events: [
        ['Open Championship Round 4 Pass', 129, 299, ['St Andrews', 'Carnoustie', 'Royal Troon']],
        ['Pro-Am Day Pass', 39, 89],
        ['Practice Round Ticket', 29, 59],
        ['Hospitality Pavilion Pass', 399, 999],
      ],
      places: ['Pebble Beach', 'St Andrews', 'Scottsdale', 'Augusta', 'Kiawah Island'],
      sentences: [
        'Grounds access for the day in {place}, with grandstands at the 16th and 18th.',
        'Mobile tickets; children under 16 enter free with an adult.',
        'Walk the fairways with the field and watch the leaders finish.',
      ],
    },
    {
      key: 'teetime',
      variants: ['Weekday', 'Weekend'],
      category: 'Tee times and lessons',
      viator: true,
      events: [
        ['Championship Course Tee Time', 99, 499],
        ['Twilight Tee Time', 49, 149],
        ['Private Golf Lesson', 79, 199],
        ['Short Game Clinic', 49, 99],
      ],
      places: ['Scottsdale', 'Myrtle Beach', 'Pinehurst', 'Palm Springs', 'Algarve', 'St Andrews'],
      sentences: [
        'Eighteen holes with cart and range balls at a top course in {place}.',
        'PGA professional coaching with video swing analysis.',
        'Book online and free cancellation up to 48 hours before.',
      ],
    },
  ],
  featured: [
    {
      type: 'product',
      line: 'driver',
      title: 'Fairhaven Carry 10 Driver',
      brand: 'Fairhaven',
      model: 'Carry 10 Driver',
      category: 'Drivers and woods',
      description:
        'A 460cc titanium driver with a sliding weight and adjustable loft, built for high launch and low spin.',
      vendor: 'Fairway Pro Shop',
      price: 549,
    },
    {
      type: 'product',
      line: 'putter',
      title: 'Birdiecraft Roll 3 Mallet Putter',
      brand: 'Birdiecraft',
      model: 'Roll 3 Mallet Putter',
      category: 'Putters',
      description:
        'A milled high-MOI mallet that stays square through the stroke. The putter that holed the winning putt.',
      vendor: 'The Nineteenth Hole',
      price: 349,
    },
    {
      type: 'product',
      line: 'balls',
      title: 'Kestrel Golf Albatross Tour Golf Balls 12-Pack',
      brand: 'Kestrel Golf',
      model: 'Albatross Tour Golf Balls 12-Pack',
      category: 'Golf balls',
      description:
        'Four-piece urethane tour balls with a soft feel around the greens and low driver spin.',
      vendor: 'Tee Box Golf Co.',
      price: 49,
    },
    {
      type: 'product',
      line: 'gear',
      title: 'Kestrel Golf Caddie 4 Laser Rangefinder',
      brand: 'Kestrel Golf',
      model: 'Caddie 4 Laser Rangefinder',
      category: 'Golf bags and accessories',
      description:
        'Slope-adjusted yardages to within a yard and a pulse when it locks onto the flag.',
      vendor: 'Links & Greens Supply',
      price: 299,
    },
    {
      type: 'ticket',
      line: 'tournament',
      title: 'Open Championship Round 4 Pass, St Andrews',
      brand: null,
      model: null,
      category: 'Tournament tickets',
      description:
        'Sunday at the home of golf: grounds access for the final round and a seat in the grandstand at the 18th.',
      vendor: 'Championship Gate',
      price: 249,
    },
    {
      type: 'ticket',
      line: 'teetime',
      title: 'Championship Course Tee Time, Scottsdale',
      brand: null,
      model: null,
      category: 'Tee times and lessons',
      description:
        'A morning tee time on a desert championship course, with cart, range balls and GPS yardages.',
      vendor: 'Viator',
      price: 289,
    },
  ],
  program: [
    {
      title: 'Final round, first tee',
      caption:
        'The leader steps up on the first tee at St Andrews with the Fairhaven Carry 10 driver.',
      entities: ['Fairhaven', 'Carry 10 Driver'],
      durationSec: 45,
    },
    {
      title: 'Into the wind',
      caption:
        'A low stinger under the wind; on links courses, the fairway wood and the hybrid earn their place in the bag.',
      entities: [],
      durationSec: 35,
    },
    {
      title: 'From the bunker',
      caption:
        'Out of the pot bunker with a sand wedge, and the tour golf balls check up fast on these greens.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Yardage check',
      caption:
        'The caddie zaps the flag with the Kestrel Golf Caddie 4: one hundred and fifty-two yards.',
      entities: ['Kestrel Golf', 'Caddie 4 Laser Rangefinder'],
      durationSec: 30,
    },
    {
      title: 'Ball of the champions',
      caption: 'Half the field is playing the Kestrel Golf Albatross tour ball this week.',
      entities: ['Kestrel Golf Albatross Tour Golf Balls 12-Pack'],
      durationSec: 30,
    },
    {
      title: 'The winning putt',
      caption: 'Eighteen feet for the title, and the Birdiecraft Roll 3 mallet rolls it in!',
      entities: ['Birdiecraft', 'Roll 3 Mallet Putter'],
      durationSec: 45,
    },
    {
      title: 'Lesson tee',
      caption: 'On the lesson tee: grip, posture and a simple drill to stop slicing your driver.',
      entities: [],
      durationSec: 50,
    },
    {
      title: 'Be there next year',
      caption: 'The Open Championship round 4 pass at St Andrews goes on sale next month.',
      entities: ['Open Championship Round 4 Pass, St Andrews'],
      durationSec: 35,
    },
    {
      title: 'Desert golf',
      caption: 'Winter sun in Arizona: a championship course tee time in Scottsdale.',
      entities: ['Championship Course Tee Time, Scottsdale'],
      durationSec: 40,
    },
    {
      title: 'Clubhouse',
      caption:
        'From the clubhouse, thanks for watching. Fairhaven brings you the highlights after the break.',
      entities: ['Fairhaven'],
      durationSec: 25,
    },
  ],
}
