// Taking the user to a finding: the block scrolled into the canvas's view, or the settings field
// that needs their input focused (the inspector renders it after the selection changes, and a
// block's settings may still be arriving as a chunk, so this waits for it a little).
import type { EbCanvas } from '../canvas/canvas';
import type { I18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/keys';
import type { FieldTarget } from './fixes';

const FIELD_WAIT_FRAMES = 120;
/** Menus and social rows hold at most this many numbered links. */
const MAX_NUMBERED = 12;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Scrolls the canvas stage so the block sits near its top, as keyboard navigation does. */
/** The editor as far as taking the user somewhere needs it (its canvas and its inspector's root). */
export interface NavigableEditor {
  readonly canvas: EbCanvas | null;
  readonly renderRoot: ParentNode;
}

export function scrollToBlock(editor: NavigableEditor, blockId: string): void {
  const canvas = editor.canvas;
  const box = canvas?.boxOf(blockId);
  const stage = canvas?.renderRoot.querySelector<HTMLElement>('.stage');
  const wrap = canvas?.renderRoot.querySelector<HTMLElement>('.wrap');
  if (!box || !stage || !wrap) return;
  const top = wrap.offsetTop + box.top;
  if (
    top < stage.scrollTop ||
    top + Math.min(box.height, stage.clientHeight / 2) > stage.scrollTop + stage.clientHeight
  )
    stage.scrollTop = top - 48;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLElement;

/** The control's name as a user reads it: aria-label, else its label's own text. */
function nameOf(control: Control): string {
  const aria = control.getAttribute('aria-label');
  if (aria) return aria.trim();
  const label = 'labels' in control ? control.labels?.[0] : null;
  if (!label) return '';
  return (
    [...label.childNodes]
      // Lit's comment markers are nodes too: only elements and text count.
      .filter((node) => node !== control && (node.nodeType === Node.ELEMENT_NODE || node.nodeType === Node.TEXT_NODE))
      .map((node) => node.textContent ?? '')
      .join('')
      .trim()
  );
}

const currentValue = (control: Control) => ('value' in control ? String(control.value) : (control.textContent ?? ''));

/** What a field key reads as in the user's language; a numbered one (`Link {n}`) as Link 1 … Link 12. */
function namesOf(key: MessageKey, i18n: I18n): string[] {
  const once = i18n.t(key, { n: 1 });
  if (once === i18n.t(key, { n: 2 })) return [once];
  return Array.from({ length: MAX_NUMBERED }, (_, i) => i18n.t(key, { n: i + 1 }));
}

function findField(editor: NavigableEditor, { labels, prefer }: FieldTarget, i18n: I18n): Control | null {
  const root = editor.renderRoot.querySelector('eb-inspector')?.shadowRoot;
  if (!root) return null;
  const controls = [
    ...root.querySelectorAll<Control>(
      'input:not([type=hidden]):not([type=file]), textarea, select, [contenteditable="true"]',
    ),
  ];
  for (const key of labels) {
    const names = namesOf(key, i18n);
    const matching = controls.filter((c) => names.includes(nameOf(c)));
    const found = (prefer && matching.find((c) => prefer(currentValue(c)))) || matching[0];
    if (found) return found;
  }
  return null;
}

/** Focuses the field (selecting its text); false when it did not appear in time. */
export async function focusField(editor: NavigableEditor, target: FieldTarget, i18n: I18n): Promise<boolean> {
  for (let frame = 0; frame < FIELD_WAIT_FRAMES; frame++) {
    await nextFrame();
    const field = findField(editor, target, i18n);
    if (!field) continue;
    field.scrollIntoView({ block: 'nearest' });
    field.focus();
    if (field instanceof HTMLInputElement) field.select();
    return true;
  }
  return false;
}
