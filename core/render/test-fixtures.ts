// A document that uses every block type and most options, for renderer and email-client tests.
import type { EmailDocument } from '../document/schema';
import { validateDocument } from '../document/validate';

export const RICH_DOCUMENT_INPUT = {
  version: 1,
  canvas: {
    width: 600,
    backdropColor: '#eef2f7',
    contentColor: '#ffffff',
    fontFamily: 'helvetica',
    textColor: '#1f2937',
    linkColor: '#2563eb',
    preheader: 'Your {{month}} digest: three things worth your time',
    lang: 'en',
    dir: 'ltr',
  },
  metadata: { subject: 'Hello {{first_name}}, your digest is here' },
  blocks: [
    {
      id: 'menu-top',
      type: 'menu',
      props: {
        links: [
          { label: 'Shop', href: 'https://shop.test/' },
          { label: 'Journal', href: 'https://shop.test/journal' },
        ],
        separator: '·',
      },
      style: { padding: [12, 24, 12, 24], textAlign: 'right', fontSize: 13 },
      hidden: { desktop: false, mobile: true },
    },
    {
      id: 'logo',
      type: 'image',
      props: {
        src: 'https://cdn.test/logo.png',
        darkSrc: 'https://cdn.test/logo-dark.png',
        alt: 'Acme',
        width: 120,
        href: 'https://shop.test/',
      },
      style: { padding: [24, 24, 8, 24], textAlign: 'left' },
    },
    {
      id: 'title',
      type: 'heading',
      props: { text: 'Hello {{first_name}}, here is your digest', level: 1 },
      style: { padding: [16, 24, 8, 24], fontSize: 30, textAlign: 'left' },
      mobile: { fontSize: 24, padding: [12, 16, 8, 16] },
    },
    {
      id: 'intro',
      type: 'text',
      props: {
        html: '<p>We picked <strong>three stories</strong> for you, {{first_name}}.</p><p>Read them on <a href="https://shop.test/journal?utm=mail&amp;id={{user_id}}">our journal</a>.</p><ul><li>Design</li><li>Craft</li></ul>',
      },
      style: { padding: [8, 24, 8, 24], fontSize: 16, lineHeight: 1.6 },
    },
    {
      id: 'hero',
      type: 'image',
      props: { src: 'https://cdn.test/hero.png', alt: 'A workshop full of tools', width: null, href: null },
      style: { padding: [8, 0, 8, 0] },
    },
    {
      id: 'cta',
      type: 'button',
      props: {
        label: 'Read the stories',
        href: 'https://shop.test/journal',
        buttonColor: '#0f766e',
        textColor: '#ffffff',
        radius: 8,
        fullWidth: false,
      },
      style: { padding: [16, 24, 16, 24], textAlign: 'center', fontSize: 16, fontWeight: 'bold' },
    },
    {
      id: 'rule',
      type: 'divider',
      props: { thickness: 1, color: '#d1d5db', lineStyle: 'solid', width: 80 },
      style: { padding: [16, 24, 16, 24] },
    },
    {
      id: 'features',
      type: 'columns',
      props: {
        stackOnMobile: true,
        gap: 16,
        columns: [
          {
            ratio: 1,
            blocks: [
              {
                id: 'f1-img',
                type: 'image',
                props: { src: 'https://cdn.test/f1.png', alt: 'Chisels', width: 260, href: 'https://shop.test/f1' },
                style: { padding: [0, 0, 8, 0] },
              },
              {
                id: 'f1-h',
                type: 'heading',
                props: { text: 'Sharp tools', level: 3 },
                style: { padding: [0, 0, 4, 0] },
              },
              {
                id: 'f1-t',
                type: 'text',
                props: { html: '<p>Why a sharp chisel is a safe chisel.</p>' },
                style: { padding: [0, 0, 8, 0], fontSize: 14 },
              },
            ],
          },
          {
            ratio: 1,
            blocks: [
              {
                id: 'f2-img',
                type: 'image',
                props: { src: 'https://cdn.test/f2.png', alt: 'Oak boards', width: 260, href: null },
                style: { padding: [0, 0, 8, 0] },
              },
              {
                id: 'f2-h',
                type: 'heading',
                props: { text: 'Choosing oak', level: 3 },
                style: { padding: [0, 0, 4, 0] },
              },
              {
                id: 'f2-b',
                type: 'button',
                props: {
                  label: 'Learn more',
                  href: 'https://shop.test/f2',
                  buttonColor: '#111827',
                  textColor: '#ffffff',
                  radius: 4,
                  fullWidth: true,
                },
                style: { padding: [8, 0, 8, 0], fontSize: 14 },
              },
            ],
          },
        ],
      },
      style: { padding: [8, 24, 8, 24] },
    },
    {
      id: 'three',
      type: 'columns',
      props: {
        stackOnMobile: false,
        gap: 8,
        columns: [
          {
            ratio: 1,
            blocks: [{ id: 't1', type: 'text', props: { html: '<p>12k readers</p>' }, style: { textAlign: 'center' } }],
          },
          {
            ratio: 1,
            blocks: [{ id: 't2', type: 'text', props: { html: '<p>40 stories</p>' }, style: { textAlign: 'center' } }],
          },
          {
            ratio: 1,
            blocks: [
              { id: 't3', type: 'text', props: { html: '<p>1 newsletter</p>' }, style: { textAlign: 'center' } },
            ],
          },
        ],
      },
      style: { padding: [8, 24, 8, 24], backgroundColor: '#f9fafb' },
    },
    {
      id: 'wide',
      type: 'columns',
      props: {
        stackOnMobile: true,
        gap: 24,
        columns: [
          {
            ratio: 2,
            blocks: [{ id: 'w1', type: 'text', props: { html: '<p>Two thirds of the width.</p>' }, style: {} }],
          },
          { ratio: 1, blocks: [{ id: 'w2', type: 'spacer', props: { height: 12 }, style: {} }] },
        ],
      },
      style: { padding: [8, 24, 8, 24] },
    },
    {
      id: 'clip',
      type: 'video',
      props: {
        href: 'https://video.test/watch?v=1',
        thumbnailSrc: 'https://cdn.test/thumb.png',
        alt: 'Watch: a tour of the workshop',
      },
      style: { padding: [8, 24, 8, 24] },
    },
    { id: 'gap', type: 'spacer', props: { height: 24 }, style: {} },
    {
      id: 'desktop-only',
      type: 'text',
      props: { html: '<p>Best viewed on a big screen.</p>' },
      style: { padding: [8, 24, 8, 24], fontSize: 12, color: '#6b7280' },
      hidden: { desktop: false, mobile: true },
    },
    {
      id: 'mobile-only',
      type: 'text',
      props: { html: '<p>Tap to open the app.</p>' },
      style: { padding: [8, 24, 8, 24], fontSize: 12 },
      hidden: { desktop: true, mobile: false },
    },
    {
      id: 'raw',
      type: 'html',
      props: {
        html:
          '<p style="margin:0;font-size:12px">Custom <b>HTML</b> from {{company}}</p>' +
          '<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="font-size:12px">Pasted</td><td align="right">table</td></tr></table>',
      },
      style: { padding: [8, 24, 8, 24] },
    },
    {
      id: 'social',
      type: 'social',
      props: {
        links: [
          { network: 'facebook', href: 'https://facebook.com/acme' },
          { network: 'x', href: 'https://x.com/acme' },
          { network: 'linkedin', href: 'https://linkedin.com/company/acme' },
          { network: 'email', href: 'mailto:hello@acme.test' },
        ],
        iconSize: 28,
        iconStyle: 'dark',
      },
      style: { padding: [16, 24, 8, 24], textAlign: 'center' },
    },
    {
      id: 'footer',
      type: 'text',
      props: { html: '<p>Acme Ltd, 1 Main St. <a href="{{unsubscribe_url}}">Unsubscribe</a></p>' },
      style: { padding: [8, 24, 24, 24], fontSize: 12, color: '#6b7280', textAlign: 'center' },
    },
  ],
};

export function richDocument(): EmailDocument {
  const result = validateDocument(structuredClone(RICH_DOCUMENT_INPUT));
  if (!result.ok) throw new Error(`rich fixture is invalid: ${JSON.stringify(result.issues)}`);
  return result.value;
}
