// Illustrated people (speakers, support staff): a head-and-shoulders portrait in a round frame.
import { type AssetDesign, svg } from '../design';

export interface Person {
  file: string;
  bg: string;
  skin: string;
  hair: string;
  top: string;
  style: 'bun' | 'short' | 'curly';
  beard?: boolean;
  glasses?: boolean;
}

export function avatar(p: Person): AssetDesign {
  const hair =
    p.style === 'bun'
      ? `<circle cx="120" cy="62" r="22" fill="${p.hair}"/><path d="M78 112q-4-44 42-46 46 2 42 46-10-26-42-28-32 2-42 28Z" fill="${p.hair}"/>`
      : p.style === 'short'
        ? `<path d="M80 106q-6-46 40-48 46 2 40 48-6-20-18-26-22 8-50 2-8 8-12 24Z" fill="${p.hair}"/>`
        : Array.from({ length: 11 }, (_, i) => {
            const a = Math.PI + (i * Math.PI) / 10;
            return `<circle cx="${120 + Math.cos(a) * 40}" cy="${104 + Math.sin(a) * 40}" r="17" fill="${p.hair}"/>`;
          }).join('');
  return {
    path: `starters/${p.file}`,
    width: 240,
    height: 240,
    transparent: true,
    colors: 64,
    html: svg(
      240,
      240,
      `<clipPath id="c"><circle cx="120" cy="120" r="120"/></clipPath><g clip-path="url(#c)"><rect width="240" height="240" fill="${p.bg}"/>` +
        `<path d="M40 250q0-70 80-74 80 4 80 74Z" fill="${p.top}"/><rect x="106" y="140" width="28" height="40" rx="12" fill="${p.skin}"/>` +
        `<path d="M104 172q16 14 32 0" fill="none" stroke="${p.skin}" stroke-width="10"/>` +
        `<ellipse cx="120" cy="112" rx="38" ry="44" fill="${p.skin}"/>${hair}` +
        (p.beard ? `<path d="M84 118q2 40 36 42 34-2 36-42-6 16-36 18-30-2-36-18Z" fill="${p.hair}"/>` : '') +
        (p.glasses
          ? '<g fill="none" stroke="#1f2937" stroke-width="4"><circle cx="104" cy="112" r="12"/><circle cx="136" cy="112" r="12"/><path d="M116 112h8"/></g>'
          : '') +
        '</g>',
    ),
  };
}
