// Social network badges: 64 × 64 round badges in three styles. Glyphs are our own simple
// drawings (not the networks' official artwork), legible from 16 px up.
import { type AssetDesign, svg } from './design';

type Style = 'color' | 'dark' | 'light';
type Glyph = (fg: string, bg: string) => string;

const INK = '#1f2937';

const GLYPHS: Record<string, Glyph> = {
  facebook: (fg) =>
    `<path d="M33.5 53V27.5a6.5 6.5 0 0 1 6.5-6.5h4.5" fill="none" stroke="${fg}" stroke-width="7.5"/>` +
    `<rect x="23" y="29" width="20" height="7" rx="1" fill="${fg}"/>`,
  x: (fg, bg) =>
    `<path d="M46 17 18 47" stroke="${fg}" stroke-width="3.4"/>` +
    `<path d="M16 17h11.5L48 47H36.5Z" fill="${fg}"/><path d="M21.6 19.6h4.5l16.3 24.8h-4.5Z" fill="${bg}"/>`,
  instagram: (fg) =>
    `<rect x="16" y="16" width="32" height="32" rx="9.5" fill="none" stroke="${fg}" stroke-width="3.8"/>` +
    `<circle cx="32" cy="32" r="7.4" fill="none" stroke="${fg}" stroke-width="3.8"/><circle cx="41.6" cy="22.4" r="2.4" fill="${fg}"/>`,
  linkedin: (fg) =>
    `<circle cx="21" cy="19.5" r="3.9" fill="${fg}"/><rect x="17.4" y="26.5" width="7.2" height="20.5" fill="${fg}"/>` +
    `<path d="M32.6 26.5V47M32.6 36.5a6.3 6.3 0 0 1 12.6 0V47" fill="none" stroke="${fg}" stroke-width="7"/>`,
  youtube: (fg, bg) =>
    `<rect x="13" y="19" width="38" height="26" rx="8" fill="${fg}"/><path d="M28 25.2v13.6L39.5 32Z" fill="${bg}"/>`,
  tiktok: (fg) =>
    `<path d="M35 14v24.5a7.5 7.5 0 1 1-7.5-7.5" fill="none" stroke="${fg}" stroke-width="5.4"/>` +
    `<path d="M35 15.5c1 5.2 4.6 8.4 10 8.8" fill="none" stroke="${fg}" stroke-width="5.4"/>`,
  pinterest: (fg) =>
    `<path d="M25.6 37.2c-2.2-1.8-3.4-4.6-3.4-7.8 0-7.2 5.8-12.4 12.8-12.4 6.8 0 11.4 4.6 11.4 10.6 0 7.2-4 12.4-9.6 12.4-3 0-5-1.6-5.6-3.6" fill="none" stroke="${fg}" stroke-width="4.6" stroke-linecap="round"/>` +
    `<path d="M32.4 26.5 26.2 51" fill="none" stroke="${fg}" stroke-width="4.6" stroke-linecap="round"/>`,
  github: (fg) =>
    `<path d="M19.5 27.5 20.8 14.5l8.2 5.4h6l8.2-5.4 1.3 13c1.6 2.2 2.5 4.6 2.5 7.2 0 6.4-5 10.3-11.5 11.1v4.7h-5.6v-4.7C22.4 45 17 41.1 17 34.7c0-2.6.9-5 2.5-7.2Z" fill="${fg}"/>` +
    `<path d="M26.5 47.5c-3.6.8-5.6-.6-7-3.4" fill="none" stroke="${fg}" stroke-width="3" stroke-linecap="round"/>`,
  website: (fg) =>
    `<g fill="none" stroke="${fg}" stroke-width="3"><circle cx="32" cy="32" r="15.5"/><ellipse cx="32" cy="32" rx="6.6" ry="15.5"/>` +
    `<path d="M16.5 32h31M19.3 24h25.4M19.3 40h25.4"/></g>`,
  email: (fg) =>
    `<g fill="none" stroke="${fg}" stroke-width="3.4" stroke-linejoin="round"><rect x="15" y="20" width="34" height="24" rx="4"/>` +
    `<path d="M16.5 22.5 32 34l15.5-11.5"/></g>`,
};

const BRAND: Record<string, string> = {
  facebook: '#1877f2',
  x: '#0f0f0f',
  instagram: 'url(#ig)',
  linkedin: '#0a66c2',
  youtube: '#ff0033',
  tiktok: '#0f0f0f',
  pinterest: '#e60023',
  github: '#24292f',
  website: '#475569',
  email: '#0e7490',
};

const IG_GRADIENT =
  '<defs><radialGradient id="ig" cx="0.3" cy="1.05" r="1.2"><stop offset="0" stop-color="#feda75"/><stop offset="0.25" stop-color="#fa7e1e"/>' +
  '<stop offset="0.5" stop-color="#d62976"/><stop offset="0.75" stop-color="#962fbf"/><stop offset="1" stop-color="#4f5bd5"/></radialGradient></defs>';

function badge(network: string, style: Style): string {
  const glyph = GLYPHS[network] as Glyph;
  const bg = style === 'color' ? (BRAND[network] as string) : style === 'dark' ? INK : '#ffffff';
  const fg = style === 'light' ? INK : '#ffffff';
  // Glyphs that cut holes paint them in the badge colour: a gradient has no single colour, so use its middle.
  const holes = bg.startsWith('url') ? '#d62976' : bg;
  let art = glyph(fg, holes);
  if (network === 'tiktok' && style === 'color') {
    art = `<g transform="translate(-1.6 -1.2)">${glyph('#25f4ee', holes)}</g><g transform="translate(1.6 1.2)">${glyph('#fe2c55', holes)}</g>${art}`;
  }
  return svg(64, 64, `${IG_GRADIENT}<circle cx="32" cy="32" r="31.5" fill="${bg}"/>${art}`);
}

export const NETWORKS = Object.keys(GLYPHS);
export const STYLES: Style[] = ['color', 'dark', 'light'];

export function socialDesigns(): AssetDesign[] {
  return NETWORKS.flatMap((network) =>
    STYLES.map((style) => ({
      path: `social/${network}-${style}.png`,
      width: 64,
      height: 64,
      html: badge(network, style),
      colors: 64,
      transparent: true,
    })),
  );
}

export function playBadgeDesign(): AssetDesign {
  return {
    path: 'video/play.png',
    width: 96,
    height: 96,
    html: svg(
      96,
      96,
      '<circle cx="48" cy="48" r="44" fill="#000" fill-opacity="0.55" stroke="#fff" stroke-opacity="0.92" stroke-width="3.5"/>' +
        '<path d="M39 31.5v33a1.6 1.6 0 0 0 2.4 1.4l26-16.5a1.6 1.6 0 0 0 0-2.8l-26-16.5a1.6 1.6 0 0 0-2.4 1.4Z" fill="#fff"/>',
    ),
    colors: 64,
    transparent: true,
  };
}
