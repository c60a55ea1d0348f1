// Brightside (announcement): a money app in sunshine yellow, navy and coral.
import { type AssetDesign, SANS, svg } from '../design';

const NAVY = '#0f172a';
const SUN = '#fbbf24';
const CORAL = '#fb7185';

const logo: AssetDesign = {
  path: 'starters/brightside-logo.png',
  width: 360,
  height: 96,
  transparent: true,
  colors: 64,
  html: `<div style="display:flex;align-items:center;gap:12px;height:96px;padding-left:6px">${svg(
    64,
    64,
    `<rect width="64" height="64" rx="18" fill="${NAVY}"/><path d="M14 42a18 18 0 0 1 36 0Z" fill="${SUN}"/>` +
      `<g stroke="${SUN}" stroke-width="4" stroke-linecap="round"><path d="M32 14v5M14.5 22.5l3.5 3.5M49.5 22.5 46 26"/></g><rect x="12" y="44" width="40" height="4" rx="2" fill="#fff"/>`,
  )}<div style="font:bold 36px ${SANS};color:${NAVY};letter-spacing:-1.5px">brightside</div></div>`,
};

// Rough continents as dots on a sphere seen from the Atlantic.
function globeDots(cx: number, cy: number, r: number): string {
  const land = (lat: number, lon: number) =>
    (lat > 25 && lat < 70 && lon > -125 && lon < -60) || // North America
    (lat > -50 && lat < 10 && lon > -80 && lon < -38 && lon < -35 - (lat + 50) * 0.2) || // South America
    (lat > 36 && lat < 70 && lon > -10 && lon < 40) || // Europe
    (lat > 50 && lat < 59 && lon > -10 && lon < 2) || // Britain and Ireland
    (lat > -35 && lat < 35 && lon > -17 && lon < 50 && !(lat > 10 && lon < -5)) || // Africa
    (lat > 60 && lat < 82 && lon > -55 && lon < -20); // Greenland
  let out = '';
  for (let lat = -70; lat <= 80; lat += 4) {
    for (let lon = -180; lon < 180; lon += 4) {
      if (!land(lat, lon)) continue;
      const phi = (lat * Math.PI) / 180;
      const lambda = ((lon + 30) * Math.PI) / 180; // centred on 30° W
      const tilt = (20 * Math.PI) / 180;
      const x = Math.cos(phi) * Math.sin(lambda);
      const y = Math.sin(phi);
      const z = Math.cos(phi) * Math.cos(lambda);
      const y2 = y * Math.cos(tilt) - z * Math.sin(tilt);
      const z2 = y * Math.sin(tilt) + z * Math.cos(tilt);
      if (z2 < 0.05) continue;
      out += `<circle cx="${(cx + x * r).toFixed(1)}" cy="${(cy - y2 * r).toFixed(1)}" r="${(2.8 * (0.35 + z2 * 0.65)).toFixed(2)}" fill="${SUN}"/>`;
    }
  }
  return out;
}

const pin = (x: number, y: number, label: string, left = false) =>
  `<g transform="translate(${x} ${y})"><path d="M0 0C-4-10-14-16-14-26a14 14 0 0 1 28 0C14-16 4-10 0 0Z" fill="${CORAL}" stroke="#fff" stroke-width="3"/><circle cy="-26" r="5" fill="#fff"/></g>` +
  `<g transform="translate(${left ? x - 20 - label.length * 10.5 - 24 : x + 20} ${y - 58})"><rect width="${label.length * 10.5 + 24}" height="34" rx="17" fill="#fff"/>` +
  `<text x="12" y="23" font-family="DejaVu Sans" font-weight="bold" font-size="16" fill="${NAVY}">${label}</text></g>`;

const hero: AssetDesign = {
  path: 'starters/brightside-hero.png',
  width: 1200,
  height: 600,
  colors: 128,
  html: svg(
    1200,
    600,
    `<rect width="1200" height="600" fill="#fde68a"/><circle cx="1080" cy="80" r="200" fill="${SUN}" opacity=".55"/><circle cx="100" cy="560" r="160" fill="#fcd34d"/>` +
      `<circle cx="600" cy="330" r="250" fill="${NAVY}"/><circle cx="600" cy="330" r="250" fill="none" stroke="#1e293b" stroke-width="14"/>` +
      globeDots(600, 330, 242) +
      pin(470, 208, 'Toronto', true) +
      pin(700, 196, 'London') +
      pin(745, 260, 'Madrid') +
      pin(560, 480, 'São Paulo', true),
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
