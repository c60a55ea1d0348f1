// How a person looks wherever the element shows who is in a template (the editor's avatars and
// outlines, the gallery's cards): their initials on their colour. Colours are given to everyone
// present at once, so two people never share one while the palette lasts, and every viewer
// derives the same colours from the same people.

/**
 * Eight hues far apart (red, teal, brown, magenta, olive, slate, pink, sky), none near the editor's
 * own indigo selection; each carries white text at 4.5:1 or more and stands out at 3:1 or more
 * against a white email.
 */
export const PEOPLE_COLORS = [
  '#b91c1c',
  '#0f766e',
  '#92400e',
  '#86198f',
  '#4d7c0f',
  '#475569',
  '#be185d',
  '#0369a1',
] as const;

function hashOf(userId: string): number {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  return hash;
}

/**
 * A colour for each of these people: their own (by id) unless someone earlier in id order has it,
 * then the next free one. Past eight people colours repeat.
 */
export function colorsFor(userIds: Iterable<string>): Map<string, string> {
  const ids = [...new Set(userIds)].sort();
  const taken = new Set<number>();
  const out = new Map<string, string>();
  for (const id of ids) {
    let index = hashOf(id) % PEOPLE_COLORS.length;
    if (taken.size < PEOPLE_COLORS.length) while (taken.has(index)) index = (index + 1) % PEOPLE_COLORS.length;
    taken.add(index);
    out.set(id, PEOPLE_COLORS[index] as string);
  }
  return out;
}

/** Up to two letters: the first of the first and last words ("Ada Lovelace" → "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined].map((w) => (w ? [...w][0] : ''));
  return letters.join('').toLocaleUpperCase();
}
