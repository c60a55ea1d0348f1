// Brightside (announcement): a money app in sunshine yellow, navy and coral.
import { type AssetDesign, SANS, svg } from '../design';

const NAVY = '#0f172a';
const SUN = '#fbbf24';
const CORAL = '#fb7185';

const logo: AssetDesign = {
  path: 'starters/brightside-logo.png',
  width: 360,
  height: 96,
  plate: '#ffffff',
  colors: 64,
  html: `<div style="display:flex;align-items:center;gap:12px;height:96px;padding-left:6px">${svg(
    64,
    64,
    `<rect width="64" height="64" rx="18" fill="${NAVY}"/><path d="M14 42a18 18 0 0 1 36 0Z" fill="${SUN}"/>` +
      `<g stroke="${SUN}" stroke-width="4" stroke-linecap="round"><path d="M32 14v5M14.5 22.5l3.5 3.5M49.5 22.5 46 26"/></g><rect x="12" y="44" width="40" height="4" rx="2" fill="#fff"/>`,
  )}<div style="font:bold 36px ${SANS};color:${NAVY};letter-spacing:-1.5px">brightside</div></div>`,
};

/** A stylised globe: meridians and parallels, no geography to get wrong. */
function globe(cx: number, cy: number, r: number): string {
  let grid = '';
  for (const k of [0.35, 0.7]) grid += `<ellipse cx="${cx}" cy="${cy}" rx="${r * k}" ry="${r}"/>`;
  grid += `<path d="M${cx} ${cy - r}V${cy + r}"/>`;
  for (const lat of [-60, -30, 0, 30, 60]) {
    const y = cy - Math.sin((lat * Math.PI) / 180) * r;
    const half = Math.cos((lat * Math.PI) / 180) * r;
    grid += `<path d="M${cx - half} ${y}H${cx + half}"/>`;
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r + 14}" fill="#1e293b"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${NAVY}"/>` +
    `<g fill="none" stroke="#334155" stroke-width="3">${grid}</g>`
  );
}

const pin = (x: number, y: number, label: string, left = false) =>
  `<g transform="translate(${x} ${y})"><path d="M0 0C-4-10-14-16-14-26a14 14 0 0 1 28 0C14-16 4-10 0 0Z" fill="${CORAL}" stroke="#fff" stroke-width="3"/><circle cy="-26" r="5" fill="#fff"/></g>` +
  `<g transform="translate(${left ? x - 22 - label.length * 13.5 - 32 : x + 22} ${y - 66})"><rect width="${label.length * 13.5 + 32}" height="44" rx="22" fill="#fff"/>` +
  `<text x="16" y="29" font-family="DejaVu Sans" font-weight="bold" font-size="21" fill="${NAVY}">${label}</text></g>`;

const hero: AssetDesign = {
  path: 'starters/brightside-hero.png',
  width: 1200,
  height: 600,
  colors: 128,
  html: svg(
    1200,
    600,
    `<rect width="1200" height="600" fill="#fde68a"/><circle cx="1080" cy="80" r="200" fill="${SUN}" opacity=".55"/><circle cx="100" cy="560" r="160" fill="#fcd34d"/>` +
      globe(600, 320, 230) +
      // money on the move: dashed arcs between the pins
      `<g fill="none" stroke="${SUN}" stroke-width="4" stroke-dasharray="2 11" stroke-linecap="round"><path d="M470 200Q590 110 700 190"/><path d="M700 190Q760 200 745 252"/><path d="M560 470Q430 340 470 200"/></g>` +
      pin(470, 200, 'Toronto', true) +
      pin(700, 190, 'London') +
      pin(745, 252, 'Madrid') +
      pin(560, 470, 'São Paulo', true),
  ),
};

function icon(file: string, glyph: string): AssetDesign {
  return {
    path: `starters/${file}`,
    width: 128,
    height: 128,
    transparent: true,
    colors: 64,
    html: svg(
      128,
      128,
      `<circle cx="64" cy="64" r="60" fill="#fef3c7"/><g fill="none" stroke="${NAVY}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
    ),
  };
}

const icons = [
  icon('brightside-icon-send.png', `<path d="M30 62 96 34 78 98 62 72Z"/><path d="M62 72 96 34" stroke="${CORAL}"/>`),
  icon(
    'brightside-icon-account.png',
    `<path d="M30 54 64 32l34 22Z"/><path d="M38 62v24M54 62v24M74 62v24M90 62v24M30 94h68"/><circle cx="64" cy="46" r="3" stroke="${CORAL}"/>`,
  ),
  icon(
    'brightside-icon-rate.png',
    `<circle cx="64" cy="64" r="30"/><path d="M52 76 76 52" stroke="${CORAL}"/><circle cx="53" cy="53" r="4"/><circle cx="75" cy="75" r="4"/>`,
  ),
];

export const brightsideDesigns: AssetDesign[] = [logo, hero, ...icons];
