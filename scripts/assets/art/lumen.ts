// Lumen Coffee Roasters (order receipt): espresso, caramel and cream, product-shot style.
import { type AssetDesign, SANS, SERIF, svg } from '../design';
import { seeded } from './random';

const ESPRESSO = '#3b2418';
const CARAMEL = '#c08552';
const CREAM = '#fbf3e6';
const SAGE = '#6b8f71';

const bean = (x: number, y: number, r: number, angle: number, fill = ESPRESSO, line = '#c9a27a') =>
  `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${r / 10})"><ellipse rx="7" ry="10" fill="${fill}"/>` +
  `<path d="M0-9C-3-4 3 3 0 9" fill="none" stroke="${line}" stroke-width="1.6" stroke-linecap="round"/></g>`;

const logo: AssetDesign = {
  path: 'starters/lumen-logo.png',
  width: 360,
  height: 96,
  plate: '#fffaf3',
  colors: 64,
  html: `<div style="display:flex;align-items:center;gap:14px;height:96px;padding-left:6px">${svg(
    72,
    72,
    `<g stroke="${CARAMEL}" stroke-width="4" stroke-linecap="round">${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<path d="M${36 + Math.cos(a) * 27} ${36 + Math.sin(a) * 27}L${36 + Math.cos(a) * 34} ${36 + Math.sin(a) * 34}"/>`;
    }).join('')}</g><circle cx="36" cy="36" r="21" fill="${CARAMEL}"/>${bean(36, 36, 13, 30, ESPRESSO, CARAMEL)}`,
  )}<div><div style="font:bold 38px ${SERIF};color:${ESPRESSO};letter-spacing:-0.5px;line-height:1">Lumen</div>
<div style="font:bold 11px ${SANS};letter-spacing:4.2px;color:${CARAMEL};margin-top:6px">COFFEE ROASTERS</div></div></div>`,
};

function scatter(seed: number, n: number, w: number, h: number, avoid: (x: number, y: number) => boolean): string {
  const rand = seeded(seed);
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = rand() * w;
    const y = rand() * h;
    if (!avoid(x, y)) out += bean(x, y, 9 + rand() * 6, rand() * 360, i % 3 ? ESPRESSO : '#5a3726');
  }
  return out;
}

const hero: AssetDesign = {
  path: 'starters/lumen-hero.png',
  width: 1200,
  height: 440,
  colors: 96,
  html: svg(
    1200,
    440,
    `<rect width="1200" height="440" fill="#f3e3cc"/><circle cx="600" cy="470" r="330" fill="${CREAM}"/>` +
      scatter(21, 90, 1200, 440, (x, y) => Math.hypot(x - 600, y - 300) < 360) +
      // parcel
      '<g transform="translate(620 400) scale(1.22) translate(-620 -400)"><ellipse cx="520" cy="392" rx="190" ry="18" fill="#e6cfae"/>' +
      '<path d="M380 230 520 190 660 230V370L520 400 380 370Z" fill="#c99a66"/><path d="M520 250V400L660 370V230Z" fill="#b5834f"/>' +
      '<path d="M380 230 520 250 660 230 520 190Z" fill="#ddb584"/><path d="M450 210 590 244V290L566 284V250L428 216Z" fill="#f1d9b3" opacity=".9"/>' +
      `<circle cx="452" cy="312" r="34" fill="${CREAM}"/>${bean(452, 312, 16, 25, ESPRESSO, CREAM)}` +
      // cup
      '<ellipse cx="760" cy="392" rx="110" ry="14" fill="#e6cfae"/>' +
      `<path d="M700 250H820L810 372Q808 390 790 390H730Q712 390 710 372Z" fill="${SAGE}"/>` +
      `<path d="M818 276q44 0 40 40t-46 34" fill="none" stroke="${SAGE}" stroke-width="14"/>` +
      '<ellipse cx="760" cy="250" rx="60" ry="12" fill="#55735a"/><ellipse cx="760" cy="252" rx="50" ry="8" fill="#6b4128"/>' +
      '<g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".9"><path d="M740 226q-14-18 0-36t0-36"/><path d="M778 222q-14-18 0-36t0-36"/></g></g>',
  ),
};

function product(path: string, art: string): AssetDesign {
  return {
    path: `starters/${path}`,
    width: 240,
    height: 240,
    colors: 96,
    html: svg(
      240,
      240,
      `<rect width="240" height="240" rx="20" fill="#f3e6d3"/><ellipse cx="120" cy="206" rx="76" ry="9" fill="#e3cfb2"/>${art}`,
    ),
  };
}

const bag = product(
  'lumen-bag.png',
  '<path d="M68 54h104l6 150H62Z" fill="#c69c6d"/><path d="M68 54h104l-4-18H72Z" fill="#a97f52"/><path d="M72 36h96v-6H72Z" fill="#8c6642"/>' +
    '<path d="M120 54v150" stroke="#b68b5c" stroke-width="2"/>' +
    `<rect x="80" y="92" width="80" height="84" rx="8" fill="${CREAM}"/><rect x="80" y="152" width="80" height="14" fill="${SAGE}"/>` +
    `<text x="120" y="116" text-anchor="middle" font-family="DejaVu Serif" font-weight="bold" font-size="16" fill="${ESPRESSO}">LUMEN</text>` +
    `<text x="120" y="134" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="8.5" letter-spacing="1.2" fill="${CARAMEL}">ETHIOPIA</text>` +
    `<text x="120" y="146" text-anchor="middle" font-family="DejaVu Sans" font-size="7.5" fill="${ESPRESSO}">Yirgacheffe · 340 g</text>`,
);

const mug = product(
  'lumen-mug.png',
  `<path d="M152 110q40 0 36 34t-40 30" fill="none" stroke="${SAGE}" stroke-width="12"/>` +
    `<path d="M62 86h96l-6 104q-1 14-15 14H83q-14 0-15-14Z" fill="${SAGE}"/><path d="M62 86h96l-1 14H63Z" fill="#5c7d62"/>` +
    `<circle cx="110" cy="146" r="18" fill="${CREAM}" opacity=".9"/>${bean(110, 146, 10, 30, CARAMEL, CREAM)}` +
    '<g fill="none" stroke="#c9b49a" stroke-width="5" stroke-linecap="round"><path d="M94 72q-10-12 0-24t0-24"/><path d="M122 72q-10-12 0-24t0-24"/></g>',
);

const dripper = product(
  'lumen-dripper.png',
  '<path d="M76 136h88l-8 58q-2 10-12 10H96q-10 0-12-10Z" fill="#dbe7ea" opacity=".95"/><path d="M82 170h76l-4 24q-2 8-10 8H96q-8 0-10-8Z" fill="#6b4128"/>' +
    '<rect x="84" y="128" width="72" height="10" rx="4" fill="#bfcfd3"/>' +
    '<path d="M60 58h120l-30 66H90Z" fill="#fff"/><path d="M60 58h120v-8H60Z" fill="#ece4d8"/><path d="M92 76h56M98 92h44M104 108h32" stroke="#ece4d8" stroke-width="3"/>' +
    '<rect x="84" y="122" width="72" height="8" rx="3" fill="#fff"/><path d="M180 66q16 2 14 18t-20 16" fill="none" stroke="#fff" stroke-width="7"/>',
);

export const lumenDesigns: AssetDesign[] = [logo, hero, bag, mug, dripper];
