// Acme Cloud (welcome, password reset): indigo and sky, a friendly SaaS dashboard.
import { type AssetDesign, SANS, svg } from '../design';
import { avatar } from './people';

const INDIGO = '#4f46e5';
const NAVY = '#1e1b4b';
const SKY = '#06b6d4';
const MIST = '#eef2ff';

const CLOUD = '<path d="M26 52a11 11 0 0 1-1-21.9A15 15 0 0 1 53 31a10.5 10.5 0 0 1-1 21Z" fill="#fff"/>';

function mark(size: number): string {
  return svg(
    size,
    size,
    `<defs><linearGradient id="acme" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INDIGO}"/><stop offset="1" stop-color="${SKY}"/></linearGradient></defs>` +
      `<g transform="scale(${size / 76})"><rect x="2" y="2" width="72" height="72" rx="20" fill="url(#acme)"/><g transform="translate(-1 -3)">${CLOUD}</g></g>`,
  );
}

const logo: AssetDesign = {
  path: 'starters/acme-logo.png',
  width: 360,
  height: 96,
  plate: '#ffffff',
  colors: 96,
  html: `<div style="display:flex;align-items:center;gap:16px;height:96px;padding-left:8px">${mark(72)}
<div style="font:bold 38px ${SANS};color:${NAVY};letter-spacing:-1.5px">Acme<span style="font-weight:normal;color:${INDIGO}"> Cloud</span></div></div>`,
};

const statCard = (label: string, value: string, delta: string) =>
  `<div class="stat"><div class="lbl">${label}</div><div class="val">${value}</div><div class="delta">${delta}</div></div>`;

const row = (name: string, when: string, color: string) =>
  `<div class="row"><span class="dot" style="background:${color}"></span><span class="name">${name}</span><span class="when">${when}</span></div>`;

const hero: AssetDesign = {
  path: 'starters/acme-welcome-hero.png',
  width: 1200,
  height: 560,
  css: `
.bg{position:absolute;inset:0;background:linear-gradient(135deg,#e0e7ff 0%,#eef2ff 45%,#cffafe 100%)}
.blob{position:absolute;border-radius:50%}
.win{position:absolute;left:250px;top:70px;width:700px;height:440px;background:#fff;border-radius:22px;box-shadow:0 10px 24px rgba(30,27,75,.12),0 0 0 1px rgba(30,27,75,.05);overflow:hidden}
.bar{height:44px;background:#f8fafc;border-bottom:1px solid #e2e8f0;display:flex;align-items:center;gap:8px;padding-left:18px}
.bar i{width:12px;height:12px;border-radius:50%;display:block}
.side{position:absolute;left:0;top:44px;bottom:0;width:160px;background:#f5f7ff;padding:22px 18px}
.side b{display:block;height:12px;border-radius:6px;background:#dfe3fb;margin-bottom:18px}
.side b.on{background:${INDIGO}}
.main{position:absolute;left:160px;top:44px;right:0;bottom:0;padding:24px 26px}
.title{font:bold 20px ${SANS};color:${NAVY};margin-bottom:16px}
.stats{display:flex;gap:14px}
.stat{flex:1;border:1px solid #e5e7eb;border-radius:14px;padding:12px 14px}
.lbl{font:12px ${SANS};color:#64748b}.val{font:bold 24px ${SANS};color:${NAVY};margin-top:4px}.delta{font:bold 11px ${SANS};color:#059669;margin-top:2px}
.chart{margin-top:16px;border:1px solid #e5e7eb;border-radius:14px;height:128px;overflow:hidden}
.row{display:flex;align-items:center;gap:10px;margin-top:12px;font:13px ${SANS};color:#334155}
.dot{width:10px;height:10px;border-radius:50%}.name{flex:1}.when{color:#94a3b8;font-size:12px}
.toast{position:absolute;border-radius:16px;background:#fff;box-shadow:0 8px 18px rgba(30,27,75,.12),0 0 0 1px rgba(30,27,75,.05);padding:16px 18px;display:flex;gap:12px;align-items:center;font:14px ${SANS};color:#334155}
.toast strong{display:block;color:${NAVY};font-size:15px}
.av{width:34px;height:34px;border-radius:50%;border:3px solid #fff;margin-left:-10px}`,
  html: `<div class="bg"></div>
<div class="blob" style="left:-80px;top:-120px;width:420px;height:420px;background:#c7d2fe;opacity:.55"></div>
<div class="blob" style="right:-60px;bottom:-160px;width:460px;height:460px;background:#a5f3fc;opacity:.5"></div>
<div class="win">
  <div class="bar"><i style="background:#f87171"></i><i style="background:#fbbf24"></i><i style="background:#34d399"></i></div>
  <div class="side"><b class="on" style="width:80%"></b><b style="width:64%"></b><b style="width:72%"></b><b style="width:55%"></b><b style="width:68%"></b></div>
  <div class="main">
    <div class="title">Overview</div>
    <div class="stats">${statCard('Uptime', '99.99%', '+0.02%')}${statCard('p95 latency', '42 ms', '−8 ms')}${statCard('Requests', '1.2M', '+18%')}</div>
    <div class="chart">${svg(
      488,
      128,
      `<defs><linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${INDIGO}" stop-opacity=".28"/><stop offset="1" stop-color="${INDIGO}" stop-opacity="0"/></linearGradient></defs>` +
        '<path d="M0 96C40 90 60 70 100 74S160 98 200 80 260 40 300 48 360 72 400 52 460 22 488 26V128H0Z" fill="url(#area)"/>' +
        `<path d="M0 96C40 90 60 70 100 74S160 98 200 80 260 40 300 48 360 72 400 52 460 22 488 26" fill="none" stroke="${INDIGO}" stroke-width="3"/>`,
    )}</div>
    ${row('api-gateway deployed to eu-west', '2 min ago', '#10b981')}${row('billing-worker scaled to 4 instances', '9 min ago', SKY)}
  </div>
