// Aurora Audio (product launch): black with an aurora gradient, premium hardware look.
import { type AssetDesign, SANS, svg } from '../design';

const TEAL = '#2dd4bf';
const VIOLET = '#8b5cf6';
const PINK = '#f472b6';
const GRADIENT = (id: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${TEAL}"/><stop offset=".5" stop-color="${VIOLET}"/><stop offset="1" stop-color="${PINK}"/></linearGradient>`;

const logo: AssetDesign = {
  path: 'starters/aurora-logo.png',
  width: 360,
  height: 96,
  plate: '#09090b',
  colors: 96,
  html: `<div style="display:flex;align-items:center;gap:16px;height:96px;padding-left:6px">${svg(
    64,
    64,
    `<defs>${GRADIENT('a')}</defs><g fill="none" stroke="url(#a)" stroke-width="5" stroke-linecap="round"><path d="M8 40q12-24 24 0t24 0"/><path d="M8 28q12-24 24 0t24 0" opacity=".6"/></g>`,
  )}<div style="font:bold 32px ${SANS};letter-spacing:9px;color:#fff">AURORA</div></div>`,
};

const headphones = (cx: number, cy: number, s: number) =>
  `<g transform="translate(${cx} ${cy}) scale(${s})">` +
  '<path d="M-150 40V-10a150 150 0 0 1 300 0V40" fill="none" stroke="#27272a" stroke-width="26" stroke-linecap="round"/>' +
  '<path d="M-150 40V-10a150 150 0 0 1 300 0V40" fill="none" stroke="#3f3f46" stroke-width="8" stroke-linecap="round" transform="translate(0 -6)"/>' +
  '<path d="M-110-105a150 150 0 0 1 220 0" fill="none" stroke="#52525b" stroke-width="18" stroke-linecap="round"/>' +
  '<rect x="-196" y="20" width="92" height="150" rx="44" fill="#2f2f35"/><rect x="-120" y="34" width="26" height="122" rx="13" fill="#3f3f46"/>' +
  '<rect x="104" y="20" width="92" height="150" rx="44" fill="#2f2f35"/><rect x="94" y="34" width="26" height="122" rx="13" fill="#3f3f46"/>' +
  '<rect x="-176" y="60" width="8" height="70" rx="4" fill="url(#g)"/><rect x="168" y="60" width="8" height="70" rx="4" fill="url(#g)"/>' +
  '</g>';

const DEFS = `<defs>${GRADIENT('g')}</defs>`;

/** Flat, translucent aurora ribbons: few distinct colours, so they survive a small palette. */
function ribbons(width: number, baseY: number): string {
  const bands: Array<[string, number, number, number]> = [
    [TEAL, 150, 0, 0.9],
    [VIOLET, 130, 90, 1.25],
    [PINK, 100, 170, 1.7],
  ];
  return bands
    .map(([color, thickness, offset, freq]) => {
      let d = '';
      for (let x = -40; x <= width + 40; x += 40) {
        const y = baseY + offset - 50 * Math.sin((x / width) * Math.PI * freq + offset / 50) - (x / width) * 70;
        d += `${d ? 'L' : 'M'}${x} ${y.toFixed(1)}`;
      }
      // Three flat layers, wide and faint to narrow and bright, read as a glow.
      return [
        [1, 0.12],
        [0.55, 0.18],
        [0.18, 0.45],
      ]
        .map(
          ([w, o]) =>
            `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${o}" stroke-width="${(thickness * (w as number)).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`,
        )
        .join('');
    })
    .join('');
}

const hero: AssetDesign = {
  path: 'starters/aurora-hero.png',
  width: 1200,
  height: 760,
  colors: 160,
  html: svg(
    1200,
    760,
    `${DEFS}<rect width="1200" height="760" fill="#09090b"/>` +
      ribbons(1200, 200) +
      '<ellipse cx="600" cy="690" rx="330" ry="26" fill="#000" opacity=".6"/>' +
      headphones(600, 420, 1.55),
  ),
};

function icon(file: string, glyph: string): AssetDesign {
  return {
    path: `starters/${file}`,
    width: 128,
    height: 128,
    transparent: true,
    colors: 96,
    html: svg(
      128,
      128,
      `<defs>${GRADIENT('g')}</defs><rect x="4" y="4" width="120" height="120" rx="30" fill="#18181b" stroke="#27272a" stroke-width="2"/>` +
        `<g fill="none" stroke="url(#g)" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
    ),
  };
}

const icons = [
  icon('aurora-icon-anc.png', '<path d="M34 64q8-22 16 0t16 0 16 0 16 0"/><path d="M30 34 98 94"/>'),
  icon(
    'aurora-icon-battery.png',
    '<rect x="30" y="44" width="60" height="40" rx="8"/><path d="M98 56v16"/><path d="M64 50 54 66h14l-10 14"/>',
  ),
  icon(
    'aurora-icon-spatial.png',
    '<circle cx="64" cy="64" r="8"/><path d="M44 44a28 28 0 0 0 0 40M84 44a28 28 0 0 1 0 40M32 32a46 46 0 0 0 0 64M96 32a46 46 0 0 1 0 64"/>',
  ),
];

const film: AssetDesign = {
  path: 'starters/aurora-film.png',
  width: 1200,
  height: 676,
  colors: 224,
  html: `${svg(
    1200,
    676,
    `${DEFS}<rect width="1200" height="676" fill="#09090b"/>${ribbons(1200, 180)}<rect width="1200" height="676" fill="#09090b" opacity=".55"/>` +
      Array.from({ length: 60 }, (_, i) => {
        const h = 30 + Math.abs(Math.sin(i * 0.45) * Math.cos(i * 0.13)) * 220 + (i % 3) * 8;
        return `<rect x="${132 + i * 16}" y="${338 - h / 2}" width="9" height="${h}" rx="4.5" fill="url(#g)"/>`;
      }).join(''),
  )}`,
};

export const auroraDesigns: AssetDesign[] = [logo, hero, ...icons, film];
