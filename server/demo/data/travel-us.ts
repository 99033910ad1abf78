import type { Section } from './types'

/** InTravel US: road trips, national parks and cities of the United States. */
export const travelUs: Section = {
  channelId: 'intravel-us',
  region: 'us',
  currency: 'USD',
  vendors: [
    { name: 'Route Forty Outfitters', path: 'products' },
    { name: 'Open Road Supply', path: 'shop' },
    { name: 'Canyon & Co.', path: 'p' },
    { name: 'Interstate Travel Mart', path: 'item' },
    { name: 'Pioneer Camp Store', path: 'products' },
    { name: 'Mile Marker Books', path: 'books' },
  ],
  ticketVendors: [
    { name: 'ParkPass Direct', path: 'passes' },
    { name: 'SkyView Tours', path: 'tours' },
  ],
  lines: [
    {
      key: 'roadtrip',
      category: 'Road trip gear',
      nouns: [
        ['Rooftop Cargo Box', 449, 899],
        ['Electric Cooler', 249, 799],
        ['Hard-Sided Cooler', 149, 399],
        ['Car Seat Organizer', 19, 45],
        ['Dash Camera', 79, 249],
      ],
      sentences: [
        'Built for long miles on the interstate and washboard dirt roads.',
        'Keeps drinks cold for days between gas stations in the desert.',
        'A favourite of van-lifers and families on summer road trips.',
      ],
    },
    {
      key: 'campout',
      category: 'Camping and national parks',
      nouns: [
        ['Car Camping Tent', 199, 549],
        ['Camp Chair', 49, 149],
        ['Lantern', 29, 89],
        ['Bear Canister', 79, 99],
        ['Hydration Pack', 49, 139],
      ],
      sentences: [
        'Ready for campgrounds from Yosemite to the Great Smoky Mountains.',
        'Sets up fast at dusk after a long day of driving.',
        '{brand} tested it through a summer in western national parks.',
      ],
    },
    {
      key: 'guide',
      category: 'Road trip guides',
      series: 'before',
      brandInTitle: false,
      nouns: [
        ['Route 66 Road Trip Guide', 19, 29],
        ['National Parks Atlas', 29, 49],
        ['Pacific Coast Highway Guide', 19, 27],
        ['Great Smoky Mountains Trail Guide', 15, 24],
        ['New Orleans City Guide', 15, 22],
        ['Utah Canyon Country Guide', 18, 26],
        ['Blue Ridge Parkway Guide', 17, 25],
        ['Florida Keys Guide', 16, 24],
        ['Alaska Highway Guide', 22, 32],
      ],
      sentences: [
        'Mile-by-mile routes, diners, motels and viewpoints you would otherwise drive past.',
        'Updated with park reservation rules and seasonal road closures.',
      ],
    },
    {
      key: 'luggage',
      category: 'Luggage',
      nouns: [
        ['Carry-On Luggage', 149, 399],
        ['Duffel Bag', 69, 179],
        ['Travel Backpack', 99, 229],
        ['Garment Bag', 79, 169],
      ],
      sentences: [
        'Fits domestic carry-on limits and survives a season of checked flights.',
        'Tough ballistic nylon with a lifetime warranty from {brand}.',
        'Made for weekend city breaks and cross-country flights.',
      ],
    },
    {
      key: 'sun',
      category: 'Hats and sun gear',
      nouns: [
        ['Wide-Brim Sun Hat', 29, 69],
        ['Polarized Sunglasses', 49, 189],
        ['Sun Hoodie', 39, 79],
        ['Cooling Towel', 12, 24],
      ],
      sentences: [
        'Made for desert hikes where the shade is a long way off.',
        'Light, packable and rated UPF 50.',
        'Cuts glare on long drives and bright canyon trails.',
      ],
    },
  ],
  brands: [
    { name: 'Mesa Trail', lines: ['campout', 'sun'], codes: ['MT', 'Arches', 'Zion'] },
    { name: 'Highway Hound', lines: ['roadtrip'], codes: ['HH', 'Cruiser', 'Overland'] },
    { name: 'Frontier Cold', lines: ['roadtrip'], codes: ['FC', 'Glacier'] },
    {
      name: 'Lone Pine Press',
      lines: ['guide'],
      codes: ['Road Ready', 'Backroads', 'Weekender', 'Pocket', 'Deluxe'],
    },
    { name: 'Baggage Bros.', lines: ['luggage'], codes: ['BB', 'Metro', 'Layover'] },
    { name: 'Sundog Outfitters', lines: ['sun', 'campout'], codes: ['SD', 'Mojave'] },
  ],
  tickets: [
    {
      key: 'parktour',
      category: 'National park tours',
      viator: true,
      events: [
        ['Grand Canyon Helicopter Tour', 249, 499, ['from Las Vegas', 'from Flagstaff']],
        ['Antelope Canyon Guided Tour', 89, 159, ['from Page', 'from Flagstaff', 'from Las Vegas']],
        [
          'Yellowstone Wildlife Safari',
          129,
          249,
          ['from Jackson', 'from Bozeman', 'from West Yellowstone'],
        ],
        ['Yosemite Valley Day Trip', 129, 199, ['from San Francisco', 'from Fresno']],
        ['Everglades Airboat Ride', 39, 79, ['from Miami', 'from Fort Lauderdale', 'from Naples']],
      ],
      places: [
        'from Las Vegas',
        'from Page',
        'from Jackson',
        'from San Francisco',
        'from Miami',
        'from Flagstaff',
      ],
      sentences: [
        'Hotel pick-up {place}, an expert guide and time for photos at every viewpoint.',
        'Park entrance fees, water and snacks are included.',
        'Morning departures beat the heat and the crowds.',
      ],
    },
    {
      key: 'citytour',
      category: 'City tours',
      viator: true,
      events: [
        ['Architecture River Cruise', 39, 59, ['Chicago']],
        ['French Quarter Food Walk', 59, 99, ['New Orleans']],
        ['Harbor Sunset Cruise', 45, 89, ['Boston', 'San Diego', 'Seattle', 'Charleston']],
        ['Music History Walking Tour', 25, 49, ['Nashville', 'Memphis', 'New Orleans', 'Austin']],
      ],
      places: ['Chicago', 'New Orleans', 'Boston', 'Nashville', 'San Diego', 'Seattle'],
      sentences: [
        'The best way to see {place} in a couple of hours, with a local who loves it.',
        'Tickets are mobile; arrive fifteen minutes before the start.',
      ],
    },
    {
      key: 'pass',
      variants: ['Adult', 'Child'],
      category: 'City passes',
      viator: false,
      events: [
        ['City Attractions Pass', 89, 149],
        ['Three-Day Museum Pass', 49, 99],
      ],
      places: ['New York', 'San Francisco', 'Chicago', 'Washington, D.C.', 'Philadelphia'],
      sentences: [
        'One pass covers entry to the best-known sights of {place}.',
        'Delivered digitally and valid from the first day you use it.',
      ],
    },
  ],
  featured: [
    {
      type: 'product',
      line: 'roadtrip',
      title: 'Highway Hound Overland 4 Rooftop Cargo Box',
      brand: 'Highway Hound',
      model: 'Overland 4 Rooftop Cargo Box',
      category: 'Road trip gear',
      description:
        'Sixteen cubic feet of lockable roof storage that opens from both sides. Fits most crossbars in ten minutes.',
      vendor: 'Open Road Supply',
      price: 649,
    },
    {
      type: 'product',
      line: 'roadtrip',
      title: 'Frontier Cold Glacier 7 Electric Cooler',
      brand: 'Frontier Cold',
      model: 'Glacier 7 Electric Cooler',
      category: 'Road trip gear',
      description:
        'A 45-quart compressor cooler that runs off the car socket and freezes down to zero degrees. App control included.',
      vendor: 'Route Forty Outfitters',
      price: 599,
    },
    {
      type: 'product',
      line: 'guide',
      title: 'Road Ready Route 66 Road Trip Guide',
      brand: 'Lone Pine Press',
      model: 'Road Ready Route 66 Road Trip Guide',
      category: 'Road trip guides',
      description:
        'All 2,448 miles from Chicago to Santa Monica, with diners, neon signs and motels, state by state.',
      vendor: 'Mile Marker Books',
      price: 24,
    },
    {
      type: 'ticket',
      line: 'parktour',
      title: 'Grand Canyon Helicopter Tour, from Las Vegas',
      brand: null,
      model: null,
      category: 'National park tours',
      description:
        'Fly over the Hoover Dam and land below the rim of the Grand Canyon for a picnic. Hotel pick-up on the Strip.',
      vendor: 'Viator',
      price: 449,
    },
    {
      type: 'ticket',
      line: 'citytour',
      title: 'Architecture River Cruise, Chicago',
      brand: null,
      model: null,
      category: 'City tours',
      description:
        'Ninety minutes on the Chicago River past more than forty landmark buildings, with a docent’s commentary.',
      vendor: 'SkyView Tours',
      price: 52,
    },
    {
      type: 'deal',
      line: 'campout',
      title: 'Bundle: Mesa Trail Arches 6 Car Camping Tent + Camp Chair',
      brand: 'Mesa Trail',
      model: 'Arches 6 Car Camping Tent',
      category: 'Camping and national parks',
      description:
        'A six-person car camping tent and a camp chair together, 15% less than buying them apart.',
      vendor: 'Pioneer Camp Store',
      price: 399,
    },
  ],
  program: [
    {
      title: 'Leaving Chicago',
      caption:
        'Our road trip starts in Chicago with a Highway Hound Overland 4 cargo box on the roof and Route 66 ahead.',
      entities: ['Highway Hound', 'Overland 4 Rooftop Cargo Box'],
      durationSec: 40,
    },
    {
      title: 'From the river',
      caption:
        'Before we go, the architecture river cruise in Chicago, past forty landmark towers.',
      entities: ['Architecture River Cruise, Chicago'],
      durationSec: 45,
    },
    {
      title: 'Mother Road',
      caption: 'The Road Ready Route 66 guide points us to a neon-lit diner in Missouri.',
      entities: ['Road Ready Route 66 Road Trip Guide'],
      durationSec: 35,
    },
    {
      title: 'Cold drinks in the desert',
      caption: 'It is 104 degrees in Arizona; the Frontier Cold Glacier 7 keeps the drinks icy.',
      entities: ['Frontier Cold', 'Glacier 7 Electric Cooler'],
      durationSec: 30,
    },
    {
      title: 'Camp under the stars',
      caption:
        'A campground near the canyon rim: camp chairs out, lantern on, and the tent up before dark.',
      entities: ['Mesa Trail', 'Arches 6 Car Camping Tent'],
      durationSec: 50,
    },
    {
      title: 'Over the canyon',
      caption:
        'Then the big one: a Grand Canyon helicopter tour from Las Vegas, landing below the rim.',
      entities: ['Grand Canyon Helicopter Tour, from Las Vegas'],
      durationSec: 45,
    },
    {
      title: 'Sun safety',
      caption:
        'Desert hikes call for a wide-brim sun hat, polarized sunglasses and more water than you think.',
      entities: [],
      durationSec: 35,
    },
    {
      title: 'Through the parks',
      caption:
        'An annual national parks pass pays for itself by the third park; we are on our fifth.',
      entities: [],
      durationSec: 30,
    },
    {
      title: 'Pacific at last',
      caption:
        'The Santa Monica pier, the end of the road. Unpacking the carry-on luggage for a night in a real bed.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Next week',
      caption:
        'Next week: the Pacific Coast Highway, with the Highway Hound box still on the roof.',
      entities: ['Highway Hound'],
      durationSec: 25,
    },
  ],
}
