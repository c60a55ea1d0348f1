// Northwind Outfitters (newsletter): forest green, sand and ember, flat landscape art.
import { type AssetDesign, SANS, SERIF, svg } from '../design';
import { seeded } from './random';

const FOREST = '#1f3d2b';
const EMBER = '#e0702b';
const SAND = '#f4ead5';

const logo: AssetDesign = {
  path: 'starters/northwind-logo.png',
  width: 400,
  height: 96,
  plate: '#fffdf8',
  colors: 64,
  html: `<div style="display:flex;align-items:center;gap:16px;height:96px;padding-left:6px">${svg(
    72,
    72,
    `<circle cx="36" cy="36" r="33" fill="none" stroke="${FOREST}" stroke-width="4"/>` +
      `<path d="M10 52 28 24l9 13 7-9 18 24Z" fill="${FOREST}"/><path d="m28 24-5 8 5-2 4 3Z" fill="#fff"/>` +
      `<circle cx="50" cy="22" r="5" fill="${EMBER}"/>`,
  )}<div><div style="font:bold 31px ${SERIF};letter-spacing:5px;color:${FOREST}">NORTHWIND</div>
<div style="font:bold 11px ${SANS};letter-spacing:4.4px;color:${EMBER};margin-top:4px">OUTFITTERS · EST. 1987</div></div></div>`,
};

function tree(x: number, y: number, h: number, color: string): string {
  const w = h * 0.42;
  return (
    `<path d="M${x} ${y - h}L${x + w * 0.62} ${y - h * 0.45}H${x + w * 0.32}L${x + w} ${y}H${x - w}L${x - w * 0.32} ${y - h * 0.45}H${x - w * 0.62}Z" fill="${color}"/>` +
    `<rect x="${x - h * 0.035}" y="${y}" width="${h * 0.07}" height="${h * 0.12}" fill="${color}"/>`
  );
}

function forest(
  seed: number,
  from: number,
  to: number,
  baseY: (x: number) => number,
  size: number,
  color: string,
  step: number,
): string {
  const rand = seeded(seed);
  let out = '';
  for (let x = from; x < to; x += step * (0.6 + rand() * 0.8))
    out += tree(x, baseY(x), size * (0.7 + rand() * 0.6), color);
  return out;
}

const hero: AssetDesign = {
  path: 'starters/northwind-hero.png',
  width: 1200,
  height: 600,
  colors: 192,
  html: svg(
    1200,
    600,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6c9a4"/><stop offset=".55" stop-color="#fbe6cf"/><stop offset="1" stop-color="#e8efe9"/></linearGradient>' +
      '<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fb9bd"/><stop offset="1" stop-color="#6f9197"/></linearGradient></defs>' +
      '<rect width="1200" height="600" fill="url(#sky)"/>' +
      '<circle cx="810" cy="250" r="120" fill="#fde7c4" opacity=".7"/><circle cx="810" cy="250" r="68" fill="#fff4dc"/>' +
      '<path d="M0 330 120 250 210 300 330 190 450 290 560 230 700 320 840 210 960 280 1080 200 1200 270V420H0Z" fill="#c9cfd1"/>' +
      '<path d="M0 380 150 260 260 340 400 220 530 350 660 270 780 360 930 240 1060 330 1200 250V450H0Z" fill="#8fa3a6"/>' +
      '<path d="M400 220 368 250 392 246 410 262 428 244 448 256Z M930 240 900 266 922 262 940 276 958 260 978 268Z M150 260 126 280 146 278 160 290 172 276Z" fill="#f4f1ea"/>' +
      '<path d="M0 430C150 380 260 400 380 370S620 330 760 380 1020 360 1200 340V470H0Z" fill="#5b7a63"/>' +
      forest(7, 10, 1200, (x) => 430 - 40 * Math.sin(x / 190) - x * 0.05, 70, '#3f5f49', 26) +
      '<rect y="470" width="1200" height="130" fill="url(#lake)"/>' +
      '<g fill="#fff" opacity=".35"><rect x="740" y="492" width="140" height="4" rx="2"/><rect x="770" y="512" width="90" height="3" rx="1.5"/><rect x="200" y="540" width="180" height="3" rx="1.5"/><rect x="900" y="560" width="120" height="3" rx="1.5"/></g>' +
      forest(11, -20, 340, (x) => 496 + x * 0.02, 150, FOREST, 48) +
      forest(13, 990, 1240, () => 504, 140, FOREST, 46) +
      '<path d="M0 492C140 488 320 494 420 508 300 518 120 522 0 522ZM1200 497C1080 494 990 500 920 512 1000 522 1100 526 1200 526Z" fill="#24412f"/>' +
      '<g fill="none" stroke="#5b4636" stroke-width="3" stroke-linecap="round"><path d="M560 140q9-8 18 0q9-8 18 0"/><path d="M612 118q7-6 14 0q7-6 14 0"/><path d="M520 170q6-5 12 0q6-5 12 0"/></g>',
  ),
};

