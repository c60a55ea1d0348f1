// What the canvas's controllers need from <eb-canvas>: the store, the email's frame and its boxes.
import type { ReactiveControllerHost } from 'lit';
import type { I18n } from '../i18n/i18n';
import type { EditorStore } from '../state/store';
import type { Box } from './geometry';

export interface CanvasHost extends ReactiveControllerHost, HTMLElement {
  readonly store: EditorStore | null;
  /** The element's language, for the canvas's own labels. */
  readonly i18n: I18n;
  readonly frame: HTMLIFrameElement | null;
  readonly frameDocument: Document | null;
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** A block's box in the wrap's coordinates, or null when it is not on screen. */
  boxOf(id: string): Box | null;
  wrapWidth(): number;
  /** Re-renders one block's DOM from the document. */
  patch(id: string): void;
  /** Dispatches an internal event out of the canvas (bubbling, composed). */
  emit<T>(name: string, detail: T): void;
}
