// Terse, typed builders for the starter documents: each fills the props a block needs and takes
// the style (and optional `mobile` / `hidden`) as given, so the documents read like the emails.
import type { ButtonBlock } from '../blocks/button/schema';
import type { DividerBlock } from '../blocks/divider/schema';
import type { HeadingBlock } from '../blocks/heading/schema';
import type { ImageBlock } from '../blocks/image/schema';
import type { MenuBlock } from '../blocks/menu/schema';
import type { Column, ColumnsBlock, LeafBlock } from '../blocks/registry';
import type { SocialBlock, SocialNetwork } from '../blocks/social/schema';
import type { SpacerBlock } from '../blocks/spacer/schema';
import type { TextBlock } from '../blocks/text/schema';
import type { VideoBlock } from '../blocks/video/schema';
import type { BlockStyle } from '../document/fields';
import { type Canvas, canvasDefaults, DOCUMENT_VERSION, type EmailDocument } from '../document/schema';

export interface Extras {
  mobile?: BlockStyle;
  hidden?: { desktop: boolean; mobile: boolean };
}

/** An image that only decorates (an icon beside a heading that says the same): empty alt on purpose. */
export const decorative = (block: ImageBlock): ImageBlock => ({
  ...block,
  props: { ...block.props, alt: '', decorative: true },
});

type Metadata = EmailDocument['metadata'];

export function emailDocument(
  canvas: Partial<Canvas>,
  metadata: Metadata,
  blocks: EmailDocument['blocks'],
): EmailDocument {
  return { version: DOCUMENT_VERSION, canvas: { ...canvasDefaults(), ...canvas }, metadata, blocks };
}

export const heading = (
  id: string,
  text: string,
  level: 1 | 2 | 3,
  style: BlockStyle,
  extras: Extras = {},
): HeadingBlock => ({
  id,
  type: 'heading',
  props: { text, level },
  style,
  ...extras,
});

export const text = (id: string, html: string, style: BlockStyle, extras: Extras = {}): TextBlock => ({
  id,
  type: 'text',
  props: { html },
  style,
  ...extras,
});

/** `src` is an `asset:<path>` reference to core/assets (see resolveAssetUrls) or an absolute URL. */
export const image = (
  id: string,
  src: string,
  alt: string,
  width: number | null,
  style: BlockStyle,
  href: string | null = null,
  extras: Extras = {},
): ImageBlock => ({ id, type: 'image', props: { src, alt, width, href }, style, ...extras });

export const button = (
  id: string,
  label: string,
  href: string,
  colors: { button: string; text?: string; radius?: number; fullWidth?: boolean },
  style: BlockStyle,
  extras: Extras = {},
): ButtonBlock => ({
  id,
  type: 'button',
  props: {
    label,
    href,
    buttonColor: colors.button,
    textColor: colors.text ?? '#ffffff',
    radius: colors.radius ?? 6,
    fullWidth: colors.fullWidth ?? false,
  },
  style,
  ...extras,
});

export const divider = (id: string, color: string, style: BlockStyle, width = 100, thickness = 1): DividerBlock => ({
  id,
  type: 'divider',
  props: { thickness, color, lineStyle: 'solid', width },
  style,
});

export const spacer = (id: string, height: number, style: BlockStyle = {}): SpacerBlock => ({
  id,
  type: 'spacer',
  props: { height },
  style,
});

export const columns = (
  id: string,
  cols: Array<{ ratio?: number; blocks: LeafBlock[] }>,
  style: BlockStyle,
  options: { gap?: number; stackOnMobile?: boolean } = {},
  extras: Extras = {},
): ColumnsBlock => ({
  id,
  type: 'columns',
  props: {
    columns: cols.map((c): Column => ({ ratio: c.ratio ?? 1, blocks: c.blocks })),
    stackOnMobile: options.stackOnMobile ?? true,
    gap: options.gap ?? 16,
  },
  style,
  ...extras,
});

export const social = (
  id: string,
  links: Array<[SocialNetwork, string]>,
  iconStyle: SocialBlock['props']['iconStyle'],
  iconSize: number,
  style: BlockStyle,
): SocialBlock => ({
  id,
  type: 'social',
  props: { links: links.map(([network, href]) => ({ network, href })), iconSize, iconStyle },
  style,
});

export const menu = (id: string, links: Array<[string, string]>, style: BlockStyle, separator = '·'): MenuBlock => ({
  id,
  type: 'menu',
  props: { links: links.map(([label, href]) => ({ label, href })), separator },
  style,
});

export const video = (id: string, thumbnailSrc: string, href: string, alt: string, style: BlockStyle): VideoBlock => ({
  id,
  type: 'video',
  props: { href, thumbnailSrc, alt },
  style,
});
