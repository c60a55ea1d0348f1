// Abandoned cart (Fernhouse): a gentle reminder with the items left behind and reasons to finish.
import { button, columns, divider, emailDocument, heading, image, menu, social, text } from './blocks';

const DEEP = '#2f3e46';
const LEAF = '#46695f';
const MUTED = '#5a686d';
const BLUSH = '#f8f1ea';
const SITE = 'https://fernhouse.example';

const product = (key: string, picture: string, alt: string, name: string, detail: string, price: string) => ({
  blocks: [
    image(
      `${key}-image`,
      `asset:starters/${picture}`,
      alt,
      null,
      { padding: [0, 0, 14, 0], borderRadius: 8 },
      '{{cart_url}}',
    ),
    heading(`${key}-name`, name, 2, { padding: [0, 0, 4, 0], fontSize: 18, color: DEEP }),
    text(`${key}-detail`, `<p>${detail}<br><strong>${price}</strong></p>`, {
      padding: [0, 0, 12, 0],
      fontSize: 14,
      lineHeight: 1.6,
      color: MUTED,
    }),
  ],
});

const perk = (key: string, title: string, body: string) => ({
  blocks: [
    heading(`${key}-title`, title, 3, { padding: [0, 0, 4, 0], fontSize: 15, textAlign: 'center', color: DEEP }),
    text(`${key}-body`, `<p>${body}</p>`, {
      padding: [0, 0, 8, 0],
      fontSize: 13,
      lineHeight: 1.5,
      textAlign: 'center',
      color: MUTED,
    }),
  ],
});

export const abandonedCart = emailDocument(
  {
    // New buttons match the call to action; Apply theme restyles from here.
    theme: {
      primaryColor: DEEP,
      onPrimaryColor: '#ffffff',
      headingFont: null,
      buttonRadius: 4,
      buttonFullWidth: false,
    },
    backdropColor: BLUSH,
    contentColor: '#ffffff',
    fontFamily: 'georgia',
    textColor: DEEP,
    linkColor: LEAF,
    preheader: 'Your monstera and snake plant are still in your cart, and they are getting thirsty.',
  },
  { subject: '{{first_name}}, your plants are waiting', fromName: 'Fernhouse', category: 'cart-recovery' },
  [
    image(
      'logo',
      'asset:starters/fernhouse-logo.png',
      'Fernhouse',
      180,
      { padding: [28, 32, 4, 32], textAlign: 'center' },
      SITE,
    ),
    menu(
      'nav',
      [
        ['New arrivals', `${SITE}/new`],
        ['Easy care', `${SITE}/easy-care`],
        ['Pots & planters', `${SITE}/pots`],
        ['Gifts', `${SITE}/gifts`],
      ],
      { padding: [8, 24, 20, 24], textAlign: 'center', fontSize: 13, color: DEEP },
      '·',
    ),
    image(
      'hero',
      'asset:starters/fern-hero.png',
      'A Fernhouse tote bag with monstera leaves peeking out',
      null,
      { padding: [0, 0, 0, 0] },
      '{{cart_url}}',
    ),
    heading(
      'headline',
      'Still thinking it over?',
      1,
      { padding: [32, 40, 8, 40], fontSize: 30, textAlign: 'center', color: DEEP },
      { mobile: { fontSize: 26 } },
    ),
    text(
      'intro',
      '<p>Hi {{first_name}}, you left a couple of green friends in your cart. We have set them aside for you, ' +
        'but our nursery-grown plants tend to find homes quickly.</p>',
      { padding: [4, 48, 24, 48], fontSize: 16, lineHeight: 1.6, textAlign: 'center', color: MUTED },
      { mobile: { padding: [4, 24, 20, 24] } },
    ),
    columns(
      'cart',
      [
        product(
          'monstera',
          'fern-monstera.png',
          'A monstera deliciosa in a terracotta pot',
          'Monstera Deliciosa',
          'Medium, 60–70 cm · Terracotta pot',
          '$68.00',
        ),
        product(
          'snake',
          'fern-snake.png',
          "A snake plant 'Laurentii' in a white ceramic pot",
          "Snake Plant 'Laurentii'",
          'Large, 80 cm · Stone ceramic pot',
          '$54.00',
        ),
      ],
      { padding: [0, 40, 8, 40] },
      { gap: 24 },
      { mobile: { padding: [0, 24, 8, 24] } },
    ),
    button(
      'cta',
      'Complete my order',
      '{{cart_url}}',
      { button: DEEP, radius: 4 },
      { padding: [16, 40, 8, 40], textAlign: 'center', fontSize: 16, fontWeight: 'bold' },
    ),
    text('reassurance', '<p>Your cart is saved for 7 days · Secure checkout</p>', {
      padding: [4, 40, 28, 40],
      fontSize: 13,
      textAlign: 'center',
      color: MUTED,
    }),
    divider('rule', '#eadfd3', { padding: [0, 40, 0, 40] }),
    columns(
      'perks',
      [
        perk('delivery', 'Free delivery', 'On every order over $75, packed in plastic-free boxes.'),
        perk('guarantee', '30-day guarantee', 'If your plant struggles in its first month, we replace it.'),
        perk('doctors', 'Plant doctors', 'Care help by email from our horticulturists, for life.'),
      ],
      { padding: [28, 40, 16, 40] },
      { gap: 20 },
    ),
    text(
      'help',
      '<p>Not sure it is the right spot for a monstera? Reply to this email with a photo of the room and one of our plant doctors will get back to you within a day.</p>',
      {
        padding: [8, 48, 24, 48],
        fontSize: 14,
        lineHeight: 1.6,
        textAlign: 'center',
        color: MUTED,
        backgroundColor: '#ffffff',
      },
      { mobile: { padding: [8, 24, 20, 24] } },
    ),
    social(
      'social',
      [
        ['instagram', 'https://www.instagram.com/fernhouse'],
        ['pinterest', 'https://www.pinterest.com/fernhouse'],
        ['tiktok', 'https://www.tiktok.com/@fernhouse'],
      ],
      'color',
      30,
      { padding: [24, 32, 8, 32], textAlign: 'center', backgroundColor: BLUSH },
    ),
    text(
      'footer',
      '<p>Fernhouse Plant Co. · 77 Greenpoint Ave, Brooklyn, NY 11222</p>' +
        '<p>You are getting this email because you started a checkout at fernhouse.example.<br>' +
        '<a href="{{preferences_url}}">Email preferences</a> · <a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
      {
        padding: [8, 32, 32, 32],
        fontSize: 12,
        lineHeight: 1.6,
        textAlign: 'center',
        color: MUTED,
        backgroundColor: BLUSH,
      },
    ),
  ],
);
