// Order receipt (Lumen Coffee Roasters): a transactional confirmation with line items and totals.
import { button, columns, divider, emailDocument, heading, image, social, text } from './blocks';

const ESPRESSO = '#3b2418';
const MUTED = '#7a6555';
const PANEL = '#f7ecdc';
const SITE = 'https://lumen-coffee.example';

const lineItem = (key: string, picture: string, alt: string, name: string, detail: string, price: string) =>
  columns(
    key,
    [
      {
        ratio: 1,
        blocks: [
          image(`${key}-image`, `asset:starters/${picture}`, alt, 72, {
            padding: [0, 0, 0, 0],
            textAlign: 'left',
            borderRadius: 8,
          }),
        ],
      },
      {
        ratio: 3,
        blocks: [
          text(`${key}-name`, `<p><strong>${name}</strong><br>${detail}</p>`, {
            padding: [8, 0, 0, 0],
            fontSize: 15,
            lineHeight: 1.5,
          }),
        ],
      },
      {
        ratio: 1,
        blocks: [
          text(`${key}-price`, `<p><strong>${price}</strong></p>`, {
            padding: [8, 0, 0, 0],
            fontSize: 15,
            textAlign: 'right',
          }),
        ],
      },
    ],
    { padding: [8, 32, 8, 32] },
    { gap: 16, stackOnMobile: false },
    { mobile: { padding: [8, 20, 8, 20] } },
  );

