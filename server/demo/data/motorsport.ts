import type { Section } from './types'

/** Maxports: Formula cars, rallies and superbikes. */
export const motorsport: Section = {
  channelId: 'maxports',
  currency: 'USD',
  vendors: [
    { name: 'Pit Lane Shop', path: 'products' },
    { name: 'Chequered Flag Store', path: 'shop' },
    { name: 'Sim Racing Garage', path: 'p' },
    { name: 'Apex Scale Models', path: 'models' },
    { name: 'Paddock Wear', path: 'item' },
    { name: 'Trackday Parts Co.', path: 'products' },
  ],
  ticketVendors: [
    { name: 'GridPass Tickets', path: 'events' },
    { name: 'Circuit Box Office', path: 'tickets' },
  ],
  lines: [
    {
      key: 'sim',
      category: 'Sim racing',
      nouns: [
        ['Direct Drive Wheel Base', 399, 1199],
        ['Formula Steering Wheel', 249, 699],
        ['Load Cell Pedals', 199, 599],
        ['Sim Racing Cockpit', 299, 899],
        ['Sequential Shifter', 99, 249],
      ],
      sentences: [
        'Used by esports drivers and real racers practising between race weekends.',
        'Strong, detailed force feedback you feel through every kerb.',
        'Compatible with PC and current consoles, with quick-release mounting.',
      ],
    },
    {
      key: 'model',
      category: 'Die-cast models',
      nouns: [
        ['1:18 Formula Car Model', 129, 249],
        ['1:43 Rally Car Model', 49, 99],
        ['1:12 Superbike Model', 89, 199],
        ['1:18 Le Mans Prototype Model', 129, 229],
      ],
      sentences: [
        'Hand-assembled with more than a hundred parts and exact race livery.',
        'A numbered limited edition in a display case.',
        '{brand} builds each model from the team’s own CAD data.',
      ],
    },
    {
      key: 'teamwear',
      category: 'Team apparel',
      nouns: [
        ['Team Polo', 59, 99],
        ['Team Softshell Jacket', 119, 199],
        ['Team Cap', 29, 49],
        ['Driver Replica T-Shirt', 39, 69],
      ],
      sentences: [
        'The same kit the pit crew wears on the grid.',
        'Official team merchandise for this racing season.',
        'Lightweight and breathable for hot days in the grandstand.',
      ],
    },
    {
      key: 'rider',
      category: 'Riding and racing gear',
      nouns: [
        ['Full-Face Racing Helmet', 399, 1299],
        ['Leather Race Suit', 899, 1999],
        ['Racing Gloves', 99, 249],
        ['Kart Racing Suit', 149, 349],
        ['Racing Boots', 149, 399],
      ],
      sentences: [
        'FIA- and ECE-certified protection for track days and club racing.',
        'Built on what {brand} learned in the superbike paddock.',
        'Comfortable over a long stint, with armour where it matters.',
      ],
    },
    {
      key: 'garage',
      category: 'Garage and car care',
      nouns: [
        ['Low-Profile Trolley Jack', 129, 299],
        ['Torque Wrench', 59, 179],
        ['Tyre Pressure Gauge', 19, 59],
        ['Ceramic Car Wax', 19, 49],
        ['Track Day Tyre Warmers', 399, 899],
      ],
      sentences: [
        'Pit-lane quality tools for the home garage.',
        'Made for track-day regulars who work on their own cars.',
        'Accurate, tough and easy to use with gloves on.',
      ],
    },
  ],
  brands: [
    { name: 'Gridline Sim', lines: ['sim'], codes: ['GS', 'Podium', 'Monza'] },
    { name: 'Veloce Scale', lines: ['model'], codes: ['VS', 'Heritage'] },
    { name: 'Apex Torque', lines: ['garage', 'teamwear'], codes: ['AT', 'Paddock'] },
    { name: 'Scuderia Nova', lines: ['teamwear', 'model'], codes: ['SN', 'Corsa'] },
    { name: 'Kurbline', lines: ['rider'], codes: ['KL', 'Chicane', 'Parabolica'] },
    { name: 'Redmist Racing', lines: ['rider', 'sim', 'garage'], codes: ['RR', 'Slipstream'] },
  ],
  tickets: [
    {
      key: 'raceday',
      variants: ['General Admission', 'Grandstand', 'Hospitality'],
      category: 'Race tickets',
      viator: false,
      events: [
        [
          'Grand Prix Weekend Pass',
          199,
          899,
          ['Austin', 'Miami', 'Monza', 'Silverstone', 'Spa-Francorchamps'],
        ],
        [
          'Grand Prix Sunday Grandstand',
          149,
          549,
          ['Austin', 'Miami', 'Monza', 'Silverstone', 'Spa-Francorchamps'],
        ],
        ['Superbike Race Day', 49, 129, ['Laguna Seca', 'Silverstone', 'Assen', 'Road America']],
        ['Rally Stage Spectator Pass', 25, 69, ['Wales', 'Finland', 'Portugal', 'Sardinia']],
        ['Endurance Race Weekend', 79, 249, ['Le Mans', 'Sebring', 'Daytona', 'Spa-Francorchamps']],
      ],
      places: ['Austin', 'Miami', 'Monza', 'Silverstone', 'Spa-Francorchamps', 'Laguna Seca'],
      sentences: [
        'Grandstand seats with a view of the main straight and the big screen in {place}.',
        'Includes paddock fan zone access, support races and the driver parade.',
        'E-tickets arrive a week before the race, with parking options.',
      ],
    },
    {
      key: 'drive',
      variants: ['Weekday', 'Weekend'],
      category: 'Driving experiences',
      viator: true,
      events: [
        ['Track Day Experience', 299, 799],
        ['Supercar Hot Lap', 99, 249],
        ['Rally Driving Lesson', 199, 449],
        ['Karting Grand Prix', 59, 129],
      ],
      places: ['Las Vegas', 'Silverstone', 'Nürburgring', 'Orlando', 'Barcelona'],
      sentences: [
        'A safety briefing, instructor laps and then your turn at the wheel in {place}.',
        'Helmet, suit and timing are included; a valid licence is required.',
        'Photos and in-car video of your laps are available to buy.',
      ],
    },
  ],
  featured: [
    {
      type: 'product',
      line: 'sim',
      title: 'Gridline Sim Podium 12 Direct Drive Wheel Base',
      brand: 'Gridline Sim',
      model: 'Podium 12 Direct Drive Wheel Base',
      category: 'Sim racing',
      description:
        'Twelve newton-metres of direct drive torque, the wheel base our esports driver uses between race weekends.',
      vendor: 'Sim Racing Garage',
      price: 899,
    },
    {
      type: 'product',
      line: 'model',
      title: 'Veloce Scale Heritage 3 1:18 Formula Car Model',
      brand: 'Veloce Scale',
      model: 'Heritage 3 1:18 Formula Car Model',
      category: 'Die-cast models',
      description:
        'A 1:18 model of this season’s title-winning car, with working steering and a numbered display base.',
      vendor: 'Apex Scale Models',
      price: 219,
    },
    {
      type: 'product',
      line: 'rider',
      title: 'Kurbline Chicane 7 Full-Face Racing Helmet',
      brand: 'Kurbline',
      model: 'Chicane 7 Full-Face Racing Helmet',
      category: 'Riding and racing gear',
      description:
        'A carbon full-face helmet with a wide visor and race spoiler, certified for the track.',
      vendor: 'Trackday Parts Co.',
      price: 949,
    },
    {
      type: 'product',
      line: 'teamwear',
      title: 'Scuderia Nova Corsa 1 Team Softshell Jacket',
      brand: 'Scuderia Nova',
      model: 'Corsa 1 Team Softshell Jacket',
      category: 'Team apparel',
      description:
        'The team’s official softshell in race red, as worn by the pit crew on a cold morning in the paddock.',
      vendor: 'Paddock Wear',
      price: 169,
    },
    {
      type: 'ticket',
      line: 'raceday',
      title: 'Grand Prix Weekend Pass, Austin',
      brand: null,
      model: null,
      category: 'Race tickets',
      description:
        'Three days of practice, qualifying and the race, with a grandstand seat above the first corner.',
      vendor: 'GridPass Tickets',
      price: 649,
    },
    {
      type: 'ticket',
      line: 'drive',
      title: 'Supercar Hot Lap, Las Vegas',
      brand: null,
      model: null,
      category: 'Driving experiences',
      description:
        'Three laps in the passenger seat of a supercar with a racing driver at the wheel, then a track walk.',
      vendor: 'Viator',
      price: 179,
    },
  ],
  program: [
    {
      title: 'Lights out',
      caption:
        'Lights out in Austin and it is a clean start. The Scuderia Nova car holds the lead into turn one.',
      entities: ['Scuderia Nova'],
      durationSec: 45,
    },
    {
      title: 'Pit stop',
      caption:
        'A two-point-three second pit stop: crew in Scuderia Nova Corsa 1 softshells, torque wrench and tyre warmers at the ready.',
      entities: ['Corsa 1 Team Softshell Jacket'],
      durationSec: 30,
    },
    {
      title: 'Tyre strategy',
      caption:
        'Tyre pressure and temperature decide this race; the soft compound is dropping off after twelve laps.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Sim racer’s view',
      caption:
        'Our esports driver recreates the lap at home on the Gridline Sim Podium 12 wheel base.',
      entities: ['Gridline Sim', 'Podium 12 Direct Drive Wheel Base'],
      durationSec: 45,
    },
    {
      title: 'Champion’s car',
      caption: 'The title-winning car is now a 1:18 model: the Veloce Scale Heritage 3.',
      entities: ['Veloce Scale Heritage 3 1:18 Formula Car Model'],
      durationSec: 30,
    },
    {
      title: 'Superbike battle',
      caption:
        'Elbow to elbow at the hairpin; the leader’s Kurbline Chicane 7 helmet glints in the sun.',
      entities: ['Kurbline', 'Chicane 7 Full-Face Racing Helmet'],
      durationSec: 40,
    },
    {
      title: 'Rally stage',
      caption:
        'Gravel, jumps and a 1:43 rally car model moment: the rally stage spectators are cheering on the bank.',
      entities: [],
      durationSec: 35,
    },
    {
      title: 'Get to the race',
      caption:
        'Grand Prix weekend pass in Austin: practice, qualifying and the race from the first corner.',
      entities: ['Grand Prix Weekend Pass, Austin'],
      durationSec: 40,
    },
    {
      title: 'Ride along',
      caption: 'Feel the speed yourself with a supercar hot lap in Las Vegas.',
      entities: ['Supercar Hot Lap, Las Vegas'],
      durationSec: 30,
    },
    {
      title: 'Chequered flag',
      caption: 'Chequered flag! Victory for Scuderia Nova, and the racing gloves go up in the air.',
      entities: ['Scuderia Nova'],
      durationSec: 25,
    },
  ],
}
