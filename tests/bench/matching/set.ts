// The labelled development set of matching: what a viewer hears on each demo channel, and
// which items would fit on screen at that moment. Written for the bench, in the words of
// commentators, hosts, chefs and guides; never the catalog's own sentences or titles, and
// most captions avoid the category's words too, so only a matcher that follows the meaning
// finds them. About one caption in seven names a brand, model or event of the demo catalog the
// way a presenter would, for exact matches. Labels are strict: a whole category is acceptable
// only when what it holds would fit the moment (a surf caption: surfboards and wetsuits); when
// only part of it would, only those titles are (a soup being blended: blenders, not air fryers).

/**
 * What counts as a fitting item: its category is one of `categories` (the demo catalog's
 * exact strings; its deals and tickets included), or its title matches one of `titles`.
 */
export type Acceptance = { categories?: readonly string[]; titles?: readonly RegExp[] }

/** One caption of the set, on the demo channel it airs on. */
export type LabelledCaption = {
  id: string
  channelId: string
  caption: string
  accept: Acceptance
}

/** The set: 8 captions for each of the 12 demo channels, in DEMO_CHANNELS order. */
export const MATCHING_SET: readonly LabelledCaption[] = [
  // Danger TV: climbing, surf, snow, motocross, bikes, cameras, adventure trips and events.
  {
    id: 'danger-surf-swell',
    channelId: 'danger-tv-test',
    caption: 'The swell is building all afternoon, perfect for catching a few waves before dark.',
    accept: { categories: ['Surfboards and wetsuits'] },
  },
  {
    id: 'danger-crux',
    channelId: 'danger-tv-test',
    caption:
      'She has run out of holds on the crux, feet smearing, one finger lock, and she sticks it!',
    accept: { categories: ['Climbing gear'] },
  },
  {
    id: 'danger-cornice',
    channelId: 'danger-tv-test',
    caption:
      'Knee-deep and still dumping, he drops off the cornice and sends it straight down the face.',
    accept: { categories: ['Ski and snowboard'] },
  },
  {
    id: 'danger-lid-footage',
    channelId: 'danger-tv-test',
    caption:
      'Footage from the rider’s lid: you can feel every root and rock garden on that descent.',
    accept: {
      categories: ['Mountain bikes'],
      titles: [/Action Camera/, /Helmet Mount/, /Chest Mount/],
    },
  },
  {
    id: 'danger-gate-drop',
    channelId: 'danger-tv-test',
    caption: 'Gate drops, forty riders fight for the first turn, mud flying everywhere!',
    accept: { categories: ['Motocross gear'], titles: [/Supercross/] },
  },
  {
    id: 'danger-door-open',
    channelId: 'danger-tv-test',
    caption:
      'Ten seconds to the door, a last look at the altimeter, and out they go over the lakes.',
    accept: { titles: [/Skydive/, /Bungee/] },
  },
  {
    id: 'danger-triple-cork',
    channelId: 'danger-tv-test',
    caption:
      'Under the floodlights he hits the kicker and spins a triple cork, and the crowd erupts.',
    accept: {
      titles: [/Big Air/, /Slopestyle/, /Snowboard/, /Skis\b/, /Ski Goggles/, /Snow Helmet/],
    },
  },
  {
    id: 'danger-named-cragline',
    channelId: 'danger-tv-test',
    caption: 'Cragline clipped through the last bolt and she has got the send!',
    accept: { categories: ['Climbing gear'], titles: [/Cragline/] },
  },

  // WeDoSport: football, tennis, running, cycling, recovery, tickets and race entries.
  {
    id: 'sport-top-corner',
    channelId: 'wedosport',
    caption: 'What a strike from outside the box, top corner, the keeper had no chance!',
    accept: { categories: ['Football gear', 'Fan wear and jerseys', 'Match tickets'] },
  },
  {
    id: 'sport-break-point',
    channelId: 'wedosport',
    caption: 'Break point down, she serves out wide and follows it in to the net.',
    accept: { categories: ['Tennis rackets and gear', 'Tennis tickets'] },
  },
  {
    id: 'sport-sub-three',
    channelId: 'wedosport',
    caption:
      'Twenty-six miles in his legs and he is still holding sub-three pace past the last water station.',
    accept: { categories: ['Running shoes and gear'], titles: [/Marathon Entry/] },
  },
  {
    id: 'sport-peloton',
    channelId: 'wedosport',
    caption: 'The bunch is strung out on the climb and the domestiques have nothing left to give.',
    accept: { categories: ['Road cycling'], titles: [/Gran Fondo/] },
  },
  {
    id: 'sport-away-end',
    channelId: 'wedosport',
    caption: 'Sixty thousand in the stands and the away end is bouncing before the whistle.',
    accept: { categories: ['Match tickets', 'Fan wear and jerseys'] },
  },
  {
    id: 'sport-hamstring',
    channelId: 'wedosport',
    caption:
      'He pulls up clutching the back of his thigh; the medical staff work on it by the touchline.',
    accept: { categories: ['Training and recovery'] },
  },
  {
    id: 'sport-named-netcraft',
    channelId: 'wedosport',
    caption:
      'The Netcraft Topspin 100 in her hand, and that is another forehand winner down the line.',
    accept: { categories: ['Tennis rackets and gear'], titles: [/Netcraft Topspin 100/] },
  },
  {
    id: 'sport-named-berlin',
    channelId: 'wedosport',
    caption: 'Places for the Berlin marathon close on Friday, so get your name down now.',
    accept: { categories: ['Running shoes and gear'], titles: [/Marathon Entry/] },
  },

  // Wild TV: fishing, glassing, trail cameras, hunting clothes, camping, wildlife trips.
  {
    id: 'wild-fish-on',
    channelId: 'wildtv',
    caption: 'Fish on! Hear that clicking as he peels off line towards the lily pads.',
    accept: {
      categories: ['Fishing reels', 'Fishing rods', 'Lures and tackle', 'Guided fishing'],
    },
  },
  {
    id: 'wild-glassing',
    channelId: 'wildtv',
    caption:
      'Glassing the far ridge at first light, there is a bull elk feeding just under the timber.',
    accept: { categories: ['Binoculars and scopes', 'Hunting and outdoor apparel'] },
  },
  {
    id: 'wild-humpbacks',
    channelId: 'wildtv',
    caption: 'Humpbacks breaching off the bow, and the whole boat goes quiet.',
    accept: { categories: ['Binoculars and scopes'], titles: [/Whale Watching/] },
  },
  {
    id: 'wild-oak-box',
    channelId: 'wildtv',
    caption:
      'We left the little box strapped to that oak for a week, and look who wandered past at midnight.',
    accept: { categories: ['Trail cameras'] },
  },
  {
    id: 'wild-sitting-still',
    channelId: 'wildtv',
    caption:
      'Sitting motionless in the frost since before dawn, you want layers that do not make a sound.',
    accept: { categories: ['Hunting and outdoor apparel'] },
  },
  {
    id: 'wild-topwater-frog',
    channelId: 'wildtv',
    caption: 'Swap to a topwater frog and walk it slowly across the pads, then hold on.',
    accept: { categories: ['Lures and tackle'] },
  },
  {
    id: 'wild-campfire',
    channelId: 'wildtv',
    caption:
      'Fire is crackling, the kettle is on, and the sleeping bags are laid out under the pines.',
    accept: { categories: ['Camping gear', 'Camping and national parks'] },
  },
  {
    id: 'wild-named-trailhawk',
    channelId: 'wildtv',
    caption: 'That is the Trailhawk TX-9 doing the work, smooth as butter on every cast.',
    accept: { categories: ['Fishing reels'], titles: [/Trailhawk TX-9/] },
  },

  // InTravel Europe: city walks, trains, bags, gadgets, comfort, cameras, guidebooks.
  {
    id: 'eu-old-walls',
    channelId: 'intravel-eu',
    caption:
      'Cobbled alleys, tiny tapas bars, and a guide who knows the story behind every old wall.',
    accept: { categories: ['Travel guides and maps'], titles: [/Walking Tour/, /Food Tour/] },
  },
  {
    id: 'eu-bunk',
    channelId: 'intravel-eu',
    caption: 'Ten hours through the night to Vienna, and I slept like a baby in my bunk.',
    accept: { categories: ['Travel comfort'], titles: [/Night Train/] },
  },
  {
    id: 'eu-overhead-bin',
    channelId: 'intravel-eu',
    caption: 'Five cities in ten days with nothing but what fits in the overhead bin.',
    accept: { titles: [/Carry-On/, /Weekender/, /Travel Backpack/, /Packing Cube/] },
  },
  {
    id: 'eu-rooftop-sunset',
    channelId: 'intravel-eu',
    caption: 'The sun drops behind the domes and everyone on the rooftop is snapping away.',
    accept: { categories: ['Travel cameras'] },
  },
  {
    id: 'eu-phone-juice',
    channelId: 'intravel-eu',
    caption:
      'Whatever the plug in the wall looks like, your phone still needs juice after a long day.',
    accept: { titles: [/Travel Adapter/, /Power Bank/] },
  },
  {
    id: 'eu-red-eye',
    channelId: 'intravel-eu',
    caption: 'Red-eye to Rome: something soft for my neck and nothing to let the cabin lights in.',
    accept: {
      titles: [/Neck Pillow/, /Sleep Mask/, /Compression Socks/, /Noise-Cancelling/],
    },
  },
  {
    id: 'eu-swiss-window',
    channelId: 'intravel-eu',
    caption:
      'Winding up through the Swiss mountains by train, glaciers and turquoise lakes outside the window.',
    accept: { titles: [/Scenic Rail/, /by Rail Atlas/] },
  },
  {
    id: 'eu-named-rialto',
    channelId: 'intravel-eu',
    caption:
      'Our Rialto Press pocket guide swears the best pastéis in Lisbon are round this corner.',
    accept: { categories: ['Travel guides and maps'], titles: [/Rialto Press/] },
  },

  // InTravel UK: hills in the rain, whisky, castles, coach trips, knitwear, tea, guidebooks.
  {
    id: 'uk-sideways-rain',
    channelId: 'intravel-uk',
    caption: 'Horizontal rain on the ridge again, proper Lakeland weather: hood up and keep going.',
    accept: { categories: ['Walking and waterproofs'] },
  },
  {
    id: 'uk-peaty-dram',
    channelId: 'intravel-uk',
    caption: 'A wee dram of something peaty from Islay to warm us up after that hike.',
    accept: { titles: [/Single Malt/, /Distillery/] },
  },
  {
    id: 'uk-great-hall',
    channelId: 'intravel-uk',
    caption:
      'The drawbridge, the great hall, armour on every wall: this fortress has seen eight centuries.',
    accept: { titles: [/Castle/, /Palace/] },
  },
  {
    id: 'uk-coach-glens',
    channelId: 'intravel-uk',
    caption: 'The coach winds through the glens while our driver tells the legend of the monster.',
    accept: { titles: [/Loch Ness/, /Highland Castles/] },
  },
  {
    id: 'uk-cable-knit',
    channelId: 'intravel-uk',
    caption:
      'Warm as toast in this cable-knit from the islands while the gale blows in off the sea.',
    accept: { categories: ['Tweed and knitwear'] },
  },
  {
    id: 'uk-scones',
    channelId: 'intravel-uk',
    caption: 'Scones with jam first, then cream, and a proper pot of builder’s brew.',
    accept: { titles: [/Afternoon Tea/, /Tea Caddy/, /Shortbread/] },
  },
  {
    id: 'uk-page-forty',
    channelId: 'intravel-uk',
    caption:
      'Which route today? Page forty: a nine-mile loop over the tops and down to the village.',
    accept: { categories: ['Walking and waterproofs'], titles: [/Walks\b/, /Map\b/, /Coast Path/] },
  },
  {
    id: 'uk-named-fellwalker',
    channelId: 'intravel-uk',
    caption: 'Our presenter’s Fellwalker is earning its keep in this downpour.',
    accept: { categories: ['Walking and waterproofs'], titles: [/Fellwalker/] },
  },

  // InTravel US: highways, canyons, desert heat, city nights, passes, campgrounds.
  {
    id: 'us-open-highway',
    channelId: 'intravel-us',
    caption:
      'Four hundred miles of open highway today, the snacks are on ice and the playlist is ready.',
    accept: { categories: ['Road trip gear', 'Road trip guides'] },
  },
  {
    id: 'us-canyon-rim',
    channelId: 'intravel-us',
    caption: 'Standing at the rim at dawn, a mile of red rock falling away beneath our boots.',
    accept: {
      categories: ['National park tours', 'Camping and national parks'],
      titles: [/Canyon/, /National Parks Atlas/],
    },
  },
  {
    id: 'us-no-shade',
    channelId: 'intravel-us',
    caption: 'It is a hundred and ten in the shade out here, and there is not any shade.',
    accept: { categories: ['Hats and sun gear'] },
  },
  {
    id: 'us-beignets',
    channelId: 'intravel-us',
    caption:
      'Jazz spilling out of every doorway and a plate of beignets on the way down Bourbon Street.',
    accept: { titles: [/New Orleans/, /French Quarter/, /Music History/] },
  },
  {
    id: 'us-one-card',
    channelId: 'intravel-us',
    caption:
      'One card gets you into every museum and up the observation deck, and you skip the lines.',
    accept: { categories: ['City passes'] },
  },
  {
    id: 'us-bear-food',
    channelId: 'intravel-us',
    caption:
      'Pitching up as the sun sets, and the ranger reminds us to lock the food away from the bears.',
    accept: { categories: ['Camping and national parks', 'Camping gear'] },
  },
  {
    id: 'us-named-grand-canyon',
    channelId: 'intravel-us',
    caption: 'Hanging out of the chopper over the Grand Canyon: this is the trip of a lifetime.',
    accept: { categories: ['National park tours'], titles: [/Grand Canyon/] },
  },
  {
    id: 'us-named-highway-hound',
    channelId: 'intravel-us',
    caption: 'The Highway Hound up top swallows all our bags, so the back seat stays free.',
    accept: { categories: ['Road trip gear'], titles: [/Highway Hound/] },
  },

  // Just Cooking: blending, searing, knife work, dough, seasoning, temperature, a class.
  {
    id: 'cook-silky-soup',
    channelId: 'justcooking',
    caption: 'Blitz everything until the soup is silky smooth.',
    accept: { titles: [/Blender/] },
  },
  {
    id: 'cook-steak-sear',
    channelId: 'justcooking',
    caption:
      'Get that pan screaming hot, lay the steak away from you and do not touch it for three minutes.',
    accept: { titles: [/Skillet/, /Frying Pan/] },
  },
  {
    id: 'cook-even-dice',
    channelId: 'justcooking',
    caption: 'Rock through the onion, knuckles against the flat, and you get a nice even dice.',
    accept: { categories: ['Kitchen knives'], titles: [/Cutting Board/] },
  },
  {
    id: 'cook-dough-overnight',
    channelId: 'justcooking',
    caption:
      'Let the dough rest overnight in the fridge, then shape it and slash the top before it goes in.',
    accept: { categories: ['Baking'] },
  },
  {
    id: 'cook-cumin-glug',
    channelId: 'justcooking',
    caption:
      'A good pinch of cumin, some toasted coriander seed and a glug of the good green stuff.',
    accept: { categories: ['Pantry and spices'], titles: [/Mortar and Pestle/] },
  },
  {
    id: 'cook-medium-rare',
    channelId: 'justcooking',
    caption: 'Poke it into the thickest part: fifty-four degrees, so it is perfectly medium-rare.',
    accept: { titles: [/Thermometer/] },
  },
  {
    id: 'cook-flour-well',
    channelId: 'justcooking',
    caption:
      'Flour on every surface, eggs in a well, and twelve of us learning to roll sheets thin enough to read through.',
    accept: { titles: [/Pasta-Making/] },
  },
  {
    id: 'cook-named-olivewood',
    channelId: 'justcooking',
    caption:
      'Olivewood Pantry Reserve is the bottle I keep by the stove; it goes on the burrata right at the end.',
    accept: { categories: ['Pantry and spices'], titles: [/Olivewood Pantry/] },
  },

  // Lionsgate: home sound, red carpets, series, scores, cuts, festivals, locations.
  {
    id: 'film-chase-bass',
    channelId: 'lionsgate',
    caption: 'The bass in that chase sequence should rattle the windows of your living room.',
    accept: { titles: [/Soundbar/, /AV Receiver/] },
  },
  {
    id: 'film-limo',
    channelId: 'lionsgate',
    caption: 'The stars are stepping out of the limousines now, flashbulbs going off everywhere.',
    accept: { titles: [/Premiere/, /Opening Night/] },
  },
  {
    id: 'film-catch-up',
    channelId: 'lionsgate',
    caption:
      'If you have not caught up on the earlier seasons, clear your weekend before the finale.',
    accept: { categories: ['TV series box sets'] },
  },
  {
    id: 'film-haunting-strings',
    channelId: 'lionsgate',
    caption: 'Those haunting strings from the opening titles, I cannot get them out of my head.',
    accept: { categories: ['Soundtracks and vinyl'] },
  },
  {
    id: 'film-extended',
    channelId: 'lionsgate',
    caption:
      'The extended version adds twenty minutes and a completely different ending, and it looks stunning restored.',
    accept: { categories: ['Films on 4K and Blu-ray'] },
  },
  {
    id: 'film-mountain-screenings',
    channelId: 'lionsgate',
    caption: 'Ten days of screenings up in the mountains, and every queue snakes round the block.',
    accept: { categories: ['Film festival passes'] },
  },
  {
    id: 'film-heist-street',
    channelId: 'lionsgate',
    caption:
      'You can walk down the very street where the heist was shot and stand where the getaway car crashed.',
    accept: { categories: ['Studio and film location tours'] },
  },
  {
    id: 'film-named-ninth-meridian',
    channelId: 'lionsgate',
    caption: 'This is the scene everyone is talking about in The Ninth Meridian.',
    accept: { titles: [/Ninth Meridian/] },
  },

  // KBS: skin routines, idols and fans, home cooking, palaces, barbecue, street style.
  {
    id: 'kbs-glowing-skin',
    channelId: 'kbs',
    caption: 'Her skin is practically glowing in this scene; everyone wants her morning routine.',
    accept: { categories: ['K-beauty skincare and make-up'] },
  },
  {
    id: 'kbs-sea-of-lights',
    channelId: 'kbs',
    caption: 'The fandom’s sea of lights fills the whole arena when they hit the chorus.',
    accept: {
      categories: ['Concerts and fan meetings'],
      titles: [/Light Stick/, /Concert Hoodie/],
    },
  },
  {
    id: 'kbs-grandma-stew',
    channelId: 'kbs',
    caption:
      'Grandma’s stew bubbling with fermented cabbage and pork belly, the whole family at the table.',
    accept: { titles: [/Kimchi/, /Gochujang/] },
  },
  {
    id: 'kbs-comeback',
    channelId: 'kbs',
    caption: 'The comeback drops at six tonight, with five different versions to collect.',
    accept: { titles: [/Album/] },
  },
  {
    id: 'kbs-palace-silk',
    channelId: 'kbs',
    caption:
      'Walking the palace grounds in rented silk robes, just like the heroine in episode three.',
    accept: { titles: [/Hanbok/, /K-Drama Filming/] },
  },
  {
    id: 'kbs-table-grill',
    channelId: 'kbs',
    caption: 'Pork belly sizzling at the table, wrapped in lettuce with a dab of red chilli paste.',
    accept: { titles: [/BBQ Grill Pan/, /Gochujang/, /Kimchi/] },
  },
  {
    id: 'kbs-airport-look',
    channelId: 'kbs',
    caption:
      'Caught at the airport in a slouchy sweatshirt and baggy pants, effortlessly cool as always.',
    accept: { categories: ['K-fashion'] },
  },
  {
    id: 'kbs-named-lumina',
    channelId: 'kbs',
    caption: 'LUMINA just announced the Seoul date, and fans are already queuing.',
    accept: { categories: ['Concerts and fan meetings'], titles: [/LUMINA/] },
  },

  // Maxports: race starts, tyres, superbikes, rigs at home, rally, laps, models.
  {
    id: 'motor-lights-out',
    channelId: 'maxports',
    caption: 'Lights out and away we go, a clean getaway from pole!',
    accept: { categories: ['Race tickets', 'Team apparel'] },
  },
  {
    id: 'motor-marbles',
    channelId: 'maxports',
    caption: 'He is on the marbles, the fronts are gone, he has to box this lap.',
    accept: { titles: [/Tyre/] },
  },
  {
    id: 'motor-knee-down',
    channelId: 'maxports',
    caption: 'Knee down through the fast right-hander, elbows almost brushing the kerb.',
    accept: {
      titles: [/Superbike/, /Leather Race Suit/, /Racing Helmet/, /Racing Gloves/, /Racing Boots/],
    },
  },
  {
    id: 'motor-rig-at-home',
    channelId: 'maxports',
    caption:
      'Our online champion has done this circuit a thousand times on the rig in his spare room.',
    accept: { categories: ['Sim racing'] },
  },
  {
    id: 'motor-forest-gravel',
    channelId: 'maxports',
    caption: 'Jumps, gravel and a crowd on the bank as the car slides sideways through the forest.',
    accept: { titles: [/Rally/] },
  },
  {
    id: 'motor-your-turn',
    channelId: 'maxports',
    caption:
      'Ever wanted to take the wheel yourself? Three laps with an instructor in the passenger seat.',
    accept: { categories: ['Driving experiences'] },
  },
  {
    id: 'motor-on-my-shelf',
    channelId: 'maxports',
    caption: 'The championship car, right down to the last sponsor sticker, now sits on my shelf.',
    accept: { categories: ['Die-cast models'] },
  },
  {
    id: 'motor-named-scuderia',
    channelId: 'maxports',
    caption: 'Scuderia Nova on the pit wall celebrating, the whole crew in team colours.',
    accept: { categories: ['Team apparel'], titles: [/Scuderia Nova/] },
  },

  // Baywatch MENA: heat, rescues, reefs, shade, paddling, water parks, swim kit.
  {
    id: 'beach-forty-five',
    channelId: 'baywatch-mena',
    caption: 'Forty-five degrees by noon: top up every couple of hours or you will burn.',
    accept: { categories: ['Sun care'] },
  },
  {
    id: 'beach-off-the-tower',
    channelId: 'baywatch-mena',
    caption:
      'A swimmer caught in the current, and she is off the tower and into the water in seconds.',
    accept: { categories: ['Lifeguard gear'] },
  },
  {
    id: 'beach-turtles',
    channelId: 'baywatch-mena',
    caption: 'Turtles gliding under us, a ray on the sand, and the coral is unbelievable today.',
    accept: { titles: [/Snorkel/, /Scuba/, /Dive Mask/, /Swim Fins/] },
  },
  {
    id: 'beach-canopy',
    channelId: 'baywatch-mena',
    caption: 'Kids building sandcastles while mum and dad hide from the heat under the canopy.',
    accept: { categories: ['Beach shade and comfort'] },
  },
  {
    id: 'beach-glassy-paddle',
    channelId: 'baywatch-mena',
    caption: 'Glassy water this morning, so we are standing up and paddling out past the buoys.',
    accept: { titles: [/Paddleboard/] },
  },
  {
    id: 'beach-lazy-river',
    channelId: 'baywatch-mena',
    caption: 'Slides, a wave pool and a lazy river: the kids will sleep well tonight.',
    accept: { titles: [/Water Park/] },
  },
  {
    id: 'beach-long-sleeves',
    channelId: 'baywatch-mena',
    caption: 'Long sleeves and leggings in the water keep the sun off and keep you covered.',
    accept: { titles: [/Rash Guard/, /Modest Swim/] },
  },
  {
    id: 'beach-named-sunward',
    channelId: 'baywatch-mena',
    caption: 'Sunward Desert Shield on every lifeguard’s nose on the hottest day of the year.',
    accept: { categories: ['Sun care'], titles: [/Sunward/] },
  },

  // Golf Network: the long game, the short game, galleries, lessons, evening rounds.
  {
    id: 'golf-big-stick',
    channelId: 'golf-network',
    caption:
      'He takes the big stick and absolutely smokes it, three hundred and twenty yards down the middle.',
    accept: { titles: [/\bDriver\b(?! Replica)/] },
  },
  {
    id: 'golf-twelve-feet',
    channelId: 'golf-network',
    caption: 'Twelve feet, downhill, left to right: if this drops, he wins the championship.',
    accept: { categories: ['Putters'] },
  },
  {
    id: 'golf-checks-up',
    channelId: 'golf-network',
    caption: 'She splashes it out of the sand and it checks up dead, two feet from the cup.',
    accept: { categories: ['Golf balls'], titles: [/Wedge/] },
  },
  {
    id: 'golf-galleries',
    channelId: 'golf-network',
    caption: 'The galleries are ten deep around the eighteenth for the final day.',
    accept: { categories: ['Tournament tickets'] },
  },
  {
    id: 'golf-slice-fix',
    channelId: 'golf-network',
    caption: 'Fighting a slice? Our pro has a simple fix that starts with how you hold the club.',
    accept: { titles: [/Golf Lesson/, /Clinic/] },
  },
  {
    id: 'golf-how-far',
    channelId: 'golf-network',
    caption: 'How far to the pin? Click: one forty-eight, so a smooth eight iron it is.',
    accept: { categories: ['Irons and wedges'], titles: [/Rangefinder/, /GPS Watch/] },
  },
  {
    id: 'golf-after-work',
    channelId: 'golf-network',
    caption: 'After work we sneak out for nine holes as the sun goes down over the dunes.',
    accept: { titles: [/Tee Time/] },
  },
  {
    id: 'golf-named-fairhaven',
    channelId: 'golf-network',
    caption:
      'That Fairhaven Carry 10 is flying past everyone today; he is out-driving the whole field.',
    accept: { categories: ['Drivers and woods'], titles: [/Fairhaven Carry 10 Driver/] },
  },
]
