import { describe, expect, test } from 'vitest';
import { emptyDocument, validateDocument } from './validate';

function issuesOf(input: unknown) {
  const result = validateDocument(input);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.issues;
}

describe('validateDocument limits', () => {
  test('a 10,000-deep nesting is an error with a path, not an exception', () => {
    let deep: unknown = [];
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const [issue] = issuesOf({ blocks: deep });
    expect(issue?.path).toMatch(/^blockTree\.blocks(\[0\])+$/);
    expect(issue?.message).toMatch(/nested too deeply/);
  });

  test('2,001 blocks are refused', () => {
    const blocks = Array.from({ length: 2001 }, (_, i) => ({ id: `b${i}`, type: 'spacer', props: {} }));
    expect(issuesOf({ blocks })).toEqual([
      { path: 'blockTree.blocks', message: expect.stringMatching(/too many blocks/) },
    ]);
  });

  test('2,000 blocks are accepted', () => {
    const blocks = Array.from({ length: 2000 }, (_, i) => ({ id: `b${i}`, type: 'spacer', props: {} }));
    expect(validateDocument({ blocks }).ok).toBe(true);
  });
});

describe('validateDocument defaults', () => {
  test('an empty document gets a full canvas', () => {
    const doc = emptyDocument();
    expect(doc.canvas.width).toBe(600);
    expect(doc.blocks).toEqual([]);
    expect(doc.version).toBe(1);
  });
});

