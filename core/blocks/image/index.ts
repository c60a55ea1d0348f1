import { PLACEHOLDER_IMAGE } from '../samples';
import { assetUrl, defineBlock } from '../unit';
import { imageHtml, imageText } from './render';
import { type ImageBlock, imageSchema } from './schema';

export const imageBlock = defineBlock<ImageBlock>({
  type: 'image',
  label: 'Image',
  schema: imageSchema,
  initial: (assetBaseUrl) => ({
    props: { src: assetUrl(assetBaseUrl, PLACEHOLDER_IMAGE) },
    style: { padding: [8, 0, 8, 0], textAlign: 'center' },
  }),
  html: imageHtml,
  text: imageText,
});
