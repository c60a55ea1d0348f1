// Display conditions (docs/api.md §16): every op in every syntax, the rules a stored condition
// follows, and where the markers sit in the HTML and text parts.
import { describe, expect, it } from 'vitest';
import type { ConditionOp } from '../document/condition';
import type { EmailDocument } from '../document/schema';
import { validateDocument } from '../document/validate';
import { type ConditionSyntax, conditionMarkers } from './conditions';
import { renderHtml, renderText } from './index';

const EXPECTED: Record<ConditionSyntax, Record<ConditionOp, [open: string, close: string]>> = {
  handlebars: {
    equals: ['{{#if (eq plan "pro\'s")}}', '{{/if}}'],
    not_equals: ['{{#unless (eq plan "pro\'s")}}', '{{/unless}}'],
    contains: ['{{#if (contains plan "pro\'s")}}', '{{/if}}'],
    is_set: ['{{#if plan}}', '{{/if}}'],
    is_not_set: ['{{#unless plan}}', '{{/unless}}'],
  },
  liquid: {
    equals: ['{% if plan == "pro\'s" %}', '{% endif %}'],
    not_equals: ['{% if plan != "pro\'s" %}', '{% endif %}'],
    contains: ['{% if plan contains "pro\'s" %}', '{% endif %}'],
    is_set: ['{% if plan != blank %}', '{% endif %}'],
    is_not_set: ['{% if plan == blank %}', '{% endif %}'],
  },
  mailchimp: {
    equals: ["*|IF:PLAN=pro's|*", '*|END:IF|*'],
    not_equals: ["*|IF:PLAN!=pro's|*", '*|END:IF|*'],
    // No substring test in Mailchimp: equality, which never shows the block to someone it excludes.
    contains: ["*|IF:PLAN=pro's|*", '*|END:IF|*'],
    is_set: ['*|IF:PLAN|*', '*|END:IF|*'],
    is_not_set: ['*|IFNOT:PLAN|*', '*|END:IF|*'],
  },
  ampscript: {
    equals: ['%%[IF AttributeValue("plan") == "pro\'s" THEN]%%', '%%[ENDIF]%%'],
    not_equals: ['%%[IF AttributeValue("plan") != "pro\'s" THEN]%%', '%%[ENDIF]%%'],
    contains: ['%%[IF IndexOf(AttributeValue("plan"), "pro\'s") > 0 THEN]%%', '%%[ENDIF]%%'],
    is_set: ['%%[IF NOT Empty(AttributeValue("plan")) THEN]%%', '%%[ENDIF]%%'],
    is_not_set: ['%%[IF Empty(AttributeValue("plan")) THEN]%%', '%%[ENDIF]%%'],
  },
};

const conditionFor = (op: ConditionOp) =>
  op === 'is_set' || op === 'is_not_set' ? { tag: 'plan', op } : { tag: 'plan', op, value: "pro's" };

