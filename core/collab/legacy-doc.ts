// A template as the live document's old layout held it (ydoc.ts LEGACY_BLOCKS: block Y.Maps in
// the `blocks` array, a column's blocks as Y.Maps too). Nothing writes this layout any more; the
// tests of reading and migrating stored documents build theirs with it.
import * as Y from 'yjs';
import { LEGACY_BLOCKS, type LiveTemplate, MAP_FIELDS, mapPropsOf, plainMap, TEMPLATE_MAP } from './ydoc';

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function legacyBlock(block: Plain): Y.Map<unknown> {
  const map = new Y.Map<unknown>();
  for (const [key, v] of Object.entries(block)) {
    if (key === 'props' && isPlain(v) && Array.isArray(v.columns)) {
      const props = plainMap({ ...v, columns: undefined });
      const columns = v.columns.filter(isPlain).map((column) => {
        const yColumn = plainMap({ ...column, blocks: undefined });
        yColumn.set(
          'blocks',
          Y.Array.from((Array.isArray(column.blocks) ? column.blocks : []).filter(isPlain).map(legacyBlock)),
        );
        return yColumn;
      });
      props.set('columns', Y.Array.from(columns));
      map.set(key, props);
    } else if (MAP_FIELDS.has(key) && isPlain(v))
      map.set(key, plainMap(v, key === 'props' ? mapPropsOf(block.type) : undefined));
    else if (v !== undefined) map.set(key, v);
  }
  return map;
}

export function legacyYDoc(template: LiveTemplate): Y.Doc {
  const tree = isPlain(template.blockTree) ? template.blockTree : {};
  const doc = new Y.Doc();
  doc.transact(() => {
    const meta = doc.getMap(TEMPLATE_MAP);
    meta.set('name', template.name);
    meta.set('version', tree.version ?? 1);
    meta.set('metadata', isPlain(tree.metadata) ? tree.metadata : {});
    meta.set('canvas', plainMap(isPlain(tree.canvas) ? tree.canvas : {}));
    doc.getArray(LEGACY_BLOCKS).push((Array.isArray(tree.blocks) ? tree.blocks : []).filter(isPlain).map(legacyBlock));
  });
  return doc;
}
