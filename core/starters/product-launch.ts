// Product launch (Aurora Audio): a dark, premium launch email with features, a film and an offer.
import {
  button,
  columns,
  decorative,
  divider,
  emailDocument,
  heading,
  image,
  menu,
  social,
  text,
  video,
} from './blocks';

const WHITE = '#ffffff';
const MUTED = '#a1a1aa';
const TEAL = '#2dd4bf';
const VIOLET = '#6d28d9';
const SITE = 'https://aurora-audio.example';

const feature = (key: string, icon: string, title: string, body: string) => ({
  blocks: [
    decorative(image(`${key}-icon`, `asset:starters/${icon}`, '', 56, { padding: [0, 0, 14, 0], textAlign: 'center' })),
    heading(`${key}-title`, title, 2, { padding: [0, 0, 6, 0], fontSize: 17, textAlign: 'center', color: WHITE }),
    text(`${key}-body`, `<p>${body}</p>`, {
      padding: [0, 0, 12, 0],
      fontSize: 14,
      lineHeight: 1.55,
      textAlign: 'center',
      color: MUTED,
    }),
  ],
});

export const productLaunch = emailDocument(
  {
    // New buttons match the call to action; Apply theme restyles from here.
    theme: {
      primaryColor: VIOLET,
      onPrimaryColor: '#ffffff',
      headingFont: null,
      buttonRadius: 28,
      buttonFullWidth: false,
    },
    backdropColor: '#000000',
    contentColor: '#09090b',
    fontFamily: 'helvetica',
    textColor: '#e4e4e7',
    linkColor: '#a78bfa',
    preheader: 'Adaptive noise cancelling, a 40-hour battery and spatial audio. Pre-order today, shipping December 3.',
  },
  { subject: 'Introducing Aurora One', fromName: 'Aurora Audio', category: 'launch', launchDate: '2026-12-03' },
  [
    columns(
      'masthead',
      [
        {
          blocks: [
            image(
              'logo',
              'asset:starters/aurora-logo.png',
              'Aurora Audio',
              150,
              { padding: [0, 0, 0, 0], textAlign: 'left' },
              SITE,
            ),
          ],
        },
        {
          blocks: [
            menu(
              'nav',
              [
                ['Shop', `${SITE}/shop`],
                ['Support', `${SITE}/support`],
              ],
              { padding: [12, 0, 0, 0], textAlign: 'right', fontSize: 13, color: MUTED },
            ),
          ],
        },
      ],
      { padding: [24, 32, 16, 32] },
      { gap: 16, stackOnMobile: false },
    ),
    text('kicker', '<p>INTRODUCING</p>', {
      padding: [28, 32, 0, 32],
      fontSize: 13,
      fontWeight: 'bold',
      textAlign: 'center',
      color: TEAL,
    }),
    heading(
      'headline',
      'Aurora One',
      1,
      { padding: [8, 32, 8, 32], fontSize: 48, textAlign: 'center', color: WHITE },
      { mobile: { fontSize: 38 } },
    ),
    text(
      'subhead',
      '<p>Silence, tuned to you. Our first over-ear headphones, with noise cancelling that listens 200 times a second.</p>',
      { padding: [0, 56, 16, 56], fontSize: 18, lineHeight: 1.5, textAlign: 'center', color: MUTED },
      { mobile: { padding: [0, 24, 16, 24], fontSize: 16 } },
    ),
    button(
      'cta',
      'Pre-order for $349',
      `${SITE}/aurora-one?utm_source=launch`,
      { button: VIOLET, radius: 28 },
      { padding: [8, 32, 8, 32], textAlign: 'center', fontSize: 16, fontWeight: 'bold' },
    ),
    text('shipping', '<p>Ships December 3 · Free returns for 60 days</p>', {
      padding: [4, 32, 8, 32],
      fontSize: 13,
      textAlign: 'center',
      color: '#a1a1aa',
    }),
    image(
      'hero',
      'asset:starters/aurora-hero.png',
      'Aurora One over-ear headphones in graphite, under a ribbon of aurora light',
      null,
      {
        padding: [8, 0, 8, 0],
      },
    ),
    columns(
      'features',
      [
        feature(
          'anc',
          'aurora-icon-anc.png',
          'Adaptive ANC',
          'Blocks up to 98% of ambient noise and adjusts as you move.',
        ),
        feature(
          'battery',
          'aurora-icon-battery.png',
          '40-hour battery',
          'Five minutes of charging gives you four hours of play.',
        ),
        feature(
          'spatial',
          'aurora-icon-spatial.png',
          'Spatial audio',
          'Head-tracked sound that stays in place when you turn.',
        ),
      ],
      { padding: [28, 32, 16, 32] },
      { gap: 24 },
    ),
    divider('rule', '#27272a', { padding: [8, 32, 8, 32] }),
    heading('film-title', 'See it, then hear it', 2, {
      padding: [24, 32, 14, 32],
      fontSize: 24,
      textAlign: 'center',
      color: WHITE,
    }),
    video('film', 'asset:starters/aurora-film.png', `${SITE}/films/aurora-one`, 'Watch the Aurora One film (1:32)', {
      padding: [0, 32, 28, 32],
      textAlign: 'center',
    }),
    columns(
      'insider',
      [
        {
          ratio: 3,
          blocks: [
            heading('insider-title', 'Insiders save 15%', 3, { padding: [0, 0, 6, 0], fontSize: 20, color: WHITE }),
            text(
              'insider-body',
              '<p>{{first_name}}, as an Aurora Insider you get 15% off with code <strong>INSIDER15</strong> until launch day.</p>',
              { padding: [0, 0, 0, 0], fontSize: 14, lineHeight: 1.55, color: MUTED },
            ),
          ],
        },
        {
          ratio: 2,
          blocks: [
            button(
              'insider-cta',
              'Claim my 15%',
              `${SITE}/aurora-one?code=INSIDER15`,
              { button: WHITE, text: '#09090b', radius: 28, fullWidth: true },
              { padding: [8, 0, 0, 0], textAlign: 'center', fontSize: 15, fontWeight: 'bold' },
            ),
          ],
        },
      ],
      { padding: [28, 32, 28, 32], backgroundColor: '#18181b' },
      { gap: 24 },
    ),
    social(
      'social',
      [
        ['instagram', 'https://www.instagram.com/auroraaudio'],
        ['youtube', 'https://www.youtube.com/@auroraaudio'],
        ['tiktok', 'https://www.tiktok.com/@auroraaudio'],
        ['x', 'https://x.com/auroraaudio'],
      ],
      'light',
      28,
      { padding: [32, 32, 8, 32], textAlign: 'center' },
    ),
    text(
      'footer',
      '<p>Aurora Audio AB · Sveavägen 44, 111 34 Stockholm, Sweden</p>' +
        '<p>You are receiving this because you joined Aurora Insiders.<br>' +
        `<a href="{{unsubscribe_url}}">Unsubscribe</a> · <a href="${SITE}/privacy">Privacy policy</a></p>`,
      { padding: [8, 32, 36, 32], fontSize: 12, lineHeight: 1.6, textAlign: 'center', color: '#a1a1aa' },
    ),
  ],
);
