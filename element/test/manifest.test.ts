// The custom-elements.json shipped with the build (generated from the element's source) and the
// README's tables describe the same surface: a new attribute, event, method, part or custom
// property must appear in both.
/// <reference types="vite/client" />
import { expect, inject, test } from 'vitest';
import readme from '../README.md?raw';

interface Named {
  name: string;
  kind?: string;
  static?: boolean;
}
interface ElementDeclaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: Named[];
  events?: Named[];
  members?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}

const manifest = JSON.parse(inject('ebEnv').manifest) as { modules: Array<{ declarations?: ElementDeclaration[] }> };
const element = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'email-builder');
const names = (items: Named[] | undefined) => (items ?? []).map((i) => i.name).sort();

/** The README section under `## title`, up to the next `## `. */
function section(title: string): string {
  const start = readme.indexOf(`## ${title}`);
  expect(start, `README has a "${title}" section`).toBeGreaterThanOrEqual(0);
  const end = readme.indexOf('\n## ', start + 3);
  return readme.slice(start, end < 0 ? undefined : end);
}
/** First-column names of a markdown table: `| \`name\` | …`. */
const tableNames = (text: string) => [...text.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((m) => m[1] as string).sort();
const codeNames = (text: string, pattern: RegExp) =>
  [...new Set([...text.matchAll(pattern)].map((m) => m[1] as string))].sort();

test('the manifest describes <email-builder> with every kind of surface', () => {
  expect(element?.customElement).toBe(true);
  expect(names(element?.attributes)).toContain('api-key');
  expect(names(element?.events)).toContain('eb-error');
  expect(names(element?.cssParts).length).toBeGreaterThan(3);
  expect(names(element?.cssProperties)).toContain('--eb-accent');
  // Internal state and helpers for the element's own controllers stay out of it.
  expect(names(element?.members).filter((n) => n.startsWith('_') || n === 'emit' || n === 'store')).toEqual([]);
});

test('README attributes and events tables list exactly the manifest’s', () => {
  expect(tableNames(section('Attributes'))).toEqual(names(element?.attributes));
  expect(tableNames(section('Events'))).toEqual(names(element?.events));
});

test('README methods and properties name exactly the manifest’s public members', () => {
  const methods = (element?.members ?? []).filter((m) => m.kind === 'method').map((m) => m.name);
  expect(codeNames(section('Methods'), /`(\w+)\(/g)).toEqual([...methods].sort());
  const fields = (element?.members ?? []).filter((m) => m.kind === 'field').map((m) => m.name);
  expect(codeNames(section('Properties'), /`(?:EmailBuilder\.)?(\w+)`/g)).toEqual([...fields].sort());
});

test('README theming lists exactly the manifest’s CSS custom properties and parts', () => {
  const theming = section('Theming');
  const prose = theming.slice(0, theming.indexOf('```'));
  expect(codeNames(prose, /`(--eb-[\w-]+)`/g)).toEqual(names(element?.cssProperties));
  const parts = prose.slice(prose.indexOf('Parts:'));
  expect(codeNames(parts, /`([a-z]+)`/g)).toEqual(names(element?.cssParts));
});
