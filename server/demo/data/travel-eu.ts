import type { Section } from './types'

/** InTravel Europe: city breaks and journeys across Europe, priced in euros. */
export const travelEu: Section = {
  channelId: 'intravel-eu',
  region: 'eu',
  currency: 'EUR',
  vendors: [
    { name: 'Valise & Co', path: 'produits' },
    { name: 'Reisewelt Versand', path: 'artikel' },
    { name: 'Mercato Viaggio', path: 'prodotti' },
    { name: 'Nordic Nomad Store', path: 'products' },
    { name: 'Ibérica Travel Goods', path: 'p' },
    { name: 'Kanal Boekhandel', path: 'boeken' },
  ],
  ticketVendors: [
    { name: 'EuroPass Bookings', path: 'tickets' },
    { name: 'CityCard Europa', path: 'passes' },
  ],
  lines: [
    {
      key: 'luggage',
      category: 'Luggage',
      nouns: [
        ['Carry-On Spinner', 129, 389],
        ['Check-In Suitcase', 169, 489],
        ['Weekender Bag', 89, 229],
        ['Packing Cube Set', 24, 59],
        ['Travel Backpack', 99, 249],
      ],
      sentences: [
        'Fits the cabin size limits of most European airlines.',
        'A polycarbonate shell, quiet wheels and a TSA-style lock for city-hopping.',
        '{brand} designs it in Lisbon for travellers who live out of a bag.',
        'Light enough to carry up the stairs of an old-town apartment.',
      ],
    },
    {
      key: 'tech',
      category: 'Travel electronics',
      nouns: [
        ['Universal Travel Adapter', 19, 49],
        ['Noise-Cancelling Headphones', 129, 379],
        ['Power Bank', 29, 89],
        ['Luggage Tracker', 25, 39],
        ['E-Reader', 99, 249],
      ],
      sentences: [
        'Works with sockets across Europe, the UK and beyond.',
        'Keeps phones and cameras charged through a long train day.',
        'Quiet on planes and trains, with a battery that lasts the whole trip.',
      ],
    },
    {
      key: 'guide',
      category: 'Travel guides and maps',
      series: 'before',
      nouns: [
        ['Lisbon City Guide', 14, 24],
        ['Paris City Guide', 14, 24],
        ['Rome City Guide', 14, 24],
        ['Vienna City Guide', 13, 22],
        ['Prague City Guide', 13, 22],
        ['Barcelona City Guide', 14, 24],
        ['Copenhagen City Guide', 14, 24],
        ['Europe by Rail Atlas', 29, 45],
        ['Alps Walking Map', 9, 16],
        ['Italian Phrasebook', 8, 14],
        ['Food Lover’s Guide to Spain', 18, 32],
      ],
      sentences: [
        'Written by local authors, with walking routes, markets and late-night cafés.',
        'Updated this year, with fold-out maps and transport tips.',
        'Small enough for a jacket pocket and full of places tourists miss.',
      ],
    },
    {
      key: 'comfort',
      category: 'Travel comfort',
      nouns: [
        ['Memory Foam Neck Pillow', 19, 45],
        ['Compression Socks', 15, 29],
        ['Sleep Mask', 9, 29],
        ['Toiletry Bag', 19, 49],
        ['Packable Rain Jacket', 59, 149],
      ],
      sentences: [
        'Makes long flights and overnight trains far more comfortable.',
        'Packs down to the size of an apple and weighs almost nothing.',
        'Designed for travellers who go carry-on only.',
      ],
    },
    {
      key: 'photo',
      category: 'Travel cameras',
      nouns: [
        ['Compact Travel Camera', 349, 899],
        ['Travel Tripod', 79, 229],
        ['Camera Sling Bag', 49, 129],
        ['Instant Camera', 79, 149],
      ],
      sentences: [
        'Ideal for street photography on cobbled lanes and in candlelit restaurants.',
        'Small and light, so it comes along every day of the trip.',
        'Quick to set up for sunsets over rooftops and harbours.',
      ],
    },
  ],
  brands: [
    { name: 'Valmont Voyage', lines: ['luggage'], codes: ['VV', 'Riviera', 'Atlas'] },
    { name: 'Lumière Gear', lines: ['tech', 'photo'], codes: ['LG', 'Aurore', 'Prisme'] },
    { name: 'Wanderhaus', lines: ['luggage', 'comfort'], codes: ['WH', 'Strada', 'Fjord'] },
    {
      name: 'Rialto Press',
      lines: ['guide'],
      codes: ['Pocket', 'Grand Tour', 'Essentials', 'Slow Travel'],
    },
    { name: 'Stellamar', lines: ['comfort', 'tech'], codes: ['SM', 'Notte'] },
    { name: 'Obscura Nord', lines: ['photo'], codes: ['ON', 'Meridian'] },
  ],
  tickets: [
    {
      key: 'citytour',
      category: 'City tours',
      viator: true,
      events: [
        ['Old Town Walking Tour', 15, 39],
        ['Sunset Food Tour', 59, 119],
        [
          'Evening River Cruise',
          19,
          59,
          ['Lisbon', 'Porto', 'Paris', 'Amsterdam', 'Prague', 'Berlin', 'Seville'],
        ],
        ['Skip-the-Line Museum Entry', 19, 49],
        ['Bike Tour of {place}', 29, 59],
        ['Day Trip from {place}', 69, 159],
      ],
      places: [
        'Lisbon',
        'Porto',
        'Barcelona',
        'Seville',
        'Paris',
        'Amsterdam',
        'Vienna',
        'Prague',
        'Rome',
        'Florence',
        'Berlin',
        'Copenhagen',
      ],
      sentences: [
        'A licensed local guide shows you the lanes, squares and stories of {place}.',
        'Small groups of up to twelve, with free cancellation up to a day before.',
        'Meet at a central landmark; tastings and entry fees are included.',
      ],
    },
    {
      key: 'rail',
      variants: ['First Class', 'Second Class', 'Youth'],
      category: 'Rail passes and journeys',
      viator: false,
      events: [
        ['Scenic Rail Day Pass', 49, 129, ['Switzerland', 'Austria', 'Northern Italy']],
        [
          'Night Train Couchette',
          59,
          159,
          ['Vienna to Venice', 'Paris to Berlin', 'Amsterdam to Zurich', 'Brussels to Prague'],
        ],
        ['City Transit Card', 15, 49, ['Paris', 'Vienna', 'Amsterdam', 'Berlin', 'Rome']],
      ],
      places: ['Switzerland', 'Austria', 'Northern Italy', 'the Netherlands', 'Paris', 'Vienna'],
      sentences: [
        'Unlimited travel on the day, with mountain and lakeside routes across {place}.',
        'Delivered as a mobile ticket; no seat reservation needed on regional trains.',
      ],
    },
  ],
  featured: [
    {
      type: 'product',
      line: 'luggage',
      title: 'Valmont Voyage Riviera 55 Carry-On Spinner',
      brand: 'Valmont Voyage',
      model: 'Riviera 55 Carry-On Spinner',
      category: 'Luggage',
      description:
        'A 55 cm polycarbonate cabin case with four silent wheels and a laptop sleeve. Fits the cabin of every major European airline.',
      vendor: 'Valise & Co',
      price: 229,
    },
    {
      type: 'product',
      line: 'guide',
      title: 'Rialto Press Pocket Lisbon City Guide',
      brand: 'Rialto Press',
      model: 'Pocket Lisbon City Guide',
      category: 'Travel guides and maps',
      description:
        'Seven neighbourhood walks, from the tiled lanes of Alfama to the riverside at Belém, with a fold-out tram map.',
      vendor: 'Kanal Boekhandel',
      price: 16,
    },
    {
      type: 'product',
      line: 'tech',
      title: 'Lumière Gear Aurore 3 Noise-Cancelling Headphones',
      brand: 'Lumière Gear',
      model: 'Aurore 3 Noise-Cancelling Headphones',
      category: 'Travel electronics',
      description:
        'Foldable over-ear headphones with 40 hours of battery and adaptive noise cancelling for flights and trains.',
      vendor: 'Nordic Nomad Store',
      price: 249,
    },
    {
      type: 'ticket',
      line: 'citytour',
      title: 'Sunset Food Tour, Lisbon',
      brand: null,
      model: null,
      category: 'City tours',
      description:
        'Eight tastings in three neighbourhoods, from pastéis de nata to grilled sardines and green wine, as the sun sets over the Tagus.',
      vendor: 'Viator',
      price: 89,
    },
    {
      type: 'ticket',
      line: 'rail',
      title: 'Scenic Rail Day Pass, Switzerland',
      brand: null,
      model: null,
      category: 'Rail passes and journeys',
      description:
        'One day of unlimited travel on scenic lines over Alpine passes and along glacier lakes. Mobile ticket, second class.',
      vendor: 'EuroPass Bookings',
      price: 119,
    },
    {
      type: 'deal',
      line: 'luggage',
      title: 'Bundle: Wanderhaus Strada Travel Backpack + Packing Cube Set',
      brand: 'Wanderhaus',
      model: 'Strada Travel Backpack',
      category: 'Luggage',
      description:
        'The 40-litre Strada carry-on backpack with a set of four packing cubes, 15% less than buying them apart.',
      vendor: 'Reisewelt Versand',
      price: 169,
    },
  ],
  program: [
    {
      title: 'Arriving in Lisbon',
      caption:
        'We land in Lisbon with one bag each: the Valmont Voyage Riviera 55 fits every overhead bin.',
      entities: ['Valmont Voyage', 'Riviera 55 Carry-On Spinner'],
      durationSec: 40,
    },
    {
      title: 'Alfama on foot',
      caption:
        'The best way to see Alfama is a walking tour up the steep lanes, with the Rialto Press pocket guide in hand.',
      entities: ['Rialto Press Pocket Lisbon City Guide'],
      durationSec: 45,
    },
    {
      title: 'Tram 28',
      caption:
        'The yellow tram rattles past tiled houses and tiny cafés. Keep your luggage light and your camera ready.',
      entities: [],
      durationSec: 35,
    },
    {
      title: 'Dinner by the Tagus',
      caption:
        'Tonight, the sunset food tour in Lisbon: eight tastings from custard tarts to grilled sardines.',
      entities: ['Sunset Food Tour, Lisbon'],
      durationSec: 50,
    },
    {
      title: 'Overnight to the Alps',
      caption:
        'A night train couchette takes us north; neck pillow and sleep mask make all the difference.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Glacier Express views',
      caption:
        'With a scenic rail day pass for Switzerland, we ride over Alpine passes past frozen lakes.',
      entities: ['Scenic Rail Day Pass, Switzerland'],
      durationSec: 45,
    },
    {
      title: 'Quiet carriage',
      caption: 'Seven hours on trains today, made quiet by the Lumière Gear Aurore 3 headphones.',
      entities: ['Lumière Gear', 'Aurore 3 Noise-Cancelling Headphones'],
      durationSec: 30,
    },
    {
      title: 'Packing light',
      caption:
        'Our producer’s secret: the Wanderhaus Strada backpack and packing cubes for a week in three countries.',
      entities: ['Wanderhaus', 'Strada Travel Backpack'],
      durationSec: 35,
    },
    {
      title: 'Museums of Vienna',
      caption:
        'In Vienna, skip-the-line museum entry saves an hour; the city transit card covers the rest.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Until next time',
      caption:
        'From the Tagus to the Alps with one Valmont Voyage bag. Next week: Copenhagen by bike.',
      entities: ['Valmont Voyage'],
      durationSec: 25,
    },
  ],
}
