// Welcome (Acme Cloud): onboarding for a new SaaS workspace.
import { button, columns, decorative, divider, emailDocument, heading, image, social, text } from './blocks';

const NAVY = '#1e1b4b';
const INDIGO = '#4f46e5';
const MUTED = '#64748b';
const FOOTER_BG = '#f8fafc';
const SITE = 'https://acme-cloud.example';

const feature = (key: string, icon: string, title: string, body: string) => ({
  blocks: [
    decorative(
      image(`${key}-icon`, `asset:starters/${icon}`, '', 56, { padding: [0, 0, 12, 0], textAlign: 'left' as const }),
    ),
    heading(`${key}-title`, title, 2, { padding: [0, 0, 6, 0], fontSize: 17, color: NAVY }),
    text(`${key}-body`, `<p>${body}</p>`, { padding: [0, 0, 8, 0], fontSize: 14, lineHeight: 1.5, color: MUTED }),
  ],
});

export const welcome = emailDocument(
  {
    // New buttons match the call to action; Apply theme restyles from here.
    theme: {
      primaryColor: INDIGO,
      onPrimaryColor: '#ffffff',
      headingFont: null,
      buttonRadius: 8,
      buttonFullWidth: false,
    },
    backdropColor: '#eef2ff',
    contentColor: '#ffffff',
    fontFamily: 'system',
    textColor: '#334155',
    linkColor: INDIGO,
    preheader: 'Your workspace is ready. Here are three things most teams do in their first week.',
  },
  { subject: 'Welcome to Acme Cloud, {{first_name}}', fromName: 'Acme Cloud', category: 'onboarding' },
  [
    image(
      'logo',
      'asset:starters/acme-logo.png',
      'Acme Cloud',
      150,
      { padding: [28, 32, 20, 32], textAlign: 'left' },
      SITE,
    ),
    image(
      'hero',
      'asset:starters/acme-welcome-hero.png',
      'The Acme Cloud dashboard showing uptime, latency and recent deploys',
      null,
      {
        padding: [0, 0, 0, 0],
      },
    ),
    heading(
      'headline',
      'Welcome aboard, {{first_name}}!',
      1,
      { padding: [36, 32, 8, 32], fontSize: 30, color: NAVY },
      { mobile: { fontSize: 26, padding: [28, 20, 8, 20] } },
    ),
    text(
      'intro',
      '<p>Thanks for choosing Acme Cloud. Your workspace <strong>{{workspace_name}}</strong> is live, and your free trial runs for 14 days, no card needed.</p>' +
        '<p>Here are three things most teams do in their first week:</p>',
      { padding: [8, 32, 16, 32], fontSize: 16, lineHeight: 1.6 },
      { mobile: { padding: [8, 20, 16, 20] } },
    ),
    columns(
      'features',
      [
        feature(
          'deploy',
          'acme-icon-deploy.png',
          'Ship your first app',
          'Connect a Git repository and every push deploys to its own preview URL.',
        ),
        feature(
          'team',
          'acme-icon-team.png',
          'Invite your team',
          'Add teammates, set roles, and keep everyone on the same page.',
        ),
        feature(
          'secure',
          'acme-icon-secure.png',
          'Sleep soundly',
          'Automatic TLS, daily backups and 99.99% uptime on every plan.',
        ),
      ],
      { padding: [8, 32, 8, 32] },
      { gap: 24 },
    ),
    button(
      'cta',
      'Open your dashboard',
      'https://app.acme-cloud.example/onboarding?utm_source=welcome',
      { button: INDIGO, radius: 8 },
      { padding: [20, 32, 12, 32], textAlign: 'center', fontSize: 16, fontWeight: 'bold' },
    ),
    text(
      'tour',
      `<p>Prefer a guided tour? <a href="${SITE}/demo">Book a 20-minute walkthrough</a> with our team.</p>`,
      {
        padding: [0, 32, 28, 32],
        fontSize: 14,
        textAlign: 'center',
        color: MUTED,
      },
    ),
    divider('rule', '#e2e8f0', { padding: [0, 32, 0, 32] }),
    columns(
      'signoff',
      [
        {
          ratio: 3,
          blocks: [
            text(
              'signoff-text',
              '<p>Questions? Just reply to this email. A real person on our support team reads every message, usually within the hour.</p>' +
                '<p>Cheers,<br><strong>Maya Chen</strong><br>Head of Customer Success</p>',
              { padding: [0, 0, 0, 0], fontSize: 15, lineHeight: 1.6 },
            ),
          ],
        },
        {
          ratio: 1,
          blocks: [
            image(
              'signoff-photo',
              'asset:starters/acme-maya.png',
              'Maya Chen',
              88,
              { padding: [4, 0, 0, 0], textAlign: 'right' },
              null,
              {
                mobile: { textAlign: 'left' },
              },
            ),
          ],
        },
      ],
      { padding: [28, 32, 32, 32] },
      { gap: 24 },
      { mobile: { padding: [24, 20, 24, 20] } },
    ),
    social(
      'social',
      [
        ['x', 'https://x.com/acmecloud'],
        ['linkedin', 'https://www.linkedin.com/company/acmecloud'],
        ['github', 'https://github.com/acmecloud'],
        ['youtube', 'https://www.youtube.com/@acmecloud'],
      ],
      'dark',
      28,
      { padding: [28, 32, 8, 32], textAlign: 'center', backgroundColor: FOOTER_BG },
    ),
    text(
      'footer',
      '<p>Acme Cloud, Inc. · 548 Market St, Suite 300, San Francisco, CA 94104</p>' +
        '<p>You are receiving this email because you created an Acme Cloud account.<br>' +
        '<a href="{{preferences_url}}">Email preferences</a> · <a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
      {
        padding: [8, 32, 32, 32],
        fontSize: 12,
        lineHeight: 1.6,
        textAlign: 'center',
        color: '#5f6b7a',
        backgroundColor: FOOTER_BG,
      },
    ),
  ],
);