function docWith(condition: unknown): EmailDocument {
  const result = validateDocument({
    version: 1,
    blocks: [
      { id: 'h', type: 'heading', props: { text: 'Members only' }, condition },
      { id: 'p', type: 'text', props: { html: '<p>For everyone</p>' } },
    ],
  });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

describe('condition markers', () => {
  for (const [syntax, ops] of Object.entries(EXPECTED) as [ConditionSyntax, Record<ConditionOp, [string, string]>][]) {
    for (const [op, [open, close]] of Object.entries(ops) as [ConditionOp, [string, string]][]) {
      it(`${syntax} ${op}: wraps the block's HTML and its text`, () => {
        const doc = docWith(conditionFor(op));
        expect(conditionMarkers(conditionFor(op), syntax)).toEqual({ open, close });
        const html = renderHtml(doc, { syntax });
        // The markers hug the block's own table, so a platform that drops the block drops a whole element.
        expect(html).toMatch(new RegExp(`${escapeRe(open)}<table[^>]*>.*?Members only.*?</table>${escapeRe(close)}`));
        expect(html.split(open)).toHaveLength(2);
        expect(html.split(close)).toHaveLength(2);
        expect(renderText(doc, { syntax })).toBe(`${open}\nMembers only\n${close}\n\nFor everyone\n`);
      });
    }
  }

  it('writes Handlebars unless asked otherwise, and falls back to it for an unknown syntax', () => {
    const doc = docWith(conditionFor('is_set'));
    expect(renderText(doc)).toContain('{{#if plan}}');
    expect(renderText(doc, { syntax: 'nope' as ConditionSyntax })).toContain('{{#if plan}}');
  });

  it('wraps blocks inside columns at their own table, inside the column cell', () => {
    const result = validateDocument({
      version: 1,
      blocks: [
        {
          id: 'c',
          type: 'columns',
          props: {
            columns: [
              {
                blocks: [
                  {
                    id: 'b',
                    type: 'button',
                    props: { label: 'Upgrade', href: 'https://x.test' },
                    condition: conditionFor('is_not_set'),
                  },
                ],
              },
              { blocks: [] },
            ],
          },
        },
      ],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const html = renderHtml(result.value, { syntax: 'liquid' });
    expect(html).toMatch(/<td[^>]*>\{% if plan == blank %\}<table[^>]*>.*?Upgrade.*?<\/table>\{% endif %\}<\/td>/);
    expect(renderText(result.value, { syntax: 'liquid' })).toBe(
      '{% if plan == blank %}\nUpgrade: https://x.test\n{% endif %}\n',
    );
  });

  it('showBlock decides conditions for a preview: kept blocks carry no markers, the others are left out', () => {
    const doc = docWith(conditionFor('equals'));
    const shown = renderHtml(doc, { showBlock: () => true });
    expect(shown).toContain('Members only');
    expect(shown).not.toContain('{{');
    const hidden = renderHtml(doc, { showBlock: () => false });
    expect(hidden).not.toContain('Members only');
    expect(hidden).toContain('For everyone');
    expect(renderText(doc, { showBlock: () => false })).toBe('For everyone\n');
  });

  it('ignores a condition that breaks the rules in unvalidated input rather than write it', () => {
    const doc = docWith(undefined);
    const block = doc.blocks[0] as unknown as Record<string, unknown>;
    block.condition = { tag: 'plan', op: 'equals', value: '"}}{{evil}}' };
    const html = renderHtml(doc);
    expect(html).not.toContain('evil');
    expect(html).toContain('Members only');
  });
});

describe('condition validation', () => {
  const issuesOf = (condition: unknown) => {
    const result = validateDocument({
      version: 1,
      blocks: [{ id: 'h', type: 'heading', props: { text: 'x' }, condition }],
    });
    return result.ok ? [] : result.issues;
  };

  it('accepts every op with the fields it needs, and keeps the condition', () => {
    for (const op of ['equals', 'not_equals', 'contains', 'is_set', 'is_not_set'] as const) {
      expect(issuesOf(conditionFor(op))).toEqual([]);
      expect(docWith(conditionFor(op)).blocks[0]?.condition).toEqual(conditionFor(op));
    }
    expect(issuesOf({ tag: 'contact.first-name_2', op: 'equals', value: "Ben & Jerry's = *best*" })).toEqual([]);
    expect(issuesOf({ tag: 'x', op: 'equals', value: '' })).toEqual([]);
  });

  it('names the field that is wrong', () => {
    const at = 'blockTree.blocks[0].condition';
    expect(issuesOf({ tag: 'plan', op: 'equals' })).toEqual([{ path: `${at}.value`, message: 'is required' }]);
    expect(issuesOf({ tag: 'plan', op: 'is_set', value: 'x' })).toEqual([
      { path: `${at}.value`, message: 'is not an allowed field' },
    ]);
    expect(issuesOf({ tag: 'plan', op: 'matches', value: 'x' })[0]?.path).toBe(`${at}.op`);
    expect(issuesOf({ tag: '{{plan}}', op: 'is_set' })[0]?.path).toBe(`${at}.tag`);
    expect(issuesOf({ tag: '', op: 'is_set' })[0]?.path).toBe(`${at}.tag`);
    expect(issuesOf({ tag: 'a'.repeat(101), op: 'is_set' })[0]?.path).toBe(`${at}.tag`);
    expect(issuesOf({ tag: 'plan', op: 'equals', value: 'x'.repeat(501) })[0]).toEqual({
      path: `${at}.value`,
      message: 'must be at most 500 characters',
    });
    expect(issuesOf({ tag: 'plan', op: 'equals', value: 'x'.repeat(500) })).toEqual([]);
    expect(issuesOf('plan')[0]?.path).toBe(at);
  });

  it('refuses every character that could end a value or a tag in one of the syntaxes', () => {
    for (const breakout of ['"', '\\', '}}', '%}', '{%', '%%', ']%%', '|*', '*|', '<b>', '>', 'a\nb', '\u0000']) {
      expect(issuesOf({ tag: 'plan', op: 'contains', value: `x${breakout}y` })[0]?.path).toBe(
        'blockTree.blocks[0].condition.value',
      );
    }
  });
});

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
