// Every block type that may stand inside a column (all but columns).
import { s } from '../schema/schema';
import { buttonSchema } from './button/schema';
import { dividerSchema } from './divider/schema';
import { headingSchema } from './heading/schema';
import { htmlSchema } from './html/schema';
import { imageSchema } from './image/schema';
import { menuSchema } from './menu/schema';
import { socialSchema } from './social/schema';
import { spacerSchema } from './spacer/schema';
import { textSchema } from './text/schema';
import { videoSchema } from './video/schema';
import type { ButtonBlock } from './button/schema';
import type { DividerBlock } from './divider/schema';
import type { HeadingBlock } from './heading/schema';
import type { HtmlBlock } from './html/schema';
import type { ImageBlock } from './image/schema';
import type { MenuBlock } from './menu/schema';
import type { SocialBlock } from './social/schema';
import type { SpacerBlock } from './spacer/schema';
import type { TextBlock } from './text/schema';
import type { VideoBlock } from './video/schema';

export type LeafBlock =
  | HeadingBlock
  | TextBlock
  | ImageBlock
  | ButtonBlock
  | DividerBlock
  | SpacerBlock
  | SocialBlock
  | HtmlBlock
  | MenuBlock
  | VideoBlock;

export const leafSchemas = {
  heading: headingSchema,
  text: textSchema,
  image: imageSchema,
  button: buttonSchema,
  divider: dividerSchema,
  spacer: spacerSchema,
  social: socialSchema,
  html: htmlSchema,
  menu: menuSchema,
  video: videoSchema,
};

export const leafBlockSchema = s.discriminated<LeafBlock>('type', leafSchemas as never);
