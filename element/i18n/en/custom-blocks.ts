// English messages of the account's own block types and the host's data sources (docs/api.md
// §16): the palette's "Your blocks" section, a custom block's fields and the item picker.
// Registered by those chunks (./custom-blocks-entry.ts), so editing without them costs nothing.
import type { Catalogue } from '../catalog';

export const customBlocks = {
  'editor.customBlocks.heading': 'Your blocks',
  'editor.customBlocks.loading': 'Loading your blocks…',
  'editor.customBlocks.failed': 'Your blocks could not be loaded: {error}',
  'editor.customBlocks.retry': 'Try again',
  'editor.customBlocks.fields': 'Content',
  'editor.customBlocks.fieldsLoading': 'Loading this block’s fields…',
  'editor.customBlocks.missing':
    'This block’s type “{name}” is no longer available, so the block shows as it was last edited. Its content cannot be changed.',
  'editor.customBlocks.choose': 'Add from {source}',
  'editor.customBlocks.remove': 'Remove {title}',
  'editor.customBlocks.nothingChosen': 'Nothing chosen yet.',
  'editor.customBlocks.noSource': 'Your app offers no data source named “{source}”.',
  'editor.customBlocks.untitled': 'Untitled',
  'editor.customBlocks.pickerTitle': 'Choose from {source}',
  'editor.customBlocks.search': 'Search {source}',
  'editor.customBlocks.results': 'Results',
  'editor.customBlocks.searching': 'Searching…',
  'editor.customBlocks.stop': 'Stop searching',
  'editor.customBlocks.stopped': 'Search stopped. Type to search again.',
  'editor.customBlocks.noResults': 'Nothing found for “{query}”.',
  'editor.customBlocks.searchFailed': 'Your app’s search failed: {error}',
  'editor.customBlocks.searchFailedUnknown': 'Your app’s search failed.',
  'editor.customBlocks.badAnswer': 'Your app’s search did not answer with a list of items.',
  'editor.customBlocks.close': 'Close',
} satisfies Catalogue;
