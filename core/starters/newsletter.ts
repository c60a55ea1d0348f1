// Newsletter (Northwind Outfitters): a monthly editorial issue with stories, a film and a member offer.
import { button, columns, divider, emailDocument, heading, image, menu, social, text, video } from './blocks';

const FOREST = '#1f3d2b';
const EMBER = '#c2410c';
const MUTED = '#6b6357';
const PAPER = '#fffdf8';
const SITE = 'https://northwind.example';

const story = (key: string, picture: string, alt: string, title: string, body: string, href: string) => ({
  blocks: [
    image(`${key}-image`, `asset:starters/${picture}`, alt, null, { padding: [0, 0, 14, 0], borderRadius: 6 }, href),
    heading(`${key}-title`, title, 3, { padding: [0, 0, 6, 0], fontSize: 19, color: FOREST }),
    text(`${key}-body`, `<p>${body}</p>`, { padding: [0, 0, 8, 0], fontSize: 15, lineHeight: 1.55, color: MUTED }),
    text(`${key}-link`, `<p><a href="${href}"><strong>Read the story →</strong></a></p>`, {
      padding: [0, 0, 8, 0],
      fontSize: 14,
    }),
  ],
});

export const newsletter = emailDocument(
  {
    // New buttons match the call to action; Apply theme restyles from here.
    theme: {
      primaryColor: FOREST,
      onPrimaryColor: '#ffffff',
      headingFont: null,
      buttonRadius: 4,
      buttonFullWidth: false,
    },
    backdropColor: '#efe6d2',
    contentColor: PAPER,
    fontFamily: 'georgia',
    textColor: '#2b2b2b',
    linkColor: EMBER,
    preheader: "Packing light for winter, a paddler's guide to alpine lakes, and a short film from the ridge.",
  },
  {
    subject: 'The Northwind Journal · Into the quiet season',
    fromName: 'Northwind Journal',
    issue: 48,
    category: 'newsletter',
  },
  [
    columns(
      'masthead',
      [
        {
          blocks: [
            image(
              'logo',
              'asset:starters/northwind-logo.png',
              'Northwind Outfitters',
              200,
              { padding: [0, 0, 0, 0], textAlign: 'left' },
              SITE,
            ),
          ],
        },
        {
          blocks: [
            text(
              'issue',
              '<p>Issue 48 · November 2026<br><a href="{{view_in_browser_url}}">View in your browser</a></p>',
              {
                padding: [10, 0, 0, 0],
                fontSize: 12,
                lineHeight: 1.6,
                textAlign: 'right',
                color: MUTED,
              },
              { hidden: { desktop: false, mobile: true } },
            ),
          ],
        },
      ],
      { padding: [24, 28, 12, 28] },
      { gap: 16 },
    ),
    menu(
      'nav',
      [
        ['Shop', `${SITE}/shop`],
        ['Journal', `${SITE}/journal`],
        ['Trips', `${SITE}/trips`],
        ['Stores', `${SITE}/stores`],
      ],
      { padding: [10, 28, 18, 28], textAlign: 'center', fontSize: 13, fontWeight: 'bold', color: FOREST },
    ),
    image(
      'hero',
      'asset:starters/northwind-hero.png',
      'Sunrise over snow-capped peaks and a forest lake',
      null,
      { padding: [0, 0, 0, 0] },
      `${SITE}/journal/quiet-season`,
    ),
    text('kicker', '<p>THE FEATURE</p>', { padding: [32, 36, 0, 36], fontSize: 12, fontWeight: 'bold', color: EMBER }),
    heading(
      'headline',
      'Into the quiet season',
      1,
      { padding: [6, 36, 10, 36], fontSize: 34, color: FOREST },
      { mobile: { fontSize: 28, padding: [6, 22, 10, 22] } },
    ),
    text(
      'lead',
      '<p>Hi {{first_name}},</p><p>The crowds have gone home, the larches have turned gold and the trails belong to the early risers again. ' +
        'This issue is about making the most of the shoulder season: what to carry, where to go, and how to stay warm once the sun drops behind the ridge.</p>',
      { padding: [4, 36, 8, 36], fontSize: 17, lineHeight: 1.65 },
      { mobile: { padding: [4, 22, 8, 22], fontSize: 16 } },
    ),
    button(
      'feature-cta',
      'Read the feature',
      `${SITE}/journal/quiet-season`,
      { button: FOREST, radius: 4 },
      { padding: [16, 36, 28, 36], textAlign: 'left', fontSize: 15, fontWeight: 'bold' },
      { mobile: { padding: [16, 22, 24, 22] } },
    ),
    divider('rule-1', '#e6dccb', { padding: [0, 36, 0, 36] }),
    heading('more', 'More from the Journal', 2, { padding: [28, 36, 16, 36], fontSize: 22, color: FOREST }),
    columns(
      'stories',
      [
        story(
          'pack',
          'northwind-story-pack.png',
          'An orange backpack with a rolled mat, a water bottle and a compass',
          'The 7 kg kit',
          "Our gear editor's shoulder-season packing list, weighed to the gram and tested on a wet week in the Cascades.",
          `${SITE}/journal/seven-kilo-kit`,
        ),
        story(
          'lake',
          'northwind-story-lake.png',
          'A paddler in an orange kayak on a green alpine lake',
          'Alpine lakes by kayak',
          'Five high lakes you can paddle before the ice comes in, and the portages that are worth every step.',
          `${SITE}/journal/alpine-lakes`,
        ),
      ],
      { padding: [0, 36, 20, 36] },
      { gap: 28 },
    ),
    divider('rule-2', '#e6dccb', { padding: [8, 36, 8, 36] }),
    heading('film-title', 'Northwind Films: A night on the ridge', 2, {
      padding: [24, 36, 12, 36],
      fontSize: 22,
      color: FOREST,
    }),
    video(
      'film',
      'asset:starters/northwind-film.png',
      'https://www.youtube.com/watch?v=northwind48',
      'Watch: A night on the ridge (4 minutes)',
      {
        padding: [0, 36, 8, 36],
        textAlign: 'center',
      },
    ),
    text(
      'film-caption',
      '<p><em>Two friends, one tent and the longest night of the year, filmed on a single battery.</em></p>',
      {
        padding: [4, 36, 28, 36],
        fontSize: 14,
        textAlign: 'center',
        color: MUTED,
      },
    ),
    columns(
      'offer',
      [
        {
          ratio: 3,
          blocks: [
            heading('offer-title', 'Members save 15% on insulated layers', 3, {
              padding: [0, 0, 6, 0],
              fontSize: 19,
              color: '#ffffff',
            }),
            text(
              'offer-body',
              '<p>This week only, on down jackets, fleeces and base layers. Use code <strong>QUIET15</strong> at checkout.</p>',
              {
                padding: [0, 0, 0, 0],
                fontSize: 14,
                lineHeight: 1.55,
                color: '#d9e4dc',
              },
            ),
          ],
        },
        {
          ratio: 2,
          blocks: [
            button(
              'offer-cta',
              'Shop layers',
              `${SITE}/shop/insulation?code=QUIET15`,
              { button: EMBER, radius: 4, fullWidth: true },
              { padding: [10, 0, 0, 0], textAlign: 'center', fontSize: 15, fontWeight: 'bold' },
            ),
          ],
        },
      ],
      { padding: [28, 36, 28, 36], backgroundColor: FOREST },
      { gap: 24 },
      { mobile: { padding: [24, 22, 24, 22] } },
    ),
    social(
      'social',
      [
        ['instagram', 'https://www.instagram.com/northwind'],
        ['facebook', 'https://www.facebook.com/northwind'],
        ['youtube', 'https://www.youtube.com/@northwind'],
        ['pinterest', 'https://www.pinterest.com/northwind'],
      ],
      'color',
      32,
      { padding: [28, 36, 8, 36], textAlign: 'center' },
    ),
    text(
      'footer',
      '<p>Northwind Outfitters · 2150 NW Raleigh St, Portland, OR 97210</p>' +
        '<p>You are receiving the Northwind Journal because you subscribed at northwind.example.<br>' +
        '<a href="{{preferences_url}}">Update preferences</a> · <a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
      { padding: [8, 36, 32, 36], fontSize: 12, lineHeight: 1.6, textAlign: 'center', color: MUTED },
    ),
  ],
);
