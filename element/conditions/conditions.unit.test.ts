// How the editor names platforms and decides conditions from samples (docs/api.md §16).
import { describe, expect, it } from 'vitest';
import type { Condition } from '../../core/document/condition';
import type { EmailDocument } from '../../core/document/schema';
import { conditionSyntaxFor, conditionTags, evaluateCondition, previewConditions, tagName } from './conditions';

const tags = [
  { name: 'Plan', value: '{{plan}}', sample: 'pro plus' },
  { name: 'Company', value: '*|COMPANY|*', sample: '' },
  { name: 'City', value: '%%city%%' },
  { name: 'Plan again', value: '{{ plan }}' },
  { name: 'Link', value: 'https://x.test' },
];

describe('display conditions in the editor', () => {
  it('maps merge-tag-syntax to the platform the export writes', () => {
    expect(conditionSyntaxFor('{{ }}')).toBe('handlebars');
    expect(conditionSyntaxFor('*| |*')).toBe('mailchimp');
    expect(conditionSyntaxFor('%% %%')).toBe('ampscript');
  });

  it('offers each of the host’s tags once, by name, and nothing that is not a tag', () => {
    expect(tagName('{{ first_name }}')).toBe('first_name');
    expect(tagName('*|FNAME|*')).toBe('FNAME');
    expect(tagName('%%a.b-c%%')).toBe('a.b-c');
    expect(tagName('Dear {{x}}')).toBeNull();
    expect(conditionTags(tags).map((tag) => tag.name)).toEqual(['plan', 'COMPANY', 'city']);
  });

  it('decides every op from the sample; no sample or an empty one is not set; names ignore case', () => {
    const cases: Array<[Condition, boolean]> = [
      [{ tag: 'plan', op: 'equals', value: 'pro plus' }, true],
      [{ tag: 'PLAN', op: 'equals', value: 'pro' }, false],
      [{ tag: 'plan', op: 'not_equals', value: 'pro' }, true],
      [{ tag: 'plan', op: 'contains', value: 'plus' }, true],
      [{ tag: 'plan', op: 'contains', value: 'max' }, false],
      [{ tag: 'plan', op: 'is_set' }, true],
      [{ tag: 'company', op: 'is_set' }, false],
      [{ tag: 'company', op: 'is_not_set' }, true],
      [{ tag: 'city', op: 'is_not_set' }, true],
      [{ tag: 'unknown', op: 'equals', value: '' }, true],
    ];
    for (const [condition, outcome] of cases)
      expect(evaluateCondition(condition, tags), JSON.stringify(condition)).toBe(outcome);
  });

  it('lists conditioned rows and the blocks in their columns, with the samples’ outcome', () => {
    const doc = {
      blocks: [
        { id: 'a', type: 'heading', condition: { tag: 'plan', op: 'is_set' } },
        { id: 'b', type: 'text' },
        {
          id: 'c',
          type: 'columns',
          props: {
            columns: [
              { blocks: [{ id: 'd', type: 'text', condition: { tag: 'city', op: 'is_set' } }] },
              { blocks: [] },
            ],
          },
        },
      ],
    } as unknown as EmailDocument;
    expect(previewConditions(doc, tags)).toEqual([
      { id: 'a', condition: { tag: 'plan', op: 'is_set' }, shown: true },
      { id: 'd', condition: { tag: 'city', op: 'is_set' }, shown: false },
    ]);
  });
});