describe('every block type', () => {
  const valid: Record<string, unknown> = {
    heading: {
      id: 'a',
      type: 'heading',
      props: { text: 'Hi {{first_name}}', level: 2 },
      style: { fontSize: 24, textAlign: 'center' },
    },
    text: { id: 'a', type: 'text', props: { html: '<p>Hello</p>' } },
    image: {
      id: 'a',
      type: 'image',
      props: { src: 'https://x.test/a.png', alt: 'A', width: 300, href: 'https://x.test' },
    },
    button: {
      id: 'a',
      type: 'button',
      props: { label: 'Go', href: 'mailto:a@b.test', buttonColor: '#000', radius: 4, fullWidth: true },
    },
    divider: { id: 'a', type: 'divider', props: { thickness: 2, color: '#cccccc', lineStyle: 'dashed', width: 50 } },
    spacer: { id: 'a', type: 'spacer', props: { height: 40 } },
    columns: {
      id: 'a',
      type: 'columns',
      props: {
        columns: [{ ratio: 2, blocks: [{ id: 'b', type: 'text', props: { html: 'x' } }] }, { blocks: [] }],
        stackOnMobile: false,
      },
    },
    social: {
      id: 'a',
      type: 'social',
      props: { links: [{ network: 'github', href: 'https://github.com/x' }], iconStyle: 'dark' },
    },
    html: { id: 'a', type: 'html', props: { html: '<table><tr><td>raw</td></tr></table>' } },
    menu: { id: 'a', type: 'menu', props: { links: [{ label: 'Home', href: 'tel:+441234' }], separator: '/' } },
    video: { id: 'a', type: 'video', props: { href: 'https://video.test/1', thumbnailSrc: '{{thumb_url}}' } },
  };

  /** One invalid variant per type, with the path the error must name. */
  const invalid: Array<[string, unknown, string]> = [
    ['heading', { id: 'a', type: 'heading', props: { text: 'x', level: 4 } }, 'blockTree.blocks[0].props.level'],
    ['text', { id: 'a', type: 'text', props: { html: 42 } }, 'blockTree.blocks[0].props.html'],
    [
      'image',
      { id: 'a', type: 'image', props: { src: 'https://x.test/a.png', width: 5 } },
      'blockTree.blocks[0].props.width',
    ],
    ['button', { id: 'a', type: 'button', props: { href: 'https://x.test' } }, 'blockTree.blocks[0].props.label'],
    ['divider', { id: 'a', type: 'divider', props: { lineStyle: 'wavy' } }, 'blockTree.blocks[0].props.lineStyle'],
    ['spacer', { id: 'a', type: 'spacer', props: { height: 0 } }, 'blockTree.blocks[0].props.height'],
    [
      'columns',
      { id: 'a', type: 'columns', props: { columns: [{ blocks: [] }] } },
      'blockTree.blocks[0].props.columns',
    ],
    [
      'social',
      { id: 'a', type: 'social', props: { links: [{ network: 'myspace', href: 'https://x.test' }] } },
      'blockTree.blocks[0].props.links[0].network',
    ],
    ['html', { id: 'a', type: 'html', props: { html: 'x'.repeat(50_001) } }, 'blockTree.blocks[0].props.html'],
    [
      'menu',
      { id: 'a', type: 'menu', props: { links: [{ label: '', href: 'https://x.test' }] } },
      'blockTree.blocks[0].props.links[0].label',
    ],
    ['video', { id: 'a', type: 'video', props: { href: 'https://x.test' } }, 'blockTree.blocks[0].props.thumbnailSrc'],
  ];

  test.each(Object.entries(valid))('a valid %s block is accepted', (_type, block) => {
    const result = validateDocument({ blocks: [block] });
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  test.each(invalid)('an invalid %s block is refused with a path', (_type, block, path) => {
    expect(issuesOf({ blocks: [block] }).map((i) => i.path)).toContain(path);
  });

  test('every type has an invalid case', () => {
    expect(new Set(invalid.map(([type]) => type))).toEqual(new Set(Object.keys(valid)));
  });
});

describe('validateDocument refusals', () => {
  test('an unknown block type names the type field', () => {
    expect(issuesOf({ blocks: [{ id: 'a', type: 'marquee', props: {} }] })).toEqual([
      { path: 'blockTree.blocks[0].type', message: expect.stringMatching(/must be one of "heading", "text"/) },
    ]);
  });

  test('unknown fields in props or style are refused', () => {
    expect(
      issuesOf({
        blocks: [{ id: 'a', type: 'spacer', props: { height: 5, onclick: 'x' }, style: { position: 'fixed' } }],
      }).map((i) => i.path),
    ).toEqual(['blockTree.blocks[0].props.onclick', 'blockTree.blocks[0].style.position']);
  });

  test('bad colours in style, props and canvas', () => {
    const issues = issuesOf({
      canvas: { backdropColor: 'red' },
      blocks: [
        { id: 'a', type: 'divider', props: { color: '#12345' } },
        {
          id: 'b',
          type: 'text',
          props: { html: 'x' },
          style: { color: 'rgb(0,0,0)' },
          mobile: { backgroundColor: 'url(x)' },
        },
      ],
    });
    expect(issues.map((i) => i.path)).toEqual([
      'blockTree.canvas.backdropColor',
      'blockTree.blocks[0].props.color',
      'blockTree.blocks[1].style.color',
      'blockTree.blocks[1].mobile.backgroundColor',
    ]);
    expect(issues[0]?.message).toMatch(/hex colour/);
  });

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    '\tjavascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'java\u0000script:alert(1)',
    '//evil.test/x',
    'https://ok.test/a b',
  ])('the link %j is refused wherever links go', (href) => {
    const issues = issuesOf({
      blocks: [
        { id: 'a', type: 'button', props: { label: 'x', href } },
        { id: 'b', type: 'image', props: { src: href, href } },
        { id: 'c', type: 'menu', props: { links: [{ label: 'x', href }] } },
        { id: 'd', type: 'social', props: { links: [{ network: 'x', href }] } },
        { id: 'e', type: 'video', props: { href, thumbnailSrc: href } },
      ],
    });
    expect(issues.map((i) => i.path)).toEqual([
      'blockTree.blocks[0].props.href',
      'blockTree.blocks[1].props.src',
      'blockTree.blocks[1].props.href',
      'blockTree.blocks[2].props.links[0].href',
      'blockTree.blocks[3].props.links[0].href',
      'blockTree.blocks[4].props.href',
      'blockTree.blocks[4].props.thumbnailSrc',
    ]);
  });

  test('merge tags are accepted as links', () => {
    const result = validateDocument({
      blocks: [
        { id: 'a', type: 'button', props: { label: 'x', href: '{{cta_url}}' } },
        { id: 'b', type: 'button', props: { label: 'x', href: '{{site_url}}/offers?u={{user_id}}' } },
      ],
    });
    expect(result.ok).toBe(true);
  });

  test('duplicate ids, also across columns, name both places', () => {
    const issues = issuesOf({
      blocks: [
        { id: 'x', type: 'spacer', props: {} },
        {
          id: 'c',
          type: 'columns',
          props: {
            columns: [
              { blocks: [{ id: 'x', type: 'spacer', props: {} }] },
              { blocks: [{ id: 'c', type: 'spacer', props: {} }] },
            ],
          },
        },
      ],
    });
    expect(issues).toEqual([
      {
        path: 'blockTree.blocks[1].props.columns[0].blocks[0].id',
        message: 'duplicates the id of blockTree.blocks[0]',
      },
      {
        path: 'blockTree.blocks[1].props.columns[1].blocks[0].id',
        message: 'duplicates the id of blockTree.blocks[1]',
      },
    ]);
  });

  test('columns inside columns are refused', () => {
    const inner = { id: 'in', type: 'columns', props: { columns: [{ blocks: [] }, { blocks: [] }] } };
    const issues = issuesOf({
      blocks: [{ id: 'out', type: 'columns', props: { columns: [{ blocks: [inner] }, { blocks: [] }] } }],
    });
    expect(issues).toEqual([
      { path: 'blockTree.blocks[0].props.columns[0].blocks[0].type', message: expect.stringMatching(/must be one of/) },
    ]);
    expect(issues[0]?.message).not.toContain('"columns"');
  });

  test('bad ids are refused', () => {
    expect(issuesOf({ blocks: [{ id: 'a b"<', type: 'spacer', props: {} }] }).map((i) => i.path)).toEqual([
      'blockTree.blocks[0].id',
    ]);
  });

  test('2,001 blocks spread over columns are refused too', () => {
    const columns = Array.from({ length: 41 }, (_, i) => ({
      id: `c${i}`,
      type: 'columns',
      props: {
        columns: [
          { blocks: Array.from({ length: 24 }, (_, j) => ({ id: `c${i}a${j}`, type: 'spacer', props: {} })) },
          { blocks: Array.from({ length: 24 }, (_, j) => ({ id: `c${i}b${j}`, type: 'spacer', props: {} })) },
        ],
      },
    }));
    // 41 columns blocks + 41 × 48 children = 2,009 blocks.
    const issues = issuesOf({ blocks: columns });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toMatch(/too many blocks/);
    expect(issues[0]?.path).toMatch(/^blockTree\.blocks/);
  });

  test('a 10,000-deep object nesting inside a block is an error with a path', () => {
    let deep: unknown = { leaf: true };
    for (let i = 0; i < 10_000; i++) deep = { child: deep };
    const [issue] = issuesOf({ blocks: [{ id: 'a', type: 'html', props: deep }] });
    expect(issue?.path).toMatch(/^blockTree\.blocks\[0\]\.props(\.child)+$/);
    expect(issue?.message).toMatch(/nested too deeply/);
  });

  test('junk never throws', () => {
    for (const input of [
      null,
      undefined,
      42,
      'x',
      [],
      { blocks: null },
      { blocks: [null] },
      { blocks: [[]] },
      { canvas: [], blocks: [] },
    ]) {
      expect(() => validateDocument(input)).not.toThrow();
      expect(validateDocument(input).ok).toBe(false);
    }
  });
});

describe('validateDocument normalises text blocks', () => {
  test('text html is stored sanitised, in columns too', () => {
    const result = validateDocument({
      blocks: [
        { id: 'a', type: 'text', props: { html: '<p onclick="x()">Hi <script>alert(1)</script><b>there</p>' } },
        {
          id: 'c',
          type: 'columns',
          props: {
            columns: [
              { blocks: [{ id: 'b', type: 'text', props: { html: '<a href="javascript:x()">bad</a>' } }] },
              { blocks: [] },
            ],
          },
        },
      ],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const [text, columns] = result.value.blocks;
    expect(text?.type === 'text' && text.props.html).toBe('<p>Hi <b>there</b></p>');
    expect(columns?.type === 'columns' && columns.props.columns[0]?.blocks[0]).toMatchObject({
      props: { html: 'bad' },
    });
  });

  test('html blocks are kept exactly as given', () => {
    const raw = '<div onclick="x()"><script>track()</script></div>';
    const result = validateDocument({ blocks: [{ id: 'a', type: 'html', props: { html: raw } }] });
    expect(result.ok && result.value.blocks[0]).toMatchObject({ props: { html: raw } });
  });
});