export const receipt = emailDocument(
  {
    // New buttons match the call to action; Apply theme restyles from here.
    theme: {
      primaryColor: ESPRESSO,
      onPrimaryColor: '#ffffff',
      headingFont: null,
      buttonRadius: 24,
      buttonFullWidth: false,
    },
    backdropColor: '#f3e6d3',
    contentColor: '#fffaf3',
    fontFamily: 'helvetica',
    textColor: ESPRESSO,
    linkColor: '#9a5b2e',
    preheader: 'Order {{order_id}} is confirmed. We roast on Monday and ship the same afternoon.',
  },
  {
    subject: 'Your Lumen order {{order_id}} is confirmed',
    fromName: 'Lumen Coffee Roasters',
    category: 'transactional',
  },
  [
    image(
      'logo',
      'asset:starters/lumen-logo.png',
      'Lumen Coffee Roasters',
      170,
      { padding: [28, 32, 20, 32], textAlign: 'center' },
      SITE,
    ),
    image('hero', 'asset:starters/lumen-hero.png', 'A parcel and a cup of coffee among scattered coffee beans', null, {
      padding: [0, 0, 0, 0],
    }),
    heading(
      'headline',
      'Thanks for your order, {{first_name}}!',
      1,
      { padding: [32, 32, 8, 32], fontSize: 28, textAlign: 'center' },
      { mobile: { fontSize: 24 } },
    ),
    text(
      'intro',
      "<p>We've got it. Your coffee will be roasted fresh on Monday and shipped the same afternoon. We'll email tracking details as soon as it's on its way.</p>",
      { padding: [4, 40, 24, 40], fontSize: 16, lineHeight: 1.6, textAlign: 'center', color: MUTED },
      { mobile: { padding: [4, 20, 20, 20] } },
    ),
    columns(
      'order-facts',
      [
        {
          blocks: [
            text('fact-number', '<p><strong>Order number</strong><br>{{order_id}}</p>', {
              padding: [0, 0, 0, 0],
              fontSize: 14,
            }),
          ],
        },
        {
          blocks: [
            text('fact-date', '<p><strong>Order date</strong><br>{{order_date}}</p>', {
              padding: [0, 0, 0, 0],
              fontSize: 14,
            }),
          ],
        },
        {
          blocks: [
            text('fact-payment', '<p><strong>Payment</strong><br>Visa ending {{card_last4}}</p>', {
              padding: [0, 0, 0, 0],
              fontSize: 14,
            }),
          ],
        },
      ],
      { padding: [18, 32, 18, 32], backgroundColor: PANEL },
      { gap: 16 },
      { mobile: { padding: [16, 20, 16, 20] } },
    ),
    heading('summary-title', 'Order summary', 2, { padding: [28, 32, 8, 32], fontSize: 20 }),
    lineItem(
      'item-1',
      'lumen-bag.png',
      'A bag of Lumen Ethiopia Yirgacheffe coffee',
      'Ethiopia Yirgacheffe',
      'Whole bean · 340 g · Qty 2',
      '$38.00',
    ),
    lineItem(
      'item-2',
      'lumen-mug.png',
      'A sage green stoneware mug',
      'Stoneware Mug, Sage',
      '350 ml · Qty 1',
      '$24.00',
    ),
    lineItem(
      'item-3',
      'lumen-dripper.png',
      'A white ceramic pour-over dripper on a glass carafe',
      'Ceramic Pour-Over Set',
      'Dripper and carafe · Qty 1',
      '$32.00',
    ),
    divider('rule-1', '#ead9c2', { padding: [12, 32, 12, 32] }),
    columns(
      'totals',
      [
        {
          ratio: 3,
          blocks: [
            text('totals-labels', '<p>Subtotal<br>Shipping<br>Tax<br><strong>Total</strong></p>', {
              padding: [0, 0, 0, 0],
              fontSize: 15,
              lineHeight: 1.8,
              textAlign: 'right',
              color: MUTED,
            }),
          ],
        },
        {
          ratio: 1,
          blocks: [
            text('totals-values', '<p>$94.00<br>Free<br>$7.52<br><strong>$101.52</strong></p>', {
              padding: [0, 0, 0, 0],
              fontSize: 15,
              lineHeight: 1.8,
              textAlign: 'right',
            }),
          ],
        },
      ],
      { padding: [0, 32, 8, 32] },
      { gap: 16, stackOnMobile: false },
    ),
    divider('rule-2', '#ead9c2', { padding: [12, 32, 12, 32] }),
    columns(
      'delivery',
      [
        {
          blocks: [
            heading('ship-title', 'Shipping to', 3, { padding: [0, 0, 6, 0], fontSize: 15 }),
            text('ship-address', '<p>{{shipping_name}}<br>{{shipping_address}}</p>', {
              padding: [0, 0, 0, 0],
              fontSize: 14,
              lineHeight: 1.6,
              color: MUTED,
            }),
          ],
        },
        {
          blocks: [
            heading('method-title', 'Delivery', 3, { padding: [0, 0, 6, 0], fontSize: 15 }),
            text('method-body', '<p>Standard, 2–4 business days<br>Roasted to order on Monday</p>', {
              padding: [0, 0, 0, 0],
              fontSize: 14,
              lineHeight: 1.6,
              color: MUTED,
            }),
          ],
        },
      ],
      { padding: [8, 32, 16, 32] },
      { gap: 24 },
    ),
    button(
      'cta',
      'View your order',
      `${SITE}/account/orders/{{order_id}}`,
      { button: ESPRESSO, radius: 24 },
      { padding: [16, 32, 12, 32], textAlign: 'center', fontSize: 15, fontWeight: 'bold' },
    ),
    text(
      'help',
      '<p>Questions about your order? Reply to this email or call us at <a href="tel:+15035550142">(503) 555-0142</a>, Monday to Friday, 8am to 5pm PT.</p>',
      { padding: [8, 40, 24, 40], fontSize: 13, lineHeight: 1.6, textAlign: 'center', color: MUTED },
    ),
    social(
      'social',
      [
        ['instagram', 'https://www.instagram.com/lumencoffee'],
        ['facebook', 'https://www.facebook.com/lumencoffee'],
        ['pinterest', 'https://www.pinterest.com/lumencoffee'],
      ],
      'dark',
      28,
      { padding: [20, 32, 8, 32], textAlign: 'center', backgroundColor: PANEL },
    ),
    text(
      'footer',
      '<p>Lumen Coffee Roasters · 1120 SE Division St, Portland, OR 97202</p>' +
        '<p>This receipt was sent to {{email}} for your purchase at lumen-coffee.example.<br>' +
        '<a href="{{unsubscribe_url}}">Unsubscribe from marketing emails</a> · <a href="' +
        SITE +
        '/privacy">Privacy</a></p>',
      {
        padding: [8, 32, 28, 32],
        fontSize: 12,
        lineHeight: 1.6,
        textAlign: 'center',
        color: MUTED,
        backgroundColor: PANEL,
      },
    ),
  ],
);
