// WCAG 2.1 colour contrast: relative luminance of sRGB hex colours and their ratio.

/** `#rgb` or `#rrggbb` as [r, g, b] in 0–255, or null. */
export function parseHex(value: string | null | undefined): [number, number, number] | null {
  if (typeof value !== 'string') return null;
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return null;
  const hex = (m[1] as string).length === 3 ? [...(m[1] as string)].map((c) => c + c).join('') : (m[1] as string);
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio (1–21) of two hex colours, or null when either is not one. */
export function contrastRatio(a: string, b: string): number | null {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG "large text": at least 24 px, or 18.66 px (14 pt) bold. */
export function isLargeText(fontSize: number, bold: boolean): boolean {
  return fontSize >= 24 || (bold && fontSize >= 18.66);
}

/** The minimum ratio for text of this size (AA): 4.5, or 3 for large text. */
export function requiredContrast(fontSize: number, bold: boolean): number {
  return isLargeText(fontSize, bold) ? 3 : 4.5;
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour closest to `fg` (mixed toward black or white, whichever needs less) that reaches
 * `needed`:1 against `bg`; null when `fg` or `bg` is not a hex colour.
 */
export function nearestAccessibleColor(fg: string, bg: string, needed: number): string | null {
  const from = parseHex(fg);
  if (!from || !parseHex(bg)) return null;
  if ((contrastRatio(fg, bg) ?? 0) >= needed) return toHex(from);
  const mix = (to: number, t: number) => toHex(from.map((c) => c + (to - c) * t));
  let best: { t: number; color: string } | null = null;
  for (const to of [0, 255]) {
    if ((contrastRatio(mix(to, 1), bg) ?? 0) < needed) continue;
    // Binary search the smallest mix that passes; the loop ends on a passing colour.
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if ((contrastRatio(mix(to, mid), bg) ?? 0) >= needed) hi = mid;
      else lo = mid;
    }
    if (!best || hi < best.t) best = { t: hi, color: mix(to, hi) };
  }
  return best?.color ?? null;
}
