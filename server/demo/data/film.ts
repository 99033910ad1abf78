import type { Section } from './types'

/** Invented films and series of the demo; their names are the series codes of the lines. */
const FILMS_A = [
  'The Ninth Meridian',
  'Glasswater',
  'Kingdom of Static',
  'Paper Lanterns',
  'The Long Orbit',
  'Crimson Vale',
]
const FILMS_B = [
  'Harbor of Ash',
  'The Quiet Frontier',
  'Nightfall Protocol',
  'Saltmarsh',
  'Under a Copper Sky',
  'Wolves of Aldermoor',
]
const SERIES = [
  'Cold Harbour',
  'The Syndicate Files',
  'Blackwater Station',
  'Meridian Heights',
  'Dust and Thunder',
  'The Lighthouse Keepers',
  'Ironbridge',
  'Small Town Saints',
  'Night Shift at Mercy',
  'The Vintner’s Daughter',
]

/** Lionsgate: films and series, premieres, trailers and collector editions. */
export const film: Section = {
  channelId: 'lionsgate',
  currency: 'USD',
  vendors: [
    { name: 'Reel Collectors', path: 'products' },
    { name: 'Silver Screen Outlet', path: 'shop' },
    { name: 'Home Theater Hub', path: 'p' },
    { name: 'Frame by Frame Media', path: 'item' },
    { name: 'Cinephile Corner', path: 'products' },
    { name: 'Vinyl Reel Records', path: 'records' },
  ],
  ticketVendors: [
    { name: 'ScreenSeat Tickets', path: 'tickets' },
    { name: 'FestivalGo', path: 'passes' },
  ],
  lines: [
    {
      key: 'disc',
      category: 'Films on 4K and Blu-ray',
      series: 'before',
      brandInTitle: false,
      nouns: [
        ['4K Ultra HD Collector’s Edition', 34, 59],
        ['4K Steelbook', 24, 44],
        ['Blu-ray', 14, 24],
        ['Director’s Cut Blu-ray', 19, 32],
      ],
      sentences: [
        'Restored from the original camera negative, with Dolby Vision and Dolby Atmos.',
        'Includes a making-of documentary, deleted scenes and the director’s commentary.',
        'A must for collectors, with new artwork and a booklet of production stills.',
      ],
    },
    {
      key: 'boxset',
      category: 'TV series box sets',
      series: 'before',
      brandInTitle: false,
      nouns: [
        ['Season One Blu-ray', 19, 35],
        ['Season Two Blu-ray', 19, 35],
        ['Season Three Blu-ray', 19, 35],
        ['Complete Series Box Set', 59, 119],
        ['Complete Series Collector’s Box', 99, 179],
      ],
      sentences: [
        'Every episode remastered in high definition, with cast commentaries.',
        'Binge the whole story, plus behind-the-scenes featurettes.',
      ],
    },
    {
      key: 'cinema',
      category: 'Home cinema',
      nouns: [
        ['Laser Projector', 999, 2999],
        ['Soundbar', 199, 899],
        ['Projector Screen', 149, 499],
        ['Streaming Media Player', 49, 129],
        ['AV Receiver', 399, 1299],
      ],
      sentences: [
        'Brings the cinema home, with deep blacks and room-filling sound.',
        'Calibrated for films: 4K, HDR and a true 24 frames a second.',
        '{brand} tunes it with mixing engineers from the film industry.',
      ],
    },
    {
      key: 'memorabilia',
      category: 'Posters and memorabilia',
      series: 'before',
      brandInTitle: false,
      nouns: [
        ['Theatrical Poster', 25, 45],
        ['Limited Art Print', 59, 149],
        ['Replica Prop', 79, 299],
        ['Enamel Pin Set', 12, 25],
      ],
      sentences: [
        'Officially licensed and numbered, with a certificate of authenticity.',
        'Printed on archival paper from the original studio artwork.',
        'A centrepiece for any fan’s shelf or wall.',
      ],
    },
    {
      key: 'score',
      category: 'Soundtracks and vinyl',
      series: 'before',
      brandInTitle: false,
      nouns: [
        ['Original Score Vinyl', 29, 49],
        ['Soundtrack CD', 12, 19],
        ['Deluxe Double Vinyl', 39, 59],
        ['Score Cassette', 12, 18],
      ],
      sentences: [
        'The complete original score, remastered from the session tapes.',
        'Pressed on 180-gram coloured vinyl with a gatefold sleeve.',
      ],
    },
  ],
  brands: [
    { name: 'Meridian Vault', lines: ['disc', 'memorabilia'], codes: FILMS_A },
    { name: 'Northlight Home Video', lines: ['disc', 'memorabilia'], codes: FILMS_B },
    { name: 'Northlight Television', lines: ['boxset'], codes: SERIES },
    { name: 'Scoreline Records', lines: ['score'], codes: [...FILMS_A, ...FILMS_B] },
    { name: 'Lumenreel', lines: ['cinema'], codes: ['LR', 'Marquee', 'Projectionist'] },
    { name: 'Cinevox', lines: ['cinema'], codes: ['CV', 'Premiere', 'Auditorium'] },
  ],
  tickets: [
    {
      key: 'screening',
      variants: ['Standard Seat', 'Premium Seat'],
      category: 'Premieres and screenings',
      viator: false,
      events: [
        ['Red Carpet Premiere: Kingdom of Static', 49, 199],
        ['Opening Night: The Ninth Meridian', 15, 29],
        ['Director Q&A Screening: Harbor of Ash', 19, 39],
        ['Anniversary Screening: Crimson Vale', 12, 25],
        ['Double Bill: Glasswater and Saltmarsh', 19, 35],
      ],
      places: ['Los Angeles', 'New York', 'Toronto', 'London', 'Austin', 'Atlanta'],
      sentences: [
        'Reserved seating in the main auditorium in {place}.',
        'Doors open thirty minutes early; arrive in time for the introduction.',
        'The screening is followed by a conversation with cast and crew.',
      ],
    },
    {
      key: 'festival',
      variants: ['Student', 'Industry'],
      category: 'Film festival passes',
      viator: false,
      events: [
        ['Film Festival Day Pass', 39, 99],
        ['Film Festival Weekend Pass', 99, 249],
      ],
      places: ['Toronto', 'Austin', 'Park City', 'Telluride', 'Savannah'],
      sentences: [
        'Access to every public screening of the day in {place}, subject to seating.',
        'Includes panels, filmmaker talks and the festival lounge.',
      ],
    },
    {
      key: 'studio',
      category: 'Studio and film location tours',
      viator: true,
      events: [
        ['Backlot Studio Tour', 59, 119],
        ['Film Locations Walking Tour', 25, 45],
      ],
      places: ['Los Angeles', 'Atlanta', 'Vancouver', 'New York', 'Albuquerque'],
      sentences: [
        'Walk the sets and streets where famous scenes were shot in {place}.',
        'A guide with stories from the production crews, and time for photos.',
      ],
    },
  ],
  featured: [
    {
      type: 'product',
      line: 'disc',
      title: 'The Ninth Meridian 4K Ultra HD Collector’s Edition',
      brand: 'Meridian Vault',
      model: 'The Ninth Meridian 4K Ultra HD Collector’s Edition',
      category: 'Films on 4K and Blu-ray',
      description:
        'The space thriller restored in 4K with Dolby Atmos, three hours of extras and a steel case with new artwork.',
      vendor: 'Reel Collectors',
      price: 49,
    },
    {
      type: 'product',
      line: 'cinema',
      title: 'Cinevox Premiere 5 Soundbar',
      brand: 'Cinevox',
      model: 'Premiere 5 Soundbar',
      category: 'Home cinema',
      description:
        'A 5.1.2 soundbar with up-firing speakers and a wireless subwoofer, tuned for dialogue and explosions alike.',
      vendor: 'Home Theater Hub',
      price: 549,
    },
    {
      type: 'product',
      line: 'cinema',
      title: 'Lumenreel Marquee 4K Laser Projector',
      brand: 'Lumenreel',
      model: 'Marquee 4K Laser Projector',
      category: 'Home cinema',
      description:
        'A short-throw 4K laser projector that fills a 120-inch wall from a few inches away. 3,000 lumens and HDR.',
      vendor: 'Silver Screen Outlet',
      price: 2199,
    },
    {
      type: 'product',
      line: 'boxset',
      title: 'Cold Harbour Complete Series Box Set',
      brand: 'Northlight Television',
      model: 'Cold Harbour Complete Series Box Set',
      category: 'TV series box sets',
      description:
        'All four seasons of the coastal crime drama on Blu-ray, with commentaries and an unaired pilot.',
      vendor: 'Frame by Frame Media',
      price: 89,
    },
    {
      type: 'ticket',
      line: 'screening',
      title: 'Red Carpet Premiere: Kingdom of Static, Los Angeles',
      brand: null,
      model: null,
      category: 'Premieres and screenings',
      description:
        'Walk the red carpet, watch the premiere with the cast and stay for the after-screening talk.',
      vendor: 'ScreenSeat Tickets',
      price: 149,
    },
    {
      type: 'deal',
      line: 'disc',
      title: '25% off the Harbor of Ash 4K Steelbook',
      brand: 'Northlight Home Video',
      model: 'Harbor of Ash 4K Steelbook',
      category: 'Films on 4K and Blu-ray',
      description:
        'Save 25% on the limited steelbook of the harbour-town thriller. The price shown includes the discount.',
      vendor: 'Cinephile Corner',
      price: 26,
    },
  ],
  program: [
    {
      title: 'Trailer: The Ninth Meridian',
      caption:
        'Coming home in 4K: The Ninth Meridian collector’s edition, with three hours of extras.',
      entities: ['The Ninth Meridian 4K Ultra HD Collector’s Edition', 'Meridian Vault'],
      durationSec: 40,
    },
    {
      title: 'Behind the scenes',
      caption:
        'The director talks about shooting the space scenes on practical sets and the restored score.',
      entities: [],
      durationSec: 45,
    },
    {
      title: 'Red carpet',
      caption: 'Live from the red carpet premiere of Kingdom of Static in Los Angeles.',
      entities: ['Red Carpet Premiere: Kingdom of Static, Los Angeles'],
      durationSec: 50,
    },
    {
      title: 'Home cinema setup',
      caption:
        'To watch it like the director intended: the Lumenreel Marquee 4K laser projector and a big screen.',
      entities: ['Lumenreel', 'Marquee 4K Laser Projector'],
      durationSec: 35,
    },
    {
      title: 'Sound matters',
      caption:
        'Dialogue you can hear and explosions you can feel, on the Cinevox Premiere 5 soundbar.',
      entities: ['Cinevox Premiere 5 Soundbar'],
      durationSec: 30,
    },
    {
      title: 'Series catch-up',
      caption:
        'Catch up on all four seasons before the finale: Cold Harbour complete series box set.',
      entities: ['Cold Harbour Complete Series Box Set'],
      durationSec: 40,
    },
    {
      title: 'Collector’s corner',
      caption:
        'Numbered art prints, theatrical posters and replica props from the archive, for fans of the films.',
      entities: [],
      durationSec: 35,
    },
    {
      title: 'Steelbook of the week',
      caption: 'This week’s pick, 25% off: the Harbor of Ash 4K Steelbook.',
      entities: ['Harbor of Ash 4K Steelbook'],
      durationSec: 30,
    },
    {
      title: 'Festival season',
      caption:
        'Festival season opens in Toronto: day passes, weekend passes and premieres every evening.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Coming up',
      caption: 'After the break, an interview from the Meridian Vault restoration lab.',
      entities: ['Meridian Vault'],
      durationSec: 25,
    },
  ],
}
