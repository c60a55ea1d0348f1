// Announcement (Brightside): a company announcement with what changes and what stays the same.
import { button, columns, decorative, divider, emailDocument, heading, image, menu, social, text } from './blocks';

const NAVY = '#0f172a';
const AMBER = '#b45309';
const MUTED = '#475569';
const SITE = 'https://brightside.example';

const point = (key: string, icon: string, title: string, body: string) => ({
  blocks: [
    decorative(image(`${key}-icon`, `asset:starters/${icon}`, '', 56, { padding: [0, 0, 12, 0], textAlign: 'left' })),
    heading(`${key}-title`, title, 2, { padding: [0, 0, 6, 0], fontSize: 17, color: NAVY }),
    text(`${key}-body`, `<p>${body}</p>`, { padding: [0, 0, 12, 0], fontSize: 14, lineHeight: 1.55, color: MUTED }),
  ],
});

export const announcement = emailDocument(
  {
    // New buttons match the call to action; Apply theme restyles from here.
    theme: {
      primaryColor: NAVY,
      onPrimaryColor: '#ffffff',
      headingFont: null,
      buttonRadius: 10,
      buttonFullWidth: false,
    },
    backdropColor: '#fef3c7',
    contentColor: '#ffffff',
    fontFamily: 'system',
    textColor: NAVY,
    linkColor: AMBER,
    preheader: 'Starting today you can hold, send and spend in four new countries, at the same real exchange rate.',
  },
  {
    subject: 'Brightside is now in Canada, the UK, Spain and Brazil',
    fromName: 'Sam at Brightside',
    category: 'announcement',
  },
  [
    columns(
      'masthead',
      [
        {
          blocks: [
            image(
              'logo',
              'asset:starters/brightside-logo.png',
              'Brightside',
              150,
              { padding: [0, 0, 0, 0], textAlign: 'left' },
              SITE,
            ),
          ],
        },
        {
          blocks: [
            text('login', `<p><a href="${SITE}/login">Log in</a></p>`, {
              padding: [12, 0, 0, 0],
              fontSize: 14,
              fontWeight: 'bold',
              textAlign: 'right',
            }),
          ],
        },
      ],
      { padding: [24, 32, 20, 32] },
      { gap: 16, stackOnMobile: false },
    ),
    image(
      'hero',
      'asset:starters/brightside-hero.png',
      'A globe with pins on Toronto, London, Madrid and São Paulo',
      null,
      {
        padding: [0, 0, 0, 0],
      },
    ),
    text(
      'kicker',
      '<p>ANNOUNCEMENT</p>',
      { padding: [32, 40, 0, 40], fontSize: 12, fontWeight: 'bold', color: AMBER },
      { mobile: { padding: [28, 22, 0, 22] } },
    ),
    heading(
      'headline',
      'Brightside now works in four new countries',
      1,
      { padding: [8, 40, 12, 40], fontSize: 30, color: NAVY },
      { mobile: { fontSize: 25, padding: [8, 22, 12, 22] } },
    ),
    text(
      'intro',
      '<p>Hi {{first_name}},</p><p>Since we launched, the question we hear most is “When can I use Brightside abroad?” Starting today, you can open local accounts in ' +
        '<strong>Canada, the United Kingdom, Spain and Brazil</strong>, with the same real exchange rate and no hidden fees.</p>',
      { padding: [4, 40, 16, 40], fontSize: 16, lineHeight: 1.65 },
      { mobile: { padding: [4, 22, 12, 22] } },
    ),
    columns(
      'points',
      [
        point(
          'send',
          'brightside-icon-send.png',
          'Send money',
          'Transfers land in minutes in 40+ countries, with the fee shown upfront.',
        ),
        point(
          'accounts',
          'brightside-icon-account.png',
          'Local accounts',
          'Account details in CAD, GBP, EUR and BRL, so you get paid like a local.',
        ),
        point(
          'rate',
          'brightside-icon-rate.png',
          'Same great rate',
          'Always the mid-market rate, with one small, transparent fee.',
        ),
      ],
      { padding: [12, 40, 8, 40] },
      { gap: 24 },
      { mobile: { padding: [12, 22, 8, 22] } },
    ),
    button(
      'cta',
      'Open a new account',
      `${SITE}/app/accounts/new`,
      { button: NAVY, radius: 10 },
      { padding: [12, 40, 28, 40], textAlign: 'left', fontSize: 16, fontWeight: 'bold' },
      { mobile: { padding: [12, 22, 24, 22], textAlign: 'center' } },
    ),
    divider('rule', '#e2e8f0', { padding: [0, 40, 0, 40] }),
    heading(
      'faq-title',
      'What does this mean for your account?',
      2,
      { padding: [28, 40, 8, 40], fontSize: 20, color: NAVY },
      { mobile: { padding: [24, 22, 8, 22] } },
    ),
    text(
      'faq',
      '<ul><li>Nothing changes for your current balances, cards or scheduled payments.</li>' +
        '<li>Your card now spends fee-free in all four countries.</li>' +
        '<li>New account details are in the app under <strong>Accounts → Add currency</strong>.</li></ul>',
      { padding: [4, 40, 12, 40], fontSize: 15, lineHeight: 1.7, color: MUTED },
      { mobile: { padding: [4, 22, 12, 22] } },
    ),
    text(
      'signoff',
      `<p>Questions? Read the <a href="${SITE}/help/new-countries">FAQ</a> or simply reply to this email.</p><p>Sam Okafor<br>Co-founder, Brightside</p>`,
      { padding: [8, 40, 32, 40], fontSize: 15, lineHeight: 1.65 },
      { mobile: { padding: [8, 22, 28, 22] } },
    ),
    social(
      'social',
      [
        ['x', 'https://x.com/brightside'],
        ['linkedin', 'https://www.linkedin.com/company/brightside'],
        ['instagram', 'https://www.instagram.com/brightside'],
        ['website', SITE],
      ],
      'dark',
      28,
      { padding: [28, 32, 4, 32], textAlign: 'center', backgroundColor: '#fffbeb' },
    ),
    menu(
      'footer-nav',
      [
        ['Help center', `${SITE}/help`],
        ['Privacy', `${SITE}/privacy`],
        ['Terms', `${SITE}/terms`],
      ],
      { padding: [8, 32, 0, 32], textAlign: 'center', fontSize: 12, color: MUTED, backgroundColor: '#fffbeb' },
    ),
    text(
      'footer',
      '<p>Brightside Financial Ltd · 20 Finsbury Circus, London EC2M 7EB, United Kingdom</p>' +
        '<p>You are receiving this because you have a Brightside account. ' +
        '<a href="{{preferences_url}}">Email preferences</a> · <a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
      {
        padding: [8, 32, 32, 32],
        fontSize: 12,
        lineHeight: 1.6,
        textAlign: 'center',
        color: '#64748b',
        backgroundColor: '#fffbeb',
      },
    ),
  ],
);
