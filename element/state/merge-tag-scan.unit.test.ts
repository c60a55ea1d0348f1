// Finding tags and filling samples: pure string work, run in Node by the `element-unit` project.
import { describe, expect, test } from 'vitest';
import { sampleValues, tagsIn, unknownTags, withSamples } from './merge-tag-scan';
import type { MergeTag } from './merge-tags';

describe('merge-tag scanning', () => {
  test('tagsIn finds all three syntaxes anywhere in a value, once each, in order of first use', () => {
    const doc = {
      blocks: [
        { props: { text: 'Hi {{ first_name }}, %%order_id%%' } },
        { props: { items: ['*|FNAME|*', '{{ first_name }}', 42, null] } },
      ],
      metadata: { subject: 'For {{company}}' },
    };
    expect(tagsIn(doc)).toEqual(['{{ first_name }}', '%%order_id%%', '*|FNAME|*', '{{company}}']);
    expect(tagsIn('no {{tags here or }} {{bad tag}}')).toEqual([]);
  });

  test('unknownTags lists the tags the host did not define', () => {
    const tags: MergeTag[] = [{ name: 'First', value: '{{first_name}}' }];
    expect(unknownTags('Hi {{first_name}} {{frist_name}} %%x%%', tags)).toEqual(['{{frist_name}}', '%%x%%']);
  });

  test("the host's samples win over the built-in ones, which fill the rest", () => {
    const samples = sampleValues([{ name: 'First', value: '{{first_name}}', sample: 'Grace' }]);
    expect(samples.get('{{first_name}}')).toBe('Grace');
    expect(samples.get('{{last_name}}')).toBe('Lovelace');
    expect(samples.get('{{order_id}}')).toBe('PC-10482');
  });

  test('withSamples escapes samples for HTML only, and leaves tags without a sample as written', () => {
    const tags: MergeTag[] = [{ name: 'Co', value: '{{company}}', sample: 'A & B <"Co">' }];
    expect(withSamples('<p title="{{company}}">{{company}} {{nope}}</p>', tags, 'html')).toBe(
      '<p title="A &amp; B &lt;&quot;Co&quot;&gt;">A &amp; B &lt;&quot;Co&quot;&gt; {{nope}}</p>',
    );
    expect(withSamples('{{company}} {{nope}}', tags, 'text')).toBe('A & B <"Co"> {{nope}}');
  });
});
