// The element's custom-elements.json (attributes, properties, events, methods, CSS parts and
// properties), generated from its source and JSDoc by @custom-elements-manifest/analyzer. The
// build ships it beside the module; a test checks the README's tables agree with it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';

/** The public element; inner elements (gallery, editor…) are implementation, not surface. */
const SOURCES = ['element/email-builder/email-builder.ts'];

interface Named {
  name: string;
  privacy?: string;
}
interface Declaration {
  kind: string;
  name: string;
  members?: Named[];
  attributes?: Named[];
}

/** Reactive state (`_view`…) and `#private` members are not part of the surface. */
function dropInternals() {
  const isPublic = (item: Named) =>
    !item.name.startsWith('_') && !item.name.startsWith('#') && item.privacy !== 'private';
  return {
    name: 'eb-drop-internals',
    packageLinkPhase({
      customElementsManifest,
    }: {
      customElementsManifest: { modules: Array<{ declarations?: Declaration[] }> };
    }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.members) declaration.members = declaration.members.filter(isPublic);
          if (declaration.attributes) declaration.attributes = declaration.attributes.filter(isPublic);
        }
      }
    },
  };
}

/** The manifest of the element's sources under the repository root `root`. */
export function elementManifest(root: string): unknown {
  const modules = SOURCES.map((path) =>
    ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.ES2022, true),
  );
  return create({ modules, plugins: [...litPlugin(), dropInternals()], context: { dev: false } });
}
