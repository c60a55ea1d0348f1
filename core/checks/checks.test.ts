// Each rule fires on a fixture that has the problem and clears when the problem is fixed.
import { describe, expect, test } from 'vitest';
import { BLOCKS, type BlockType } from '../blocks/registry';
import { SAMPLES } from '../blocks/sample-texts';
import { localizeNewBlock, registerSamples, SAMPLE_LOCALES } from '../blocks/samples';
import type { EmailDocument } from '../document/schema';
import { validateDocument } from '../document/validate';
import { resolveAssetUrls, STARTERS } from '../starters/index';
import {
  type CheckOptions,
  checkDocument,
  contrastProblems,
  contrastRatio,
  type FindingCode,
  GMAIL_CLIP_BYTES,
  headingFix,
  nearestAccessibleColor,
} from './index';

const ENVELOPE = { canvas: { preheader: 'A preview line' }, metadata: { subject: 'Hello' } };

function doc(
  blocks: unknown[],
  canvas: Record<string, unknown> = ENVELOPE.canvas,
  metadata: Record<string, unknown> = ENVELOPE.metadata,
) {
  const result = validateDocument({ canvas, metadata, blocks });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

function codes(d: EmailDocument, options?: CheckOptions): Array<[FindingCode, string | undefined]> {
  return checkDocument(d, options).map((f) => [f.code, f.blockId]);
}

const image = (props: Record<string, unknown>, id = 'img') => ({
  id,
  type: 'image',
  props: { src: 'https://x.test/a.png', ...props },
});

describe('contrast maths', () => {
  test('matches WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });
});

describe('each rule fires and clears when fixed', () => {
  test('image_alt_missing: empty alt flagged unless the image is decorative', () => {
    expect(codes(doc([image({ alt: '' })]))).toEqual([['image_alt_missing', 'img']]);
    expect(codes(doc([image({ alt: 'A red bicycle' })]))).toEqual([]);
    expect(codes(doc([image({ alt: '', decorative: true })]))).toEqual([]);
  });

  test('low_contrast: against the block, column or canvas background; 3:1 is enough for large text', () => {
    const grey = (size: number, id = 't') => ({
      id,
      type: 'text',
      props: { html: '<p>Fine print</p>' },
      style: { color: '#949494', fontSize: size },
    });
    expect(codes(doc([grey(14)]))).toEqual([['low_contrast', 't']]);
    expect(codes(doc([grey(24)]))).toEqual([]);
    expect(codes(doc([{ ...grey(14), style: { color: '#595959', fontSize: 14 } }]))).toEqual([]);
    // The real background: a dark column row makes dark text unreadable, light text fine.
    const inRow = (color: string) => ({
      id: 'row',
      type: 'columns',
      style: { backgroundColor: '#111827' },
      props: {
        columns: [
          { ratio: 1, blocks: [{ id: 'c', type: 'text', props: { html: 'x' }, style: { color } }] },
          { ratio: 1, blocks: [] },
        ],
      },
    });
    expect(codes(doc([inRow('#1f2937')]))).toEqual([['low_contrast', 'c']]);
    expect(codes(doc([inRow('#f9fafb')]))).toEqual([]);
    const button = (buttonColor: string) => ({
      id: 'b',
      type: 'button',
      props: { label: 'Buy now', href: 'https://x.test', buttonColor },
    });
    expect(codes(doc([button('#8b5cf6')]))).toEqual([['low_contrast', 'b']]);
    expect(codes(doc([button('#6d28d9')]))).toEqual([]);
    const span = (color: string) => ({
      id: 's',
      type: 'text',
      props: { html: `<p>a <span style="color:${color}">b</span></p>` },
    });
    expect(codes(doc([span('#fbbf24')]))).toEqual([['low_contrast', 's']]);
    expect(codes(doc([span('#b45309')]))).toEqual([]);
  });

  test('heading_skipped: h1 then h3 flagged, h1 then h2 not', () => {
    const h = (id: string, level: number) => ({ id, type: 'heading', props: { text: id, level } });
    expect(codes(doc([h('a', 1), h('b', 3)]))).toEqual([['heading_skipped', 'b']]);
    expect(codes(doc([h('a', 1), h('b', 2), h('c', 3), h('d', 2)]))).toEqual([]);
  });

  test('vague_link_text: "click here" and "Read more…" flagged, a descriptive text not', () => {
    const t = (text: string) => ({
      id: 't',
      type: 'text',
      props: { html: `<p><a href="https://x.test">${text}</a></p>` },
    });
    expect(codes(doc([t('Click here')]))).toEqual([['vague_link_text', 't']]);
    expect(codes(doc([t('Read more…')]))).toEqual([['vague_link_text', 't']]);
    expect(codes(doc([t('Read the full changelog')]))).toEqual([]);
    const b = (label: string) => ({
      id: 'b',
      type: 'button',
      props: { label, href: 'https://x.test', buttonColor: '#1d4ed8' },
    });
    expect(codes(doc([b('Learn more')]))).toEqual([['vague_link_text', 'b']]);
    expect(codes(doc([b('See the new plans')]))).toEqual([]);
  });

  test('link_invalid: a link with no URL or an unsupported scheme, in markup that skipped validation', () => {
    const html = (href: string) => ({ id: 'h', type: 'html', props: { html: `<a href="${href}">Our shop</a>` } });
    expect(codes(doc([html('')]))).toEqual([['link_invalid', 'h']]);
    expect(codes(doc([html('javascript:alert(1)')]))).toEqual([['link_invalid', 'h']]);
    expect(codes(doc([html('ftp://x.test/file')]))).toEqual([['link_invalid', 'h']]);
    for (const ok of ['https://x.test', 'mailto:a@b.test', 'tel:+123', '{{shop_url}}'])
      expect(codes(doc([html(ok)]))).toEqual([]);
    // A draft (never validated) with a button that has no URL yet.
    const draft = doc([
      { id: 'b', type: 'button', props: { label: 'Buy the kit', href: 'https://x.test', buttonColor: '#1d4ed8' } },
    ]);
    (draft.blocks[0] as { props: { href: string } }).props.href = '';
    expect(codes(draft)).toEqual([['link_invalid', 'b']]);
  });

  test('unknown_merge_tag: only when the host gives its tags', () => {
    const d = doc(
      [{ id: 't', type: 'text', props: { html: '<p>Hi {{first_name}}, your {{plan}}</p>' } }],
      ENVELOPE.canvas,
      {
        subject: 'For {{first_name}}',
      },
    );
    expect(codes(d)).toEqual([]);
    expect(codes(d, { mergeTags: ['first_name'] })).toEqual([['unknown_merge_tag', 't']]);
    expect(codes(d, { mergeTags: ['{{first_name}}', 'plan'] })).toEqual([]);
    expect(checkDocument(d, { mergeTags: ['first_name'] })[0]?.message).toContain('{{plan}}');
  });

  test('unknown_merge_tag: every syntax a sending platform uses (*|NAME|*, %%name%%)', () => {
    const d = doc([
      { id: 't', type: 'text', props: { html: '<p>Hi *|FNAME|*, %%plan-name%% and {{ first_name }}</p>' } },
    ]);
    expect(checkDocument(d, { mergeTags: ['*|FNAME|*', '%%plan-name%%', '{{first_name}}'] })).toEqual([]);
    const unknown = checkDocument(d, { mergeTags: ['{{first_name}}'] }).map((f) => f.message);
    expect(unknown).toHaveLength(2);
    expect(unknown.join(' ')).toContain('*|FNAME|*');
    expect(unknown.join(' ')).toContain('%%plan-name%%');
  });

  test('subject_missing and preheader_missing', () => {
    const t = { id: 't', type: 'text', props: { html: 'x' } };
    expect(codes(doc([t], {}, {}))).toEqual([
      ['subject_missing', undefined],
      ['preheader_missing', undefined],
    ]);
    expect(codes(doc([t]))).toEqual([]);
  });

  test('size_over_gmail_clip: with the size in the message', () => {
    const big = doc([{ id: 't', type: 'text', props: { html: 'x' } }]);
    const html = 'x'.repeat(GMAIL_CLIP_BYTES + 5000);
    const findings = checkDocument(big, { html });
    expect(findings.map((f) => f.code)).toEqual(['size_over_gmail_clip']);
    expect(findings[0]?.message).toContain('106.9 KB');
    expect(checkDocument(big, { html: 'x'.repeat(1000) })).toEqual([]);
    // Counted in UTF-8 bytes, as Gmail does: 2 bytes per é, 4 per emoji.
    expect(checkDocument(big, { html: 'é'.repeat(60 * 1024) })[0]?.message).toContain('120.0 KB');
    expect(checkDocument(big, { html: '😀'.repeat(26 * 1024) })[0]?.message).toContain('104.0 KB');
    expect(checkDocument(big, { html: '€'.repeat(34 * 1024) })).toEqual([]);
    // Without `html` the checker renders the document itself: a long text block over the limit.
    const long = doc(
      Array.from({ length: 40 }, (_, i) => ({
        id: `t${i}`,
        type: 'text',
        props: { html: `<p>${'word '.repeat(600)}</p>` },
      })),
    );
    expect(codes(long)).toEqual([['size_over_gmail_clip', undefined]]);
  });

  test('image_wider_than_column: a 400 px image in a 280 px column', () => {
    const row = (width: number) => ({
      id: 'row',
      type: 'columns',
      props: {
        columns: [
          { ratio: 1, blocks: [image({ alt: 'x', width }, 'wide')] },
          { ratio: 1, blocks: [] },
        ],
      },
    });
    expect(codes(doc([row(400)]))).toEqual([['image_wider_than_column', 'wide']]);
    expect(codes(doc([row(200)]))).toEqual([]);
  });

  test('button_label_clipped: a long label in a narrow column (Outlook draws a fixed-size button)', () => {
    const row = (label: string) => ({
      id: 'row',
      type: 'columns',
      props: {
        columns: [
          {
            ratio: 1,
            blocks: [{ id: 'b', type: 'button', props: { label, href: 'https://x.test', buttonColor: '#1d4ed8' } }],
          },
          { ratio: 2, blocks: [] },
          { ratio: 1, blocks: [] },
        ],
      },
    });
    expect(codes(doc([row('Reserve your seat for the workshop')]))).toEqual([['button_label_clipped', 'b']]);
    expect(codes(doc([row('Reserve')]))).toEqual([]);
  });
});

describe('starters', () => {
  test.each(STARTERS.map((s) => [s.id, s.document] as const))('%s has no findings', (_id, document) => {
    expect(checkDocument(resolveAssetUrls(document, 'https://x.test/assets'))).toEqual([]);
  });
});

describe('drafts that skipped validation', () => {
  test('missing strings do not throw: they are reported as missing', () => {
    const draft = doc([
      image({ alt: 'x' }),
      { id: 'b', type: 'button', props: { label: 'Buy the kit', href: 'https://x.test', buttonColor: '#1d4ed8' } },
    ]);
    const [img, button] = draft.blocks as Array<{ props: Record<string, unknown> }>;
    delete img?.props.alt;
    delete button?.props.label;
    expect(codes(draft)).toEqual([['image_alt_missing', 'img']]);
  });
});

describe('what a one-click fix needs', () => {
  test('nearestAccessibleColor: the closest colour that passes, darker on light and lighter on dark', () => {
    for (const [fg, bg, needed] of [
      ['#949494', '#ffffff', 4.5],
      ['#60a5fa', '#ffffff', 4.5],
      ['#374151', '#111827', 4.5],
      ['#ffffff', '#fbbf24', 4.5],
      ['#777777', '#777777', 3],
    ] as const) {
      const fixed = nearestAccessibleColor(fg, bg, needed) as string;
      expect(contrastRatio(fixed, bg)).toBeGreaterThanOrEqual(needed);
      // Close to the original: a passing colour, not simply black or white (unless it must be).
      expect(contrastRatio(fixed, bg)).toBeLessThan(needed + 0.3);
    }
    expect(nearestAccessibleColor('#595959', '#ffffff', 4.5)).toBe('#595959');
    expect(nearestAccessibleColor('red', '#ffffff', 4.5)).toBeNull();
  });

  test('contrastProblems says which colour is too faint', () => {
    const d = doc(
      [
        {
          id: 't',
          type: 'text',
          props: { html: '<p><a href="https://x.test">Shop</a> <span style="color:#cccccc">fine</span></p>' },
        },
        {
          id: 'b',
          type: 'button',
          props: { label: 'Buy', href: 'https://x.test', buttonColor: '#fbbf24', textColor: '#ffffff' },
        },
      ],
      { ...ENVELOPE.canvas, linkColor: '#93c5fd' },
    );
    expect(contrastProblems(d).map((p) => [p.blockId, p.target])).toEqual([
      ['t', { kind: 'link' }],
      ['t', { kind: 'span', color: '#cccccc' }],
      ['b', { kind: 'button' }],
    ]);
  });

  test('headingFix: the level a skipped heading should have', () => {
    const h = (id: string, level: number) => ({ id, type: 'heading', props: { text: id, level } });
    const d = doc([h('a', 1), h('b', 3), h('c', 2)]);
    expect(headingFix(d, 'b')).toBe(2);
    expect(headingFix(d, 'a')).toBeNull();
    expect(headingFix(d, 'c')).toBeNull();
  });
});

describe('what nobody chose: placeholder images, example links, sample text', () => {
  // What each locale's catalogue does when the element loads that language.
  for (const locale of SAMPLE_LOCALES) registerSamples(locale, SAMPLES[locale]);
  const ASSETS = 'https://api.example.test/assets';
  const fresh = (type: BlockType, locale = 'en') =>
    localizeNewBlock(BLOCKS[type].create(`new-${type}`, ASSETS), locale);
  const found = (d: EmailDocument, code: FindingCode) =>
    checkDocument(d)
      .filter((f) => f.code === code)
      .map((f) => f.blockId);

  test('a new image is the placeholder until a picture is chosen', () => {
    const placeholder = fresh('image');
    expect(found(doc([placeholder]), 'image_placeholder')).toEqual(['new-image']);
    expect(checkDocument(doc([placeholder])).find((f) => f.code === 'image_placeholder')?.severity).toBe('warning');
    // At any asset base (the document keeps the absolute URL of the API that made it).
    expect(
      found(doc([image({ src: 'http://localhost:3000/assets/placeholder/image.png', alt: 'x' })]), 'image_placeholder'),
    ).toEqual(['img']);
    expect(
      found(
        doc([{ ...placeholder, props: { ...placeholder.props, src: 'https://cdn.test/bike.png' } }]),
        'image_placeholder',
      ),
    ).toEqual([]);
  });

  test('a link to the example domain is an error, wherever the link is', () => {
    const button = fresh('button');
    expect(found(doc([button]), 'link_placeholder')).toEqual(['new-button']);
    expect(checkDocument(doc([button])).find((f) => f.code === 'link_placeholder')?.message).toBe(
      'The link "Call to action" still goes to the example address "https://example.com".',
    );
    expect(found(doc([fresh('menu')]), 'link_placeholder')).toEqual(['new-menu', 'new-menu', 'new-menu']);
    const text = {
      id: 't',
      type: 'text',
      props: { html: '<p>See <a href="http://www.example.org/x">the shop</a>.</p>' },
    };
    expect(found(doc([text]), 'link_placeholder')).toEqual(['t']);
    expect(found(doc([image({ alt: 'x', href: 'https://shop.example.net/' })]), 'link_placeholder')).toEqual(['img']);
    // Look-alikes are real addresses.
    for (const href of ['https://example.company.com', 'https://myexample.com', 'https://shop.test/?u=example.com'])
      expect(found(doc([{ ...button, props: { ...button.props, href } }]), 'link_placeholder')).toEqual([]);
  });

  test('a new heading, text or button keeps its sample words in every editor language until they are rewritten', () => {
    for (const locale of SAMPLE_LOCALES) {
      const blocks = (['heading', 'text', 'button'] as const).map((type) => fresh(type, locale));
      expect(found(doc(blocks), 'sample_text'), locale).toEqual(['new-heading', 'new-text', 'new-button']);
      const written = [
        { ...blocks[0], props: { ...blocks[0]?.props, text: 'Spring sale' } },
        { ...blocks[1], props: { ...blocks[1]?.props, html: '<p>Everything is 20% off this week.</p>' } },
        { ...blocks[2], props: { ...blocks[2]?.props, label: 'Shop the sale' } },
      ];
      expect(found(doc(written), 'sample_text'), locale).toEqual([]);
    }
    // Each locale's samples are its own words, not English left over.
    expect(new Set(SAMPLE_LOCALES.map((l) => SAMPLES[l].heading)).size).toBe(SAMPLE_LOCALES.length);
  });

  test('the starters have none of them', () => {
    for (const starter of STARTERS) {
      const d = resolveAssetUrls(starter.document, ASSETS);
      const codes = checkDocument(d).map((f) => f.code);
      expect(
        codes.filter((c) => c === 'image_placeholder' || c === 'link_placeholder' || c === 'sample_text'),
        starter.name,
      ).toEqual([]);
    }
  });
});
