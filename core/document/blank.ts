// A blank document's values as plain data, without the schema library: the element's entry needs a
// blank document before any editing code loads, and importing the schema would pull the shared
// field definitions into the entry's first round trip. A test keeps this equal to the schema's
// own defaults (core/document/blank.test.ts).
import type { Canvas } from './canvas';

export const DOCUMENT_VERSION = 1;

export function blankCanvas(): Canvas {
  return {
    width: 600,
    backdropColor: '#f3f4f6',
    contentColor: '#ffffff',
    fontFamily: 'helvetica',
    webFont: null,
    textColor: '#1f2937',
    linkColor: '#2563eb',
    preheader: '',
    lang: 'en',
    dir: 'ltr',
  };
}
