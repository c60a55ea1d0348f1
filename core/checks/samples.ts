// Content nobody chose: the placeholder picture of a new image, and the sample words of a new
// heading, text or button (in any of the editor's languages). Links to the example domain are a
// link check (links.ts).
import type { LeafBlock } from '../blocks/registry';
import { isSampleText } from '../blocks/sample-texts';
import { isPlaceholderImage } from '../blocks/samples';
import type { Block } from '../document/schema';
import type { Finding } from './types';

export function checkSamples(block: Block | LeafBlock, findings: Finding[]): void {
  if (block.type === 'image' && isPlaceholderImage(block.props.src)) {
    findings.push({
      code: 'image_placeholder',
      severity: 'warning',
      blockId: block.id,
      message: 'The image is still the placeholder of a new image block: choose a picture.',
    });
  }
  const sample =
    (block.type === 'heading' && isSampleText('heading', block.props.text)) ||
    (block.type === 'text' && isSampleText('text', block.props.html)) ||
    (block.type === 'button' && isSampleText('button', block.props.label));
  if (sample) {
    findings.push({
      code: 'sample_text',
      severity: 'warning',
      blockId: block.id,
      message: `The ${block.type} still has the sample text of a new block: write your own.`,
    });
  }
}