const backpack: AssetDesign = {
  path: 'starters/northwind-story-pack.png',
  width: 560,
  height: 360,
  colors: 96,
  html: svg(
    560,
    360,
    `<rect width="560" height="360" fill="${SAND}"/><circle cx="420" cy="90" r="150" fill="#ecdcbb"/>` +
      '<ellipse cx="280" cy="318" rx="170" ry="16" fill="#e3d2ae"/>' +
      // rolled sleeping mat on top
      '<rect x="196" y="52" width="168" height="44" rx="22" fill="#2d5a3d"/><path d="M212 56v36M232 54v40M340 54v40" stroke="#24482f" stroke-width="4"/>' +
      // body
      `<path d="M200 110q0-26 26-26h108q26 0 26 26v186q0 16-16 16H216q-16 0-16-16Z" fill="${EMBER}"/>` +
      '<path d="M200 150q80 24 160 0v-40q0-26-26-26H226q-26 0-26 26Z" fill="#c65a1c"/>' +
      '<rect x="226" y="196" width="108" height="86" rx="18" fill="#c65a1c"/><rect x="238" y="212" width="84" height="6" rx="3" fill="#f2a36d"/>' +
      `<rect x="268" y="150" width="24" height="20" rx="4" fill="${SAND}"/>` +
      // side bottle
      '<rect x="366" y="176" width="34" height="124" rx="12" fill="#3b82a0"/><rect x="372" y="160" width="22" height="22" rx="4" fill="#1f3d2b"/>' +
      '<rect x="360" y="236" width="46" height="10" rx="5" fill="#2d5a3d"/>' +
      // compass
      `<circle cx="140" cy="270" r="36" fill="#fff" stroke="${FOREST}" stroke-width="8"/><path d="m140 244 9 26-9 26-9-26Z" fill="${EMBER}"/><path d="m140 270 9 0-9 26-9-26Z" fill="${FOREST}"/>`,
  ),
};

const kayak: AssetDesign = {
  path: 'starters/northwind-story-lake.png',
  width: 560,
  height: 360,
  colors: 96,
  html: svg(
    560,
    360,
    '<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fa8a6"/><stop offset="1" stop-color="#2f7476"/></linearGradient>' +
      '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9efe9"/><stop offset="1" stop-color="#f5efe0"/></linearGradient></defs>' +
      '<rect width="560" height="360" fill="url(#s)"/>' +
      '<path d="M0 150 90 100 170 140 260 80 360 150 460 96 560 140V190H0Z" fill="#a7c4bb"/>' +
      forest(3, 0, 580, (x) => 186 - 8 * Math.sin(x / 40), 44, '#2d5a3d', 18) +
      '<rect y="186" width="560" height="174" fill="url(#w)"/>' +
      '<g fill="#fff" opacity=".4"><rect x="60" y="230" width="120" height="3" rx="1.5"/><rect x="380" y="250" width="100" height="3" rx="1.5"/><rect x="120" y="320" width="160" height="3" rx="1.5"/></g>' +
      '<path d="M150 280q130 26 260 0q-20 18-130 20t-130-20Z" fill="#1d5557" opacity=".5"/>' +
      `<path d="M140 268q140-22 280 0q-30 14-140 16t-140-16Z" fill="${EMBER}"/><ellipse cx="282" cy="266" rx="34" ry="7" fill="#7a3410"/>` +
      '<path d="M268 262q-2-30 14-40q16 10 14 40Z" fill="#f4d35e"/><circle cx="282" cy="210" r="11" fill="#8a5a3c"/><path d="M270 206q12-14 24 0Z" fill="#1f3d2b"/>' +
      '<path d="M214 284 352 196" stroke="#3a2a1e" stroke-width="5" stroke-linecap="round"/><path d="M200 292l18-14 8 10-18 12ZM340 200l18-14 8 10-18 12Z" fill="#1f3d2b"/>',
  ),
};

const video: AssetDesign = {
  path: 'starters/northwind-film.png',
  width: 1200,
  height: 676,
  colors: 160,
  html: `${svg(
    1200,
    676,
    '<defs><linearGradient id="n" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0e1a33"/><stop offset=".7" stop-color="#2a2f5a"/><stop offset="1" stop-color="#4a3f6b"/></linearGradient>' +
      '<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#ffc46b" stop-opacity=".75"/><stop offset="1" stop-color="#ffc46b" stop-opacity="0"/></radialGradient>' +
      '<linearGradient id="tent" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd38a"/><stop offset="1" stop-color="#f08a3c"/></linearGradient></defs>' +
      '<rect width="1200" height="676" fill="url(#n)"/>' +
      (() => {
        const rand = seeded(42);
        let stars = '';
        for (let i = 0; i < 160; i++)
          stars += `<circle cx="${(rand() * 1200).toFixed(1)}" cy="${(rand() * 420).toFixed(1)}" r="${(0.6 + rand() * 1.8).toFixed(1)}" fill="#fff" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`;
        return stars;
      })() +
      '<path d="M-100 420C200 200 600 160 1300 60" stroke="#8b8fd6" stroke-width="120" opacity=".12" fill="none"/>' +
      '<path d="M0 470 170 330 300 420 470 280 640 430 820 300 1000 420 1200 320V676H0Z" fill="#1b2344"/>' +
      '<path d="M0 560C220 500 420 520 620 540S1000 500 1200 520V676H0Z" fill="#111831"/>' +
      forest(5, 0, 380, (x) => 560 - x * 0.08, 120, '#0b1124', 40) +
      forest(9, 860, 1220, (x) => 530 + (x - 860) * 0.03, 130, '#0b1124', 42) +
      '<ellipse cx="620" cy="540" rx="180" ry="70" fill="url(#glow)"/>' +
      '<path d="M540 560 620 430 700 560Z" fill="url(#tent)"/><path d="M620 430 600 560h40Z" fill="#b85a22"/>' +
      '<path d="M740 566q10-30 16-34q-2 14 8 22q4-12 2-22q16 14 12 34Z" fill="#ffb347"/><path d="M732 570h46" stroke="#5a3b22" stroke-width="6" stroke-linecap="round"/>',
  )}`,
};

export const northwindDesigns: AssetDesign[] = [logo, hero, backpack, kayak, video];
