// Placeholders for new image and video blocks: served by our own API, so a fresh block never
// depends on a third-party image host (self-hosted installs often have no outside network).
import { type AssetDesign, SANS, svg } from './design';

const imageGlyph =
  '<rect x="262" y="104" width="76" height="60" rx="8" fill="none" stroke="#94a3b8" stroke-width="5"/>' +
  '<circle cx="284" cy="124" r="7" fill="#94a3b8"/>' +
  '<path d="M266 158l22-22 14 14 12-12 20 20" fill="none" stroke="#94a3b8" stroke-width="5" stroke-linejoin="round"/>';

export function placeholderDesigns(): AssetDesign[] {
  return [
    {
      path: 'placeholder/image.png',
      width: 600,
      height: 300,
      html: svg(
        600,
        300,
        '<rect width="600" height="300" fill="#eef2f7"/>' +
          imageGlyph +
          `<text x="300" y="204" text-anchor="middle" font-family="${SANS}" font-size="17" fill="#64748b">Choose an image</text>`,
      ),
      colors: 32,
    },
    {
      path: 'placeholder/video.png',
      width: 600,
      height: 338,
      html: svg(
        600,
        338,
        '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#334155"/></linearGradient></defs>' +
          '<rect width="600" height="338" fill="url(#g)"/>' +
          `<text x="300" y="300" text-anchor="middle" font-family="${SANS}" font-size="16" fill="#cbd5e1">Video thumbnail</text>`,
      ),
      colors: 64,
    },
  ];
}
