// A real document of about 1 MB for the abuse bench: validated in process, and PUT by the attackers.
import type { EmailDocument } from '../../core/document/schema';
import { resolveAssetUrls, STARTERS } from '../../core/starters';

/** A real document of about 1 MB: the starters' blocks repeated, text blocks padded. */
export function megabyteDocument(): string {
  const docs = STARTERS.map((s) => resolveAssetUrls(s.document, 'http://127.0.0.1'));
  const blocks: EmailDocument['blocks'] = [];
  let n = 0;
  while (blocks.length < 600) {
    for (const doc of docs) {
      for (const block of doc.blocks) {
        blocks.push(
          JSON.parse(JSON.stringify(block).replace(/"id":"([^"]+)"/g, (_m, id: string) => `"id":"${id}x${n++}"`)),
        );
      }
    }
  }
  const doc = { ...docs[0]!, blocks: blocks.slice(0, 600) };
  const texts = doc.blocks.filter((b) => b.type === 'text');
  const room = 1_000_000 - JSON.stringify(doc).length;
  const pad = 'lorem ipsum dolor sit amet '.repeat(Math.max(0, Math.floor(room / texts.length / 27)));
  for (const block of texts) if (block.type === 'text') block.props.html += `<p>${pad}</p>`;
  return JSON.stringify(doc);
}
