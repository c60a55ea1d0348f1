// English messages of the editor's tools that load with it: the rich-text toolbar, the "Save as
// block" button, merge-tag fields and warnings, and the Checks button. The dialogs and lists that
// load on demand (preview, history, images, the checks panel, saved blocks, the merge-tag picker)
// carry their own in ./panels.ts, the toolbar's link and colour pop-overs theirs in ./menus.ts.
import type { Catalogue } from '../catalog';

export const dialogs = {
  'dialogs.richText.bold': 'Bold',
  'dialogs.richText.italic': 'Italic',
  'dialogs.richText.underline': 'Underline',
  'dialogs.richText.strikethrough': 'Strikethrough',
  'dialogs.richText.superscript': 'Superscript',
  'dialogs.richText.subscript': 'Subscript',
  'dialogs.richText.withShortcut': '{label} ({keys})',
  'dialogs.richText.link': 'Link',
  'dialogs.richText.bulletedList': 'Bulleted list',
  'dialogs.richText.numberedList': 'Numbered list',
  'dialogs.richText.textColour': 'Text colour',
  'dialogs.richText.highlight': 'Highlight',
  'dialogs.richText.clearFormatting': 'Clear formatting',
  'dialogs.savedBlocks.saveAsBlock': 'Save as block',
  'dialogs.savedBlocks.saveAsBlockTitle': 'Save this block to reuse it in any template',
  'dialogs.mergeTags.insertInto': 'Insert merge tag into {field}',
  'dialogs.mergeTags.unknownName': 'Unknown merge tags: {tags}',
  'dialogs.mergeTags.unknownText':
    'Not merge tags your platform defines: {tags}. Recipients would see them as written.',
  'dialogs.checks.button': 'Checks',
  'dialogs.checks.buttonNone': 'Checks, no problems',
  'dialogs.checks.buttonCount': { one: 'Checks, {count} problem', other: 'Checks, {count} problems' },
  'dialogs.checks.loadFailed': 'The checks could not be loaded: click to retry',
} as const satisfies Catalogue;
