import type { Section } from './types'

/** WeDoSport: football, running, cycling and tennis. */
export const sport: Section = {
  channelId: 'wedosport',
  currency: 'USD',
  vendors: [
    { name: 'Pitchside Sports', path: 'products' },
    { name: 'Fast Lane Running', path: 'shop' },
    { name: 'Chainring Cycles', path: 'p' },
    { name: 'Baseline Tennis Shop', path: 'item' },
    { name: 'Team Kit Warehouse', path: 'products' },
    { name: 'Stadium Supply Co.', path: 'goods' },
  ],
  ticketVendors: [
    { name: 'Matchday Tickets', path: 'events' },
    { name: 'RaceEntry Hub', path: 'races' },
  ],
  lines: [
    {
      key: 'football',
      category: 'Football gear',
      nouns: [
        ['Firm Ground Boots', 79, 279],
        ['Match Ball', 29, 169],
        ['Goalkeeper Gloves', 35, 139],
        ['Shin Guards', 15, 49],
        ['Training Bib Set', 19, 45],
      ],
      sentences: [
        'Worn on grass and artificial pitches from Sunday league to the pros.',
        'A clean touch and a sure grip when the pitch is wet.',
        '{brand} tested it with academy players through a full season.',
      ],
    },
    {
      key: 'running',
      category: 'Running shoes and gear',
      nouns: [
        ['Road Running Shoes', 99, 219],
        ['Carbon Racing Shoes', 199, 279],
        ['Trail Running Shoes', 109, 189],
        ['Running Vest', 49, 129],
        ['GPS Running Watch', 149, 549],
      ],
      sentences: [
        'A springy, light ride for tempo runs and race day.',
        'Cushioned for long miles and breathable on hot summer mornings.',
        'Picked by marathon coaches for runners chasing a personal best.',
      ],
    },
    {
      key: 'cycling',
      category: 'Road cycling',
      nouns: [
        ['Carbon Road Bike', 1890, 5490],
        ['Aero Helmet', 129, 329],
        ['Cycling Jersey', 69, 159],
        ['Bib Shorts', 89, 219],
        ['Power Meter Pedals', 499, 1099],
        ['Smart Trainer', 599, 1299],
      ],
      sentences: [
        'Stiff where it counts and comfortable over a long day in the saddle.',
        'Raced by a continental team and tuned for fast group rides.',
        'Light, aerodynamic and made for riders who count every watt.',
      ],
    },
    {
      key: 'tennis',
      category: 'Tennis rackets and gear',
      nouns: [
        ['Tennis Racket', 119, 269],
        ['Tennis Balls 4-Pack', 6, 12],
        ['Racket Bag', 49, 149],
        ['Clay Court Shoes', 89, 169],
        ['Polyester String Reel', 99, 229],
      ],
      sentences: [
        'Control and spin for baseliners who like to dictate the rally.',
        'Used on hard courts and clay at club and junior tournaments.',
        'A stable, forgiving feel that helps on off-centre hits.',
      ],
    },
    {
      key: 'fanwear',
      category: 'Fan wear and jerseys',
      nouns: [
        ['Home Replica Jersey', 69, 119],
        ['Away Replica Jersey', 69, 119],
        ['Supporter Scarf', 19, 35],
        ['Training Jacket', 59, 129],
      ],
      sentences: [
        'Breathable fabric and a stitched crest for match days in the stands.',
        'The same cut the players wear in the warm-up.',
        'An official supporter piece for this season.',
      ],
    },
    {
      key: 'recovery',
      category: 'Training and recovery',
      nouns: [
        ['Massage Gun', 99, 349],
        ['Foam Roller', 25, 59],
        ['Resistance Band Set', 19, 49],
        ['Compression Sleeves', 29, 59],
      ],
      sentences: [
        'Speeds up recovery between hard sessions and match days.',
        'Used by physios in the dressing room and at home.',
        'Small enough for a kit bag, strong enough for daily use.',
      ],
    },
  ],
  brands: [
    { name: 'Pitchline', lines: ['football', 'fanwear'], codes: ['PL', 'Striker', 'Volley'] },
    { name: 'Stridewell', lines: ['running', 'recovery'], codes: ['SW', 'Tempo', 'Marathon'] },
    { name: 'Velocita', lines: ['cycling'], codes: ['VR', 'Gruppo', 'Sprint'] },
    { name: 'Netcraft', lines: ['tennis'], codes: ['NC', 'Topspin', 'Baseline'] },
    { name: 'Tempest Athletics', lines: ['running', 'football', 'fanwear'], codes: ['TA', 'Gale'] },
    { name: 'Kinetic Recovery', lines: ['recovery'], codes: ['KR', 'Relief'] },
    { name: 'Ridgeway Cycles', lines: ['cycling'], codes: ['RC', 'Col'] },
  ],
  tickets: [
    {
      key: 'match',
      variants: ['Lower Tier', 'Upper Tier', 'Hospitality'],
      category: 'Match tickets',
      viator: false,
      events: [
        ['League Match Day', 35, 129],
        ['Cup Quarter-Final', 45, 169],
        ['Derby Day', 59, 249],
        ['Stadium Tour', 25, 49],
      ],
      places: ['Manchester', 'Madrid', 'Milan', 'Munich', 'Lisbon', 'Glasgow', 'Seattle'],
      sentences: [
        'Seats in the lower tier with a clear view of both goals in {place}.',
        'Tickets are sent to your phone two days before kick-off.',
        'Arrive early for the warm-up and the pre-match show.',
      ],
    },
    {
      key: 'race',
      variants: ['Early Entry', 'Charity Place'],
      category: 'Race entries',
      viator: false,
      events: [
        ['City Marathon Entry', 89, 199],
        ['Half Marathon Entry', 49, 119],
        ['Gran Fondo Entry', 79, 189],
        ['Night 10K Entry', 35, 69],
      ],
      places: ['Berlin', 'Chicago', 'Boston', 'Valencia', 'Amsterdam', 'Girona'],
      sentences: [
        'A fast, flat course through the centre of {place}, with timing and a finisher medal.',
        'Entry includes a technical shirt, aid stations and a pacer for each target time.',
        'Spots are limited; transfers to another runner are allowed until race week.',
      ],
    },
    {
      key: 'tennis-ticket',
      variants: ['Lower Bowl', 'Upper Bowl', 'Courtside'],
      category: 'Tennis tickets',
      viator: false,
      events: [
        ['Open Championship Day Session', 59, 249],
        ['Open Championship Night Session', 79, 329],
      ],
      places: ['Indian Wells', 'Miami', 'Cincinnati', 'Madrid', 'Rome'],
      sentences: [
        'Reserved seats on the main court plus grounds access in {place}.',
        'See two singles matches and a doubles match on the show court.',
      ],
    },
  ],
  featured: [
    {
      type: 'product',
      line: 'running',
      title: 'Stridewell Tempo 5 Road Running Shoes',
      brand: 'Stridewell',
      model: 'Tempo 5 Road Running Shoes',
      category: 'Running shoes and gear',
      description:
        'A bouncy foam midsole and a breathable knit upper for tempo runs and race day. Weighs just 230 grams.',
      vendor: 'Fast Lane Running',
      price: 159,
    },
    {
      type: 'product',
      line: 'football',
      title: 'Pitchline Striker 9 Firm Ground Boots',
      brand: 'Pitchline',
      model: 'Striker 9 Firm Ground Boots',
      category: 'Football gear',
      description:
        'A thin synthetic upper for a clean touch and a bladed stud plate for quick turns on firm ground.',
      vendor: 'Pitchside Sports',
      price: 229,
    },
    {
      type: 'product',
      line: 'cycling',
      title: 'Velocita Gruppo 3 Carbon Road Bike',
      brand: 'Velocita',
      model: 'Gruppo 3 Carbon Road Bike',
      category: 'Road cycling',
      description:
        'A 7.4 kg carbon race frame with electronic shifting and deep-section wheels. The bike of the breakaway on today’s stage.',
      vendor: 'Chainring Cycles',
      price: 4290,
    },
    {
      type: 'product',
      line: 'tennis',
      title: 'Netcraft Topspin 100 Tennis Racket',
      brand: 'Netcraft',
      model: 'Topspin 100 Tennis Racket',
      category: 'Tennis rackets and gear',
      description:
        'A 100 square inch head and an open string pattern for heavy topspin from the baseline. Strung at 52 lb.',
      vendor: 'Baseline Tennis Shop',
      price: 219,
    },
    {
      type: 'ticket',
      line: 'race',
      title: 'City Marathon Entry, Berlin',
      brand: null,
      model: null,
      category: 'Race entries',
      description:
        'One of the fastest marathon courses in the world, flat and fast past the Brandenburg Gate. Entry includes timing and a medal.',
      vendor: 'RaceEntry Hub',
      price: 159,
    },
    {
      type: 'deal',
      line: 'fanwear',
      title: '20% off the Pitchline PL-24 Home Replica Jersey',
      brand: 'Pitchline',
      model: 'PL-24 Home Replica Jersey',
      category: 'Fan wear and jerseys',
      description:
        'Save 20% on this season’s home replica jersey with a stitched crest. The price shown includes the discount.',
      vendor: 'Team Kit Warehouse',
      price: 79,
    },
  ],
  program: [
    {
      title: 'Kick-off',
      caption:
        'We are under way in the derby! The home striker in Pitchline Striker 9 boots goes straight at the defence.',
      entities: ['Pitchline', 'Striker 9 Firm Ground Boots'],
      durationSec: 45,
    },
    {
      title: 'Goalkeeper save',
      caption:
        'What a save! Full stretch, strong goalkeeper gloves, and the match ball is tipped over the bar.',
      entities: [],
      durationSec: 30,
    },
    {
      title: 'Half-time: kit check',
      caption:
        'At half-time the fans are in the new home replica jersey; the PL-24 is twenty per cent off today.',
      entities: ['PL-24 Home Replica Jersey'],
      durationSec: 35,
    },
    {
      title: 'Marathon build-up',
      caption:
        'Now to running: three weeks until the Berlin marathon. Our runner is training in the Stridewell Tempo 5.',
      entities: ['Stridewell Tempo 5 Road Running Shoes', 'City Marathon Entry, Berlin'],
      durationSec: 50,
    },
    {
      title: 'Long run tips',
      caption:
        'On the long run, carry water in a running vest and let the GPS running watch keep your pace honest.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Stage finale',
      caption:
        'Into the final kilometre of the stage, and the breakaway rider on the Velocita Gruppo 3 still leads.',
      entities: ['Velocita', 'Gruppo 3 Carbon Road Bike'],
      durationSec: 45,
    },
    {
      title: 'Bike fit',
      caption:
        'A good bike fit, bib shorts that do not chafe and an aero helmet save more watts than you think on a road bike.',
      entities: [],
      durationSec: 35,
    },
    {
      title: 'Centre court',
      caption:
        'Break point on centre court. A heavy forehand with the Netcraft Topspin 100 and the break is hers.',
      entities: ['Netcraft', 'Topspin 100 Tennis Racket'],
      durationSec: 40,
    },
    {
      title: 'Recovery room',
      caption:
        'After the match the physio reaches for a foam roller and a massage gun to speed up recovery.',
      entities: [],
      durationSec: 30,
    },
    {
      title: 'Full time',
      caption:
        'Full time in the derby, a two-one win. Stridewell and Pitchline bring you the highlights after the break.',
      entities: ['Stridewell', 'Pitchline'],
      durationSec: 25,
    },
  ],
}
