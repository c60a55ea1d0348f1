// Horizon Summit 2027 by Orbit (event invitation): midnight, violet and cyan.
import { type AssetDesign, SANS, svg } from '../design';
import { avatar } from './people';
import { seeded } from './random';

const VIOLET = '#7c3aed';
const CYAN = '#22d3ee';

function stars(seed: number, n: number, w: number, h: number): string {
  const rand = seeded(seed);
  let out = '';
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${(rand() * w).toFixed(1)}" cy="${(rand() * h).toFixed(1)}" r="${(0.5 + rand() * 1.6).toFixed(1)}" fill="#fff" opacity="${(0.3 + rand() * 0.6).toFixed(2)}"/>`;
  }
  return out;
}

const MARK = `<defs><linearGradient id="ring" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${CYAN}"/><stop offset="1" stop-color="${VIOLET}"/></linearGradient></defs>`;

const logo: AssetDesign = {
  path: 'starters/summit-logo.png',
  width: 400,
  height: 96,
  plate: '#0b1026',
  colors: 96,
  html: `<div style="display:flex;align-items:center;gap:14px;height:96px;padding-left:6px">${svg(
    64,
    64,
    `${MARK}<circle cx="32" cy="32" r="13" fill="url(#ring)"/><ellipse cx="32" cy="32" rx="29" ry="11" fill="none" stroke="#fff" stroke-width="3.5" transform="rotate(-24 32 32)"/>`,
  )}<div style="font:bold 30px ${SANS};color:#fff;letter-spacing:-0.5px">Horizon<span style="font-weight:normal;color:${CYAN}"> Summit</span></div></div>`,
};

const hero: AssetDesign = {
  path: 'starters/summit-hero.png',
  width: 1200,
  height: 640,
  colors: 160,
  css: `.t{position:absolute;left:80px;color:#fff}`,
  html: `${svg(
    1200,
    640,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1026"/><stop offset=".6" stop-color="#1a1446"/><stop offset="1" stop-color="#3b1d6e"/></linearGradient>' +
      '<clipPath id="planet"><circle cx="900" cy="330" r="170"/></clipPath></defs>' +
      `<rect width="1200" height="640" fill="url(#bg)"/>${stars(3, 140, 1200, 640)}` +
      '<circle cx="900" cy="330" r="290" fill="#7c3aed" opacity=".08"/><circle cx="900" cy="330" r="230" fill="#7c3aed" opacity=".1"/>' +
      '<g fill="none" stroke="#a78bfa" stroke-opacity=".35" stroke-width="2"><ellipse cx="900" cy="330" rx="330" ry="110" transform="rotate(-18 900 330)"/><ellipse cx="900" cy="330" rx="260" ry="80" transform="rotate(-18 900 330)" stroke-dasharray="6 10"/></g>' +
      '<g clip-path="url(#planet)"><rect x="700" y="140" width="400" height="400" fill="#4c1d95"/><circle cx="860" cy="290" r="175" fill="#6d28d9"/>' +
      '<circle cx="835" cy="265" r="130" fill="#7c3aed"/><circle cx="815" cy="245" r="80" fill="#8b5cf6"/>' +
      '<path d="M720 300q180-40 360 10v24q-180-50-360-10Z" fill="#a78bfa" opacity=".35"/><path d="M730 380q170-30 340 6v16q-170-36-340-6Z" fill="#22d3ee" opacity=".25"/></g>' +
      `<path d="M576 432C700 420 1000 300 1224 200" fill="none" stroke="${CYAN}" stroke-width="5" stroke-linecap="round" opacity=".9"/>` +
      `<circle cx="700" cy="410" r="12" fill="${CYAN}"/><circle cx="1130" cy="236" r="8" fill="#f472b6"/>`,
  )}<div class="t" style="top:150px;font:bold 18px ${SANS};letter-spacing:6px;color:${CYAN}">HORIZON SUMMIT 2027</div>
<div class="t" style="top:190px;font:bold 76px ${SANS};line-height:1.05;letter-spacing:-2px">Build what's<br>next.</div>
<div class="t" style="top:392px;font:24px ${SANS};color:#c4b5fd">March 18–19 · Lisbon, Portugal</div>
<div class="t" style="top:450px;display:flex;gap:12px;font:bold 15px ${SANS}">
<span style="border:2px solid #a78bfa;border-radius:30px;padding:8px 18px">40+ talks</span><span style="border:2px solid #a78bfa;border-radius:30px;padding:8px 18px">12 workshops</span><span style="border:2px solid #a78bfa;border-radius:30px;padding:8px 18px">2 days</span></div>`,
};

const speakers = [
  avatar({ file: 'summit-speaker-1.png', bg: '#c4b5fd', skin: '#f1c7a5', hair: '#2b1d16', top: VIOLET, style: 'bun' }),
  avatar({
    file: 'summit-speaker-2.png',
    bg: '#a5f3fc',
    skin: '#8d5a3b',
    hair: '#1b1b1b',
    top: '#0e7490',
    style: 'short',
    beard: true,
  }),
  avatar({
    file: 'summit-speaker-3.png',
    bg: '#fbcfe8',
    skin: '#c68642',
    hair: '#3b2314',
    top: '#db2777',
    style: 'curly',
    glasses: true,
  }),
];

const venue: AssetDesign = {
  path: 'starters/summit-venue.png',
  width: 560,
  height: 360,
  colors: 96,
  html: svg(
    560,
    360,
    '<rect width="560" height="360" fill="#fde7d4"/><circle cx="460" cy="80" r="40" fill="#fbbf24"/>' +
      '<path d="M0 210 60 150h70l40 40h60l30-50h80l40 40h70l40-30h70V260H0Z" fill="#f4b6a0"/>' +
      [
        ['0', '120', '150', '#f9d9a8'],
        ['120', '150', '120', '#f7a8a0'],
        ['270', '120', '140', '#a8d5e2'],
        ['390', '170', '130', '#f9d9a8'],
      ]
        .map(
          ([x, y, w, c]) =>
            `<rect x="${x}" y="${y}" width="${w}" height="${360 - Number(y)}" fill="${c}"/>` +
            Array.from({ length: 3 }, (_, i) =>
              Array.from(
                { length: 3 },
                (_, j) =>
                  `<rect x="${Number(x) + 18 + i * (Number(w) / 3)}" y="${Number(y) + 20 + j * 44}" width="20" height="28" rx="3" fill="#fff" opacity=".8"/>`,
              ).join(''),
            ).join(''),
        )
        .join('') +
      '<rect y="300" width="560" height="60" fill="#9ca3af"/><path d="M0 318h560M0 340h560" stroke="#6b7280" stroke-width="3"/>' +
      '<path d="M150 160 280 96M210 160 280 96" stroke="#374151" stroke-width="2.5"/>' +
      '<rect x="120" y="160" width="250" height="130" rx="18" fill="#facc15"/><rect x="120" y="250" width="250" height="16" fill="#f5f5f4"/>' +
      Array.from(
        { length: 5 },
        (_, i) =>
          `<rect x="${136 + i * 46}" y="180" width="34" height="46" rx="5" fill="#fef9c3" stroke="#a16207" stroke-width="3"/>`,
      ).join('') +
      '<text x="245" y="172" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="10" fill="#713f12">28 · PRAZERES</text>' +
      '<circle cx="170" cy="294" r="14" fill="#1f2937"/><circle cx="320" cy="294" r="14" fill="#1f2937"/>',
  ),
};

export const summitDesigns: AssetDesign[] = [logo, hero, ...speakers, venue];
