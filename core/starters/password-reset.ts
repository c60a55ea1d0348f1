// Password reset (Acme Cloud): a short, security-minded transactional email.
import { button, columns, decorative, divider, emailDocument, heading, image, text } from './blocks';

const NAVY = '#1e1b4b';
const INDIGO = '#4f46e5';
const MUTED = '#64748b';
const SITE = 'https://acme-cloud.example';

export const passwordReset = emailDocument(
  {
    // New buttons match the call to action; Apply theme restyles from here.
    theme: {
      primaryColor: INDIGO,
      onPrimaryColor: '#ffffff',
      headingFont: null,
      buttonRadius: 8,
      buttonFullWidth: false,
    },
    backdropColor: '#f1f5f9',
    contentColor: '#ffffff',
    fontFamily: 'system',
    textColor: '#334155',
    linkColor: INDIGO,
    preheader: 'Use this link within 60 minutes to choose a new password.',
  },
  { subject: 'Reset your Acme Cloud password', fromName: 'Acme Cloud Security', category: 'security' },
  [
    image(
      'logo',
      'asset:starters/acme-logo.png',
      'Acme Cloud',
      140,
      { padding: [28, 40, 20, 40], textAlign: 'left' },
      SITE,
    ),
    divider('rule-top', '#e2e8f0', { padding: [0, 40, 0, 40] }),
    decorative(
      image('lock', 'asset:starters/acme-reset-lock.png', '', 120, { padding: [36, 40, 8, 40], textAlign: 'center' }),
    ),
    heading('headline', 'Reset your password', 1, {
      padding: [16, 40, 8, 40],
      fontSize: 28,
      textAlign: 'center',
      color: NAVY,
    }),
    text(
      'intro',
      '<p>Hi {{first_name}}, we received a request to reset the password for the Acme Cloud account <strong>{{email}}</strong>. ' +
        'Choose a new password with the button below.</p>',
      { padding: [4, 48, 8, 48], fontSize: 16, lineHeight: 1.6, textAlign: 'center' },
      { mobile: { padding: [4, 24, 8, 24] } },
    ),
    button(
      'cta',
      'Choose a new password',
      '{{reset_url}}',
      { button: INDIGO, radius: 8 },
      { padding: [20, 40, 12, 40], textAlign: 'center', fontSize: 16, fontWeight: 'bold' },
    ),
    text('expiry', '<p>This link expires in 60 minutes and can be used once.</p>', {
      padding: [0, 40, 24, 40],
      fontSize: 13,
      textAlign: 'center',
      color: MUTED,
    }),
    columns(
      'notice',
      [
        {
          ratio: 1,
          blocks: [
            decorative(
              image('notice-icon', 'asset:starters/acme-icon-secure.png', '', 48, {
                padding: [2, 0, 0, 0],
                textAlign: 'left',
              }),
            ),
          ],
        },
        {
          ratio: 6,
          blocks: [
            text(
              'notice-body',
              "<p><strong>Didn't ask for this?</strong> You can safely ignore this email: your password stays the same. " +
                `If you think someone else is trying to get into your account, <a href="${SITE}/security">secure your account</a>.</p>` +
                '<p>Requested from {{request_browser}} on {{request_os}}, {{request_location}}, at {{request_time}}.</p>',
              { padding: [0, 0, 0, 0], fontSize: 14, lineHeight: 1.55, color: '#475569' },
            ),
          ],
        },
      ],
      { padding: [22, 40, 22, 40], backgroundColor: '#f5f7ff' },
      { gap: 12, stackOnMobile: false },
      { mobile: { padding: [20, 24, 20, 24] } },
    ),
    text(
      'fallback',
      '<p>Button not working? Copy this link into your browser:<br><a href="{{reset_url}}">{{reset_url}}</a></p>',
      { padding: [24, 40, 24, 40], fontSize: 13, lineHeight: 1.6, color: MUTED },
      { mobile: { padding: [20, 24, 20, 24] } },
    ),
    divider('rule-bottom', '#e2e8f0', { padding: [0, 40, 0, 40] }),
    text(
      'footer',
      '<p>Acme Cloud, Inc. · 548 Market St, Suite 300, San Francisco, CA 94104</p>' +
        '<p>You received this security email because a password reset was requested for your account.<br>' +
        `<a href="${SITE}/help">Help center</a> · <a href="{{unsubscribe_url}}">Unsubscribe from product news</a></p>`,
      { padding: [20, 40, 32, 40], fontSize: 12, lineHeight: 1.6, textAlign: 'center', color: '#5b6675' },
    ),
  ],
);
