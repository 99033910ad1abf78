import type { Section } from './types'

/** KBS: Korean dramas, music shows and K-beauty, priced in won; many listings on Coupang. */
export const koreanTv: Section = {
  channelId: 'kbs',
  currency: 'KRW',
  coupangShare: 0.55,
  vendors: [
    { name: 'Hanbit Mall', path: 'goods' },
    { name: 'Seoul Select', path: 'shop' },
    { name: 'K-Style Depot', path: 'p' },
    { name: 'Dalgona Market', path: 'products' },
    { name: 'Gangnam Beauty House', path: 'item' },
  ],
  ticketVendors: [
    { name: 'K-Ticket Plaza', path: 'events' },
    { name: 'Hallyu Pass', path: 'tickets' },
  ],
  lines: [
    {
      key: 'beauty',
      category: 'K-beauty skincare and make-up',
      nouns: [
        ['Cushion Foundation', 18_000, 42_000],
        ['Sheet Mask 10-Pack', 9_000, 25_000],
        ['Vitamin C Serum', 15_000, 39_000],
        ['Sun Cream SPF50+', 12_000, 28_000],
        ['Snail Mucin Essence', 14_000, 32_000],
        ['Lip Tint', 7_000, 16_000],
      ],
      options: [
        ['Twin Pack', 1.8],
        ['Refill Set', 1.4],
        ['Travel Size', 0.55],
      ],
      sentences: [
        'A favourite of K-drama make-up artists for a dewy, glass-skin finish.',
        'Gentle on sensitive skin and tested by dermatologists in Seoul.',
        '{brand} makes it with centella, niacinamide and hyaluronic acid.',
        'Light, fast-absorbing and comfortable under make-up all day.',
      ],
    },
    {
      key: 'kpop',
      category: 'K-pop albums and merch',
      series: 'before',
      brandInTitle: false,
      nouns: [
        ['1st Mini Album', 15_000, 23_000],
        ['2nd Mini Album', 15_000, 23_000],
        ['Full Album', 19_000, 29_000],
        ['Official Light Stick', 39_000, 55_000],
        ['Photo Card Binder', 12_000, 25_000],
        ['Season’s Greetings Set', 35_000, 49_000],
        ['Concert Hoodie', 45_000, 79_000],
      ],
      options: [
        ['Random Version', 1],
        ['Set of 3 Versions', 2.8],
      ],
      sentences: [
        'Official merchandise with a random photo card in every package.',
        'Counts towards the music show charts when bought from an official store.',
        'Ships in a protective box so the corners of the cover stay sharp.',
      ],
    },
    {
      key: 'food',
      category: 'Korean food',
      series: 'before',
      nouns: [
        ['Ramyeon 5-Pack', 4_000, 8_000],
        ['Gochujang Paste', 5_000, 12_000],
        ['Cabbage Kimchi', 9_000, 25_000],
        ['Seaweed Snack 16-Pack', 8_000, 15_000],
        ['Pear Juice Box', 15_000, 29_000],
        ['Citron Tea', 9_000, 18_000],
        ['Rice Cakes for Tteokbokki', 5_000, 11_000],
        ['Roasted Barley Tea', 6_000, 12_000],
      ],
      options: [
        ['Twin Pack', 1.9],
        ['Box of 4', 3.6],
      ],
      sentences: [
        'Made with Korean-grown chilli, garlic and sea salt.',
        'The taste of home cooking from the drama dinner table.',
        'Shipped chilled or sealed so it arrives fresh.',
      ],
    },
    {
      key: 'kitchen',
      category: 'Korean kitchenware',
      nouns: [
        ['Rice Cooker', 89_000, 349_000],
        ['Stone Bibimbap Bowl', 15_000, 35_000],
        ['Korean BBQ Grill Pan', 25_000, 69_000],
        ['Kimchi Container', 12_000, 39_000],
      ],
      options: [['Set of 2', 1.8]],
      sentences: [
        'A fixture of Korean home kitchens, built for daily use.',
        'Makes restaurant-style bibimbap, barbecue and rice at home.',
      ],
    },
    {
      key: 'fashion',
      category: 'K-fashion',
      nouns: [
        ['Oversized Hoodie', 39_000, 79_000],
        ['Wide-Leg Trousers', 35_000, 69_000],
        ['Bucket Hat', 19_000, 35_000],
        ['Knit Cardigan', 45_000, 89_000],
      ],
      options: [['Two Colours', 1.9]],
      sentences: [
        'The Seongsu street style seen on idols at the airport.',
        'A relaxed fit in soft cotton, made in Seoul.',
        'Seen in this season’s dramas and easy to wear every day.',
      ],
    },
  ],
  brands: [
    { name: 'Dewberry Lab', lines: ['beauty'], codes: ['Glow', 'DL', 'Petal'] },
    { name: 'Bora Skin', lines: ['beauty'], codes: ['Centella', 'BS', 'Mist'] },
    { name: 'Starlit Entertainment', lines: ['kpop'], codes: ['LUMINA', 'NOVA-X', 'Blue Hour'] },
    { name: 'Moonrise Music', lines: ['kpop'], codes: ['DAYBREAK', 'Velvet Nine', 'ORBIT'] },
    {
      name: 'Hansang Foods',
      lines: ['food'],
      codes: [
        'Grandma’s Recipe',
        'Jeju Organic',
        'Seoul Classic',
        'Premium',
        'Jeonju Style',
        'Busan Harbour',
      ],
    },
    { name: 'Moonjar', lines: ['kitchen'], codes: ['MJ', 'Haru', 'Dolsot'] },
    { name: 'Cheongsan', lines: ['fashion'], codes: ['CS', 'Seongsu', 'Garosu'] },
  ],
  tickets: [
    {
      key: 'concert',
      variants: ['Floor Seat', 'Stand Seat', 'VIP Package'],
      category: 'Concerts and fan meetings',
      viator: false,
      events: [
        ['LUMINA World Tour Concert', 110_000, 198_000],
        ['NOVA-X Fan Meeting', 66_000, 99_000],
        ['K-Pop Festival Day Ticket', 88_000, 154_000],
        ['Drama OST Concert', 77_000, 132_000],
      ],
      places: ['Seoul', 'Busan', 'Incheon', 'Daegu', 'Gwangju'],
      sentences: [
        'Reserved seats for the show in {place}; tickets are sent by text message.',
        'A limited number per buyer; official merch booths open three hours early.',
        'Includes a welcome gift and entry to the send-off event.',
      ],
    },
    {
      key: 'tour',
      category: 'Tours in Korea',
      viator: true,
      events: [
        ['K-Drama Filming Locations Tour', 59_000, 119_000],
        ['Hanbok Rental and Palace Tour', 29_000, 69_000],
        ['Night Market Food Tour', 49_000, 89_000],
        ['Temple Stay Experience', 79_000, 149_000],
      ],
      places: ['Seoul', 'Busan', 'Jeonju', 'Gyeongju', 'Jeju'],
      sentences: [
        'An English-speaking guide takes you to the places seen on screen in {place}.',
        'Small groups, photo stops and tastings along the way.',
        'Meet at a subway exit in the centre; free cancellation up to a day before.',
      ],
    },
  ],
  featured: [
    {
      type: 'product',
      line: 'beauty',
      title: 'Dewberry Lab Glow 2 Cushion Foundation',
      brand: 'Dewberry Lab',
      model: 'Glow 2 Cushion Foundation',
      category: 'K-beauty skincare and make-up',
      description:
        'A dewy cushion foundation with SPF 50 that the drama’s lead wears on screen. Buildable cover in six shades.',
      vendor: 'Coupang',
      price: 32_000,
      pageKey: '7214053381',
    },
    {
      type: 'product',
      line: 'beauty',
      title: 'Dewberry Lab Glow 2 Cushion Foundation Refill Set',
      brand: 'Dewberry Lab',
      model: 'Glow 2 Cushion Foundation Refill Set',
      category: 'K-beauty skincare and make-up',
      description:
        'The Glow 2 cushion with an extra refill, listed on the same product page as the single compact.',
      vendor: 'Coupang',
      price: 44_000,
      pageKey: '7214053381',
    },
    {
      type: 'product',
      line: 'kpop',
      title: 'LUMINA Official Light Stick',
      brand: 'Starlit Entertainment',
      model: 'LUMINA Official Light Stick',
      category: 'K-pop albums and merch',
      description:
        'The official light stick that syncs to the stage lighting at LUMINA concerts. Bluetooth pairing through the fan app.',
      vendor: 'Coupang',
      price: 49_000,
      pageKey: '6850112274',
    },
    {
      type: 'product',
      line: 'food',
      title: 'Hansang Foods Grandma’s Recipe Cabbage Kimchi',
      brand: 'Hansang Foods',
      model: 'Grandma’s Recipe Cabbage Kimchi',
      category: 'Korean food',
      description:
        'Napa cabbage kimchi fermented slowly with Korean chilli flakes and Jeju radish. A two-kilogram family pack.',
      vendor: 'Dalgona Market',
      price: 21_000,
    },
    {
      type: 'ticket',
      line: 'concert',
      title: 'LUMINA World Tour Concert, Seoul',
      brand: null,
      model: null,
      category: 'Concerts and fan meetings',
      description:
        'The opening night of the world tour at the Olympic Park arena, with reserved seats on the floor and in the stands.',
      vendor: 'K-Ticket Plaza',
      price: 154_000,
    },
    {
      type: 'deal',
      line: 'beauty',
      title: '30% off the Bora Skin Centella 5 Sun Cream SPF50+',
      brand: 'Bora Skin',
      model: 'Centella 5 Sun Cream SPF50+',
      category: 'K-beauty skincare and make-up',
      description:
        'Save 30% on a light, no-white-cast sun cream with centella. The price shown includes the discount.',
      vendor: 'Gangnam Beauty House',
      price: 15_000,
    },
    {
      type: 'product',
      line: 'kitchen',
      title: 'Moonjar Haru 6 Rice Cooker',
      brand: 'Moonjar',
      model: 'Haru 6 Rice Cooker',
      category: 'Korean kitchenware',
      description:
        'A six-cup pressure rice cooker with settings for white rice, multigrain and nurungji. Voice guide in Korean and English.',
      vendor: 'Hanbit Mall',
      price: 239_000,
    },
  ],
  program: [
    {
      title: 'Spring in Seongsu, episode 12',
      caption:
        'Before the big meeting, Ji-woo touches up her make-up with the Dewberry Lab Glow 2 cushion.',
      entities: ['Dewberry Lab', 'Glow 2 Cushion Foundation'],
      durationSec: 45,
    },
    {
      title: 'Beauty corner',
      caption:
        'Today’s skincare routine: essence, vitamin C serum, then sun cream for the glass-skin look.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Music show stage',
      caption:
        'LUMINA perform their new single, and the whole crowd waves the official light stick.',
      entities: ['LUMINA Official Light Stick'],
      durationSec: 35,
    },
    {
      title: 'Concert news',
      caption:
        'Tickets for the LUMINA world tour concert in Seoul go on sale this Friday at 8 p.m.',
      entities: ['LUMINA World Tour Concert, Seoul'],
      durationSec: 30,
    },
    {
      title: 'Grandma’s kitchen',
      caption:
        'In the kitchen, grandma salts the cabbage for kimchi, just like the Hansang Foods recipe.',
      entities: ['Hansang Foods Grandma’s Recipe Cabbage Kimchi'],
      durationSec: 45,
    },
    {
      title: 'Summer sun care',
      caption:
        'Summer is here: the Bora Skin Centella 5 sun cream is thirty per cent off this week.',
      entities: ['Bora Skin', 'Centella 5 Sun Cream SPF50+'],
      durationSec: 30,
    },
    {
      title: 'Night market',
      caption:
        'Tteokbokki, fish cakes and hotteok at the night market, then spicy ramyeon as a late snack.',
      entities: [],
      durationSec: 40,
    },
    {
      title: 'Rice at home',
      caption:
        'Perfect rice every time: the family’s Moonjar Haru 6 rice cooker plays its little song.',
      entities: ['Moonjar', 'Haru 6 Rice Cooker'],
      durationSec: 35,
    },
    {
      title: 'Seongsu street style',
      caption: 'Street style in Seongsu: oversized hoodies, wide-leg trousers and bucket hats.',
      entities: [],
      durationSec: 35,
    },
    {
      title: 'Viewer question',
      caption: 'Viewers asked: yes, the Glow 2 cushion also comes as a refill set.',
      entities: ['Glow 2 Cushion Foundation Refill Set'],
      durationSec: 25,
    },
    {
      title: 'Next episode',
      caption: 'Next time on Spring in Seongsu: a secret, a wedding and a Dewberry Lab gift box.',
      entities: ['Dewberry Lab'],
      durationSec: 25,
    },
  ],
}
