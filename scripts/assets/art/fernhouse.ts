// Fernhouse (abandoned cart): sage, deep green and terracotta on blush, a plant shop.
import { type AssetDesign, SERIF, svg } from '../design';

const DEEP = '#2f3e46';
const SAGE = '#84a98c';
const LEAF = '#52796f';
const TERRACOTTA = '#c2703d';
const BLUSH = '#f8f1ea';

const fern = (fill: string) =>
  `<path d="M32 58C30 40 32 22 40 8" fill="none" stroke="${fill}" stroke-width="3.5" stroke-linecap="round"/>` +
  Array.from({ length: 5 }, (_, i) => {
    const y = 48 - i * 8;
    const x = 31.5 + i * 1.6;
    const w = 15 - i * 2;
    return `<path d="M${x} ${y}q-${w} -2 -${w + 2} -${8 + i}q${w * 0.7} 1 ${w + 2} ${8 + i}Z" fill="${fill}"/><path d="M${x} ${y}q${w} -4 ${w + 4} -${10 + i}q-${w * 0.8} 0 -${w + 4} ${10 + i}Z" fill="${fill}"/>`;
  }).join('');

const logo: AssetDesign = {
  path: 'starters/fernhouse-logo.png',
  width: 360,
  height: 96,
  plate: '#ffffff',
  colors: 64,
  html: `<div style="display:flex;align-items:center;gap:12px;height:96px;padding-left:6px">${svg(
    68,
    68,
    `<circle cx="34" cy="34" r="33" fill="${SAGE}"/><g transform="translate(2 2)">${fern('#fff')}</g>`,
  )}<div style="font:bold 40px ${SERIF};color:${DEEP};letter-spacing:-1px">fernhouse</div></div>`,
};

// A monstera leaf whose notch (where the stem joins) sits at the origin and whose tip points up;
// the slits are cut with a mask, so whatever lies behind shows through them.
const LEAF_SHAPE = 'M0 0C-8 10-40 12-52-8-66-36-44-84 0-104 44-84 66-36 52-8 40 12 8 10 0 0Z';
let leafCount = 0;
const monsteraLeaf = (x: number, y: number, s: number, r: number, fill: string) => {
  const id = `leaf${++leafCount}`;
  return (
    `<mask id="${id}"><path d="${LEAF_SHAPE}" fill="#fff"/><g stroke="#000" stroke-width="5.5" stroke-linecap="round">` +
    '<path d="M-72-14-24-30M-70-42-20-52M-58-70-20-76M72-14 24-30M70-42 20-52M58-70 20-76"/></g></mask>' +
    `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})"><g mask="url(#${id})"><path d="${LEAF_SHAPE}" fill="${fill}"/>` +
    '<path d="M0-2V-98M0-24-34-42M0-24 34-42M0-52-30-72M0-52 30-72" stroke="#fff" stroke-width="2.5" opacity=".3"/></g></g>'
  );
};

const pot = (fill: string, rim: string) =>
  `<path d="M160 330h160l-20 120q-3 14-17 14H197q-14 0-17-14Z" fill="${fill}"/><rect x="150" y="316" width="180" height="30" rx="8" fill="${rim}"/>`;

function product(file: string, bg: string, art: string): AssetDesign {
  return {
    path: `starters/${file}`,
    width: 480,
    height: 480,
    colors: 96,
    html: svg(
      480,
      480,
      `<rect width="480" height="480" fill="${bg}"/><ellipse cx="240" cy="462" rx="130" ry="12" fill="#000" opacity=".08"/>${art}`,
    ),
  };
}

const monstera = product(
  'fern-monstera.png',
  '#efe4d6',
  '<path d="M240 330C236 270 220 230 168 200M240 330C246 260 270 220 314 190M240 330C240 280 240 220 240 166" stroke="#3f5e50" stroke-width="7" fill="none"/>' +
    monsteraLeaf(168, 200, 1.15, -58, LEAF) +
    monsteraLeaf(314, 190, 1.2, 52, '#446b5e') +
    monsteraLeaf(240, 166, 1.1, 4, '#5f8b75') +
    pot(TERRACOTTA, '#a85b2e'),
);

const snake = product(
  'fern-snake.png',
  '#e4ece4',
  Array.from({ length: 7 }, (_, i) => {
    const x = 176 + i * 21;
    const top = 70 + ((i * 53) % 90);
    const lean = (i - 3) * 12;
    return (
      `<path d="M${x - 14} 330Q${x - 16 + lean / 2} ${(top + 330) / 2} ${x + lean} ${top}Q${x + 12 + lean / 2} ${(top + 330) / 2} ${x + 14} 330Z" fill="${i % 2 ? '#3f6f4f' : '#4f7f5a'}"/>` +
      `<path d="M${x - 6 + lean / 4} 300Q${x + lean / 2} ${(top + 330) / 2} ${x + lean} ${top + 24}" stroke="#c9d96b" stroke-width="3" fill="none" opacity=".7"/>`
    );
  }).join('') +
    pot('#f5f5f4', '#e7e5e4') +
    `<rect x="170" y="380" width="140" height="6" fill="${SAGE}"/>`,
);

const hero: AssetDesign = {
  path: 'starters/fern-hero.png',
  width: 1200,
  height: 480,
  colors: 96,
  html: `${svg(
    1200,
    480,
    `<rect width="1200" height="480" fill="${BLUSH}"/>` +
      monsteraLeaf(-20, 60, 2.4, 120, SAGE) +
      monsteraLeaf(1230, 500, 2.6, -60, '#a3b9a8') +
      monsteraLeaf(1160, -30, 1.8, 200, LEAF) +
      monsteraLeaf(60, 520, 1.7, 30, LEAF) +
      // tote with plants peeking out
      '<ellipse cx="600" cy="440" rx="170" ry="14" fill="#000" opacity=".07"/>' +
      monsteraLeaf(556, 250, 1.8, -30, LEAF) +
      monsteraLeaf(648, 246, 1.6, 32, '#5f8b75') +
      monsteraLeaf(604, 244, 1.45, 2, '#446b5e') +
      `<path d="M540 216q0-86 60-86t60 86" fill="none" stroke="${DEEP}" stroke-width="9"/>` +
      '<path d="M470 210h260l-16 220H486Z" fill="#e9dcc9"/><path d="M470 210h260l-4 40H474Z" fill="#dccbb2"/>' +
      `<g transform="translate(566 300)">${fern(TERRACOTTA)}</g>`,
  )}`,
};

export const fernhouseDesigns: AssetDesign[] = [logo, hero, monstera, snake];
