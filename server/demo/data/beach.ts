import type { Section } from './types'

/** Baywatch MENA: beach life, lifeguards and summer in the Middle East and North Africa. */
export const beach: Section = {
  channelId: 'baywatch-mena',
  currency: 'USD',
  vendors: [
    { name: 'Sandbar Beach Co.', path: 'products' },
    { name: 'Corniche Surf & Swim', path: 'shop' },
    { name: 'Oasis Summer Store', path: 'p' },
    { name: 'Red Sea Dive Supply', path: 'item' },
    { name: 'Dune & Tide', path: 'products' },
    { name: 'Lifeguard Gear Direct', path: 'gear' },
  ],
  ticketVendors: [
    { name: 'Gulf Coast Excursions', path: 'trips' },
    { name: 'Marina Bookings', path: 'book' },
  ],
  lines: [
    {
      key: 'swim',
      category: 'Swimwear',
      nouns: [
        ['Swim Shorts', 29, 79],
        ['One-Piece Swimsuit', 49, 129],
        ['Rash Guard', 29, 69],
        ['Modest Swim Set', 59, 149],
        ['Kids Swim Set', 19, 45],
      ],
      sentences: [
        'Quick-drying, chlorine-resistant fabric with UPF 50 sun protection.',
        'Cut for swimming laps and long days on the sand.',
        'Holds its colour through a whole summer of sun and salt water.',
      ],
    },
    {
      key: 'sun',
      category: 'Sun care',
      nouns: [
        ['Mineral Sunscreen SPF50', 12, 29],
        ['After-Sun Gel', 9, 19],
        ['Sport Sunscreen Stick', 8, 16],
        ['SPF Lip Balm', 4, 9],
      ],
      sentences: [
        'Reef-friendly and water-resistant for 80 minutes.',
        'Made for strong desert sun and long hours on the beach.',
        'Light, non-greasy and easy to reapply on a lifeguard shift.',
      ],
    },
    {
      key: 'shade',
      category: 'Beach shade and comfort',
      nouns: [
        ['Beach Umbrella', 39, 129],
        ['Pop-Up Beach Tent', 49, 149],
        ['Sand-Free Beach Towel', 25, 59],
        ['Beach Chair', 39, 119],
        ['Insulated Beach Cooler', 49, 199],
      ],
      sentences: [
        'Stays put in an onshore breeze and sets up in a minute.',
        'Light enough to carry from the car park across hot sand.',
        '{brand} designs for summers at forty-five degrees.',
      ],
    },
    {
      key: 'water',
      category: 'Water sports',
      nouns: [
        ['Inflatable Paddleboard', 299, 699],
        ['Snorkel Set', 29, 89],
        ['Bodyboard', 49, 149],
        ['Dive Mask', 39, 119],
        ['Swim Fins', 35, 99],
      ],
      sentences: [
        'Ready for the calm, clear water of the Red Sea and the Gulf.',
        'Comfortable from the first swim and made to last for seasons.',
        'A favourite of the lifeguard team on their days off.',
      ],
    },
    {
      key: 'rescue',
      category: 'Lifeguard gear',
      nouns: [
        ['Rescue Tube', 39, 79],
        ['Lifeguard Whistle', 6, 15],
        ['First Aid Kit', 25, 89],
        ['Lifeguard Hoodie', 39, 69],
        ['Waterproof Phone Pouch', 12, 25],
      ],
      sentences: [
        'The same kit lifeguards carry on patrol.',
        'Tough, bright and easy to spot from the tower.',
        'Built for salt water, sand and long shifts in the sun.',
      ],
    },
  ],
  brands: [
    { name: 'Sahil Swim', lines: ['swim'], codes: ['SS', 'Corniche', 'Lagoon'] },
    { name: 'Sunward', lines: ['sun'], codes: ['SW', 'Desert Shield', 'Coral Safe'] },
    { name: 'Shadecraft', lines: ['shade'], codes: ['SC', 'Dune', 'Palm'] },
    { name: 'Tidepool', lines: ['water', 'shade'], codes: ['TP', 'Reef', 'Dhow'] },
    { name: 'Watchtower', lines: ['rescue', 'swim'], codes: ['WT', 'Patrol', 'Tower'] },
    { name: 'Azure Reef', lines: ['water'], codes: ['AR', 'Manta'] },
  ],
  tickets: [
    {
      key: 'trip',
      category: 'Boat trips and snorkelling',
      viator: true,
      events: [
        ['Snorkelling Boat Trip', 39, 99],
        ['Dolphin Watching Cruise', 49, 119],
        ['Sunset Dhow Cruise', 35, 89],
        ['Intro Scuba Dive', 89, 179],
        ['Island Beach Day Trip', 59, 139],
      ],
      places: ['Hurghada', 'Sharm El Sheikh', 'Muscat', 'Dubai', 'Aqaba', 'Musandam'],
      sentences: [
        'A certified crew, snorkel gear and lunch on board, departing from the marina in {place}.',
        'Hotel transfers included; free cancellation up to a day before.',
        'Stops at two reefs with turtles, rays and bright coral.',
      ],
    },
    {
      key: 'beachclub',
      variants: ['Weekday', 'Weekend'],
      category: 'Beach clubs and water parks',
      viator: false,
      events: [
        ['Beach Club Day Pass', 39, 129],
        ['Water Park Ticket', 49, 89],
        ['Kitesurf Lesson', 79, 169],
      ],
      places: ['Dubai', 'Abu Dhabi', 'Doha', 'Agadir', 'Dahab', 'Tangier'],
      sentences: [
        'A sunbed, towel and pool access for the day in {place}.',
        'Food and drinks credit included, with lifeguards on duty all day.',
      ],
    },
  ],
  featured: [
    {
      type: 'product',
      line: 'rescue',
      title: 'Watchtower Patrol 2 Rescue Tube',
      brand: 'Watchtower',
      model: 'Patrol 2 Rescue Tube',
      category: 'Lifeguard gear',
      description:
        'The bright red rescue tube our lifeguards run into the surf with, with a strap and a two-metre tow line.',
      vendor: 'Lifeguard Gear Direct',
      price: 59,
    },
    {
      type: 'product',
      line: 'sun',
      title: 'Sunward Desert Shield 3 Mineral Sunscreen SPF50',
      brand: 'Sunward',
      model: 'Desert Shield 3 Mineral Sunscreen SPF50',
      category: 'Sun care',
      description:
        'A reef-friendly zinc sunscreen with no white cast, water-resistant for eighty minutes in the sea.',
      vendor: 'Oasis Summer Store',
      price: 22,
    },
    {
      type: 'product',
      line: 'water',
      title: 'Tidepool Reef 9 Inflatable Paddleboard',
      brand: 'Tidepool',
      model: 'Reef 9 Inflatable Paddleboard',
      category: 'Water sports',
      description:
        'A stable 10’6” inflatable paddleboard with a pump, paddle and leash, packed into a backpack.',
      vendor: 'Corniche Surf & Swim',
      price: 449,
    },
    {
      type: 'product',
      line: 'shade',
      title: 'Shadecraft Palm 4 Beach Umbrella',
      brand: 'Shadecraft',
      model: 'Palm 4 Beach Umbrella',
      category: 'Beach shade and comfort',
      description:
        'A wind-vented beach umbrella with a sand screw anchor and UPF 50 canopy, two metres across.',
      vendor: 'Sandbar Beach Co.',
      price: 79,
    },
    {
      type: 'ticket',
      line: 'trip',
      title: 'Snorkelling Boat Trip, Hurghada',
      brand: null,
      model: null,
      category: 'Boat trips and snorkelling',
      description:
        'A full day on the Red Sea with two snorkel stops at Giftun Island, lunch on board and hotel pick-up.',
      vendor: 'Viator',
      price: 55,
    },
    {
      type: 'deal',
      line: 'swim',
      title: '20% off the Sahil Swim Corniche 5 Rash Guard',
      brand: 'Sahil Swim',
      model: 'Corniche 5 Rash Guard',
      category: 'Swimwear',
      description:
        'Save 20% on a long-sleeve UPF 50 rash guard for swimming and paddling. The price shown includes the discount.',
      vendor: 'Dune & Tide',
      price: 39,
    },
  ],
  program: [
    {
      title: 'Morning patrol',
      caption:
        'Sunrise on the beach and the lifeguard team is in the tower, Watchtower rescue tubes ready.',
      entities: ['Watchtower', 'Patrol 2 Rescue Tube'],
      durationSec: 45,
    },
    {
      title: 'Rip current',
      caption:
        'A rip current by the pier: a lifeguard sprints in with a whistle and a rescue tube and brings the swimmer back.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Sun safety',
      caption:
        'It is forty-four degrees today. Reapply the Sunward Desert Shield 3 sunscreen every two hours.',
      entities: ['Sunward', 'Desert Shield 3 Mineral Sunscreen SPF50'],
      durationSec: 30,
    },
    {
      title: 'Shade on the sand',
      caption:
        'Families set up under the Shadecraft Palm 4 umbrellas as the afternoon heat builds.',
      entities: ['Shadecraft Palm 4 Beach Umbrella'],
      durationSec: 35,
    },
    {
      title: 'Calm water paddle',
      caption:
        'After the shift, a paddle on flat water with the Tidepool Reef 9 inflatable paddleboard.',
      entities: ['Tidepool', 'Reef 9 Inflatable Paddleboard'],
      durationSec: 45,
    },
    {
      title: 'Under the surface',
      caption: 'Snorkel sets and fins on: turtles and coral only a short swim from the beach.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Red Sea day trip',
      caption:
        'Our crew joins a snorkelling boat trip from Hurghada to the reefs of Giftun Island.',
      entities: ['Snorkelling Boat Trip, Hurghada'],
      durationSec: 50,
    },
    {
      title: 'Swim kit',
      caption:
        'Long sleeves for long days in the water: the Sahil Swim Corniche 5 rash guard, twenty per cent off.',
      entities: ['Sahil Swim', 'Corniche 5 Rash Guard'],
      durationSec: 30,
    },
    {
      title: 'Beach clubs',
      caption:
        'Evening at a beach club: a cooler of cold drinks, a sunbed, and the call to prayer over the water.',
      entities: [],
      durationSec: 35,
    },
    {
      title: 'End of watch',
      caption: 'The flags come down and the Watchtower crew hands over to the night patrol.',
      entities: ['Watchtower'],
      durationSec: 25,
    },
  ],
}
