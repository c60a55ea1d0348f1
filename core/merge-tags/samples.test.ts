import { describe, expect, it } from 'vitest';
import { fillSamples } from './samples';

const samples = new Map([
  ['{{first_name}}', 'Ada <3'],
  ['*|CITY|*', 'O’Hare & "Co"'],
  ['%%plan%%', 'Pro'],
]);

describe('fillSamples', () => {
  it('replaces tags of every syntax that have a sample; the rest stay as written', () => {
    expect(fillSamples('Hi {{first_name}} from *|CITY|* on %%plan%%, {{other}}', samples, 'text')).toBe(
      'Hi Ada <3 from O’Hare & "Co" on Pro, {{other}}',
    );
  });

  it('escapes samples for HTML text and attributes', () => {
    expect(fillSamples('<a title="*|CITY|*">{{first_name}}</a>', samples, 'html')).toBe(
      '<a title="O’Hare &amp; &quot;Co&quot;">Ada &lt;3</a>',
    );
  });

  it('matches a tag only as written: spacing inside braces counts as a different tag', () => {
    expect(fillSamples('{{ first_name }}', samples, 'text')).toBe('{{ first_name }}');
  });
});
