// English messages of the text toolbar's pop-overs: the link form and the colour swatches
// (../../rich-text/menus.ts). Registered by their chunk (./menus-entry.ts), which loads when one
// first opens, so editing text does not download them. Translated in ../locales/<locale>/dialogs.ts.
import type { Catalogue } from '../catalog';

export const menus = {
  'dialogs.richText.linkUrl': 'Link URL',
  'dialogs.richText.openInNewTab': 'Open in new tab',
  'dialogs.richText.apply': 'Apply',
  'dialogs.richText.removeLink': 'Remove link',
  'dialogs.richText.swatch': '{colour} {hex}',
  'dialogs.richText.custom': 'Custom',
  'dialogs.richText.customTextColour': 'Custom text colour',
  'dialogs.richText.customHighlight': 'Custom highlight',
  'dialogs.richText.defaultColour': 'Default colour',
  'dialogs.richText.noHighlight': 'No highlight',
  'dialogs.colour.black': 'Black',
  'dialogs.colour.grey': 'Grey',
  'dialogs.colour.red': 'Red',
  'dialogs.colour.orange': 'Orange',
  'dialogs.colour.green': 'Green',
  'dialogs.colour.blue': 'Blue',
  'dialogs.colour.purple': 'Purple',
  'dialogs.colour.white': 'White',
  'dialogs.colour.yellow': 'Yellow',
  'dialogs.colour.pink': 'Pink',
} as const satisfies Catalogue;
