// Event invitation (Horizon Summit 2027): a conference invite with facts, speakers and venue.
import { button, columns, divider, emailDocument, heading, image, social, spacer, text } from './blocks';

const MIDNIGHT = '#0b1026';
const VIOLET = '#7c3aed';
const INK = '#1e1b4b';
const MUTED = '#5b5b7a';
const SITE = 'https://horizon-summit.example';

const fact = (key: string, label: string, body: string) => ({
  blocks: [
    text(`${key}-label`, `<p>${label}</p>`, {
      padding: [0, 0, 4, 0],
      fontSize: 11,
      fontWeight: 'bold' as const,
      color: VIOLET,
    }),
    text(`${key}-body`, `<p>${body}</p>`, { padding: [0, 0, 0, 0], fontSize: 14, lineHeight: 1.5, color: INK }),
  ],
});

const speaker = (key: string, picture: string, name: string, role: string) => ({
  blocks: [
    image(`${key}-photo`, `asset:starters/${picture}`, name, 112, { padding: [0, 0, 12, 0], textAlign: 'center' }),
    heading(`${key}-name`, name, 3, { padding: [0, 0, 4, 0], fontSize: 16, textAlign: 'center', color: INK }),
    text(`${key}-role`, `<p>${role}</p>`, {
      padding: [0, 0, 12, 0],
      fontSize: 13,
      lineHeight: 1.45,
      textAlign: 'center',
      color: MUTED,
    }),
  ],
});

export const eventInvitation = emailDocument(
  {
    // New buttons match the call to action; Apply theme restyles from here.
    theme: {
      primaryColor: VIOLET,
      onPrimaryColor: '#ffffff',
      headingFont: null,
      buttonRadius: 28,
      buttonFullWidth: false,
    },
    backdropColor: '#e9e7f5',
    contentColor: '#ffffff',
    fontFamily: 'helvetica',
    textColor: '#33334d',
    linkColor: VIOLET,
    preheader: 'Two days of talks and workshops in Lisbon, March 18–19. Early-bird tickets end December 15.',
  },
  {
    subject: "{{first_name}}, you're invited to Horizon Summit 2027",
    fromName: 'Horizon Summit',
    category: 'event',
    eventDate: '2027-03-18',
  },
  [
    image(
      'logo',
      'asset:starters/summit-logo.png',
      'Horizon Summit',
      190,
      { padding: [20, 32, 20, 32], textAlign: 'left', backgroundColor: MIDNIGHT },
      SITE,
    ),
    image(
      'hero',
      'asset:starters/summit-hero.png',
      "Horizon Summit 2027: Build what's next. March 18–19, Lisbon, Portugal",
      null,
      { padding: [0, 0, 0, 0] },
      SITE,
    ),
    heading(
      'headline',
      "You're invited, {{first_name}}",
      1,
      { padding: [36, 40, 8, 40], fontSize: 30, color: INK },
      { mobile: { fontSize: 26, padding: [28, 22, 8, 22] } },
    ),
    text(
      'intro',
      '<p>Join 1,200 engineers, designers and founders at <strong>Horizon Summit 2027</strong>: two days of hands-on workshops, ' +
        'honest talks about building products people love, and long lunches by the river.</p>',
      { padding: [4, 40, 20, 40], fontSize: 16, lineHeight: 1.6 },
      { mobile: { padding: [4, 22, 16, 22] } },
    ),
    columns(
      'facts',
      [
        fact('when', 'WHEN', 'March 18–19, 2027<br>9:00–18:00 WET'),
        fact('where', 'WHERE', 'LX Factory<br>Lisbon, Portugal'),
        fact('tickets', 'TICKETS', 'Early bird €390<br>until December 15'),
      ],
      { padding: [20, 40, 20, 40], backgroundColor: '#f5f3ff' },
      { gap: 20 },
      { mobile: { padding: [18, 22, 18, 22] } },
    ),
    button(
      'cta',
      'Reserve your seat',
      `${SITE}/tickets?ref={{contact_id}}`,
      { button: VIOLET, radius: 28 },
      { padding: [28, 40, 10, 40], textAlign: 'center', fontSize: 16, fontWeight: 'bold' },
    ),
    text('livestream', `<p>Can't make it to Lisbon? <a href="${SITE}/live">Register for the free livestream</a>.</p>`, {
      padding: [0, 40, 28, 40],
      fontSize: 14,
      textAlign: 'center',
      color: MUTED,
    }),
    divider('rule', '#e4e2f0', { padding: [0, 40, 0, 40] }),
    heading('speakers-title', 'Featured speakers', 2, {
      padding: [28, 40, 20, 40],
      fontSize: 22,
      textAlign: 'center',
      color: INK,
    }),
    columns(
      'speakers',
      [
        speaker('ines', 'summit-speaker-1.png', 'Inês Duarte', 'Staff Engineer, Fieldwork'),
        speaker('marcus', 'summit-speaker-2.png', 'Marcus Owusu', 'VP of Design, Tandem'),
        speaker('priya', 'summit-speaker-3.png', 'Priya Raman', 'Founder, Quill Labs'),
      ],
      { padding: [0, 40, 12, 40] },
      { gap: 20 },
    ),
    columns(
      'venue',
      [
        {
          blocks: [
            image(
              'venue-image',
              'asset:starters/summit-venue.png',
              'A yellow Lisbon tram passing pastel houses',
              null,
              {
                padding: [0, 0, 0, 0],
                borderRadius: 10,
              },
            ),
          ],
        },
        {
          blocks: [
            heading('venue-title', 'The venue', 3, { padding: [4, 0, 8, 0], fontSize: 18, color: INK }),
            text(
              'venue-body',
              '<p>LX Factory is a 19th-century textile mill turned creative quarter, ten minutes from Cais do Sodré on tram 15E.</p>',
              { padding: [0, 0, 12, 0], fontSize: 14, lineHeight: 1.55, color: MUTED },
            ),
            button(
              'venue-cta',
              'Plan your trip',
              `${SITE}/travel`,
              { button: '#ede9fe', text: '#5b21b6', radius: 28 },
              { padding: [0, 0, 0, 0], textAlign: 'left', fontSize: 14, fontWeight: 'bold' },
            ),
          ],
        },
      ],
      { padding: [16, 40, 32, 40], backgroundColor: '#faf9ff' },
      { gap: 24 },
      { mobile: { padding: [16, 22, 24, 22] } },
    ),
    spacer('space', 8, { backgroundColor: MIDNIGHT }),
    social(
      'social',
      [
        ['linkedin', 'https://www.linkedin.com/company/horizon-summit'],
        ['x', 'https://x.com/horizonsummit'],
        ['youtube', 'https://www.youtube.com/@horizonsummit'],
        ['github', 'https://github.com/horizon-summit'],
      ],
      'light',
      28,
      { padding: [20, 40, 8, 40], textAlign: 'center', backgroundColor: MIDNIGHT },
    ),
    text(
      'footer',
      '<p>Horizon Summit is organised by Orbit Labs, Lda · Avenida da Liberdade 110, 1250-146 Lisboa, Portugal</p>' +
        '<p>You are receiving this invitation because you attended a past Orbit event.<br>' +
        '<a href="{{unsubscribe_url}}"><span style="color:#c4b5fd">Unsubscribe</span></a> · ' +
        `<a href="${SITE}/privacy"><span style="color:#c4b5fd">Privacy</span></a></p>`,
      {
        padding: [8, 40, 32, 40],
        fontSize: 12,
        lineHeight: 1.6,
        textAlign: 'center',
        color: '#a5a9d6',
        backgroundColor: MIDNIGHT,
      },
    ),
  ],
);
