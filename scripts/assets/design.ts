// One shipped image = one small HTML/CSS (or inline SVG) design at its exact pixel size.
export interface AssetDesign {
  /** Output path under core/assets, e.g. `social/x-dark.png`. */
  path: string;
  width: number;
  height: number;
  /** Markup placed in a body of exactly width × height. */
  html: string;
  /** Extra CSS for this design. */
  css?: string;
  /** Palette size for the output PNG (≤ 256); flat art needs fewer. */
  colors?: number;
  /** Keep a transparent background (logos, icons, badges). */
  transparent?: boolean;
  /**
   * An opaque plate in the email's content colour: invisible in light mode, and it keeps a dark
   * wordmark legible where a client darkens the background but never the image (dark mode, inversion).
   */
  plate?: string;
}

/** System fonts only (no network): DejaVu and Liberation ship with Debian. */
export const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";
export const SANS_NARROW = "'Liberation Sans', 'DejaVu Sans', sans-serif";
export const SERIF = "'DejaVu Serif', 'Liberation Serif', serif";

export function pageFor(design: AssetDesign): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${design.width}px;height:${design.height}px;overflow:hidden;background:${design.plate ?? 'transparent'}}
body{position:relative;font-family:${SANS};-webkit-font-smoothing:antialiased}
svg{display:block}
${design.css ?? ''}
</style></head><body>${design.html}</body></html>`;
}

/** A full-size SVG canvas in the design's own coordinates. */
export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