</div>
<div class="toast" style="left:110px;top:330px">${svg(36, 36, '<circle cx="18" cy="18" r="18" fill="#d1fae5"/><path d="M11 18.5l5 5 9-10" fill="none" stroke="#059669" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>')}<div><strong>Deploy succeeded</strong>main · 38 s</div></div>
<div class="toast" style="left:860px;top:120px"><div style="display:flex;padding-left:10px"><span class="av" style="background:#f9a8d4"></span><span class="av" style="background:#fcd34d"></span><span class="av" style="background:#93c5fd"></span></div><div><strong>3 teammates</strong>joined your workspace</div></div>`,
};

function icon(path: string, glyph: string): AssetDesign {
  return {
    path: `starters/${path}`,
    width: 128,
    height: 128,
    transparent: true,
    colors: 64,
    html: svg(
      128,
      128,
      `<rect x="4" y="4" width="120" height="120" rx="32" fill="${MIST}"/><g fill="none" stroke="${INDIGO}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
    ),
  };
}

const icons = [
  icon(
    'acme-icon-deploy.png',
    '<path d="M64 24c12 8 18 22 18 38v16H46V62c0-16 6-30 18-38Z"/><circle cx="64" cy="52" r="7"/>' +
      '<path d="M46 62 36 72v12l10-6M82 62l10 10v12l-10-6"/><path d="M57 86c2 7 4 11 7 15 3-4 5-8 7-15" stroke="#06b6d4"/>',
  ),
  icon(
    'acme-icon-team.png',
    '<circle cx="52" cy="50" r="12"/><path d="M28 94c2-15 11-23 24-23s22 8 24 23"/><circle cx="84" cy="54" r="9" stroke="#06b6d4"/>' +
      '<path d="M82 73c9 0 17 6 19 19" stroke="#06b6d4"/>',
  ),
  icon(
    'acme-icon-secure.png',
    '<path d="M64 26 92 36v22c0 20-12 34-28 42-16-8-28-22-28-42V36Z"/><path d="m51 63 9 9 18-19" stroke="#06b6d4"/>',
  ),
];

const lock: AssetDesign = {
  path: 'starters/acme-reset-lock.png',
  width: 240,
  height: 240,
  transparent: true,
  colors: 128,
  html: svg(
    240,
    240,
    `<defs><linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INDIGO}"/><stop offset="1" stop-color="#6366f1"/></linearGradient></defs>` +
      `<circle cx="120" cy="120" r="114" fill="${MIST}"/><circle cx="120" cy="120" r="88" fill="#e0e7ff"/>` +
      `<path d="M88 110V88a32 32 0 0 1 64 0v22" fill="none" stroke="${NAVY}" stroke-width="14" stroke-linecap="round"/>` +
      '<rect x="70" y="104" width="100" height="80" rx="18" fill="url(#body)"/>' +
      '<circle cx="120" cy="136" r="11" fill="#fff"/><rect x="115" y="140" width="10" height="22" rx="5" fill="#fff"/>' +
      `<circle cx="172" cy="178" r="30" fill="${SKY}" stroke="#fff" stroke-width="6"/>` +
      '<g fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"><path d="M159 172a14 14 0 0 1 25-4"/><path d="M185 184a14 14 0 0 1-25 4"/></g>' +
      '<path d="M186 158v11h-11M158 198v-11h11" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>',
  ),
};

const maya = avatar({
  file: 'acme-maya.png',
  bg: '#c7d2fe',
  skin: '#e8b896',
  hair: '#111827',
  top: INDIGO,
  style: 'short',
});

export const acmeDesigns: AssetDesign[] = [logo, hero, ...icons, lock, maya];
