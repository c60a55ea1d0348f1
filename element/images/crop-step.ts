// The crop step of the Images dialog: the picture with a movable, resizable crop box (pointer or
// arrow keys; Shift+arrows resize), aspect presets, an output width ("600 px wide" for email) and
// the resulting size, then Upload with its progress.
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { I18n } from '../i18n/i18n';
import {
  ASPECTS,
  type Aspect,
  CropError,
  centeredCrop,
  cropFile,
  EMAIL_WIDTH,
  MAX_SIDE,
  MAX_UPLOAD_BYTES,
  moveRect,
  outputSize,
  type Rect,
  ratioOf,
  resizeRect,
  type Size,
  tooLarge,
} from './crop';

/** The largest on-screen size of the picture while cropping. */
const VIEW = { width: 520, height: 420 };

interface CropHost extends ReactiveControllerHost {
  upload(): Promise<void>;
  backToLibrary(): void;
}

interface Drag {
  kind: 'move' | 'resize';
  x: number;
  y: number;
  rect: Rect;
}

export class CropStep {
  #host: CropHost;
  #file: File | null = null;
  #url = '';
  #source: Size = { width: 0, height: 0 };
  #rect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  #aspect: Aspect = 'free';
  #targetWidth: number | null = null;
  #drag: Drag | null = null;

  constructor(host: CropHost) {
    this.#host = host;
  }

  /** Reads the picture's size; rejects when the file is not a picture the browser can decode. */
  async start(file: File): Promise<void> {
    const bitmap = await createImageBitmap(file);
    this.reset();
    this.#source = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    this.#file = file;
    this.#url = URL.createObjectURL(file);
    this.#aspect = 'free';
    this.#targetWidth = null;
    this.#rect = centeredCrop(this.#source, null);
    this.#host.requestUpdate();
  }

  reset(): void {
    if (this.#url) URL.revokeObjectURL(this.#url);
    this.#url = '';
    this.#file = null;
    this.#drag = null;
  }

  get size(): Size {
    return outputSize(this.#rect, this.#targetWidth);
  }

  /** The file to upload: the crop at its output size (the original when nothing changed). */
  async result(): Promise<{ file: File; size: Size }> {
    if (!this.#file) throw new CropError('dialogs.crop.noPicture');
    const size = this.size;
    if (tooLarge(size)) throw new CropError('dialogs.crop.tooLarge', { max: MAX_SIDE });
    const file = await cropFile(this.#file, this.#rect, this.#source, size);
    if (file.size > MAX_UPLOAD_BYTES)
      throw new CropError('dialogs.crop.tooHeavy', { max: MAX_UPLOAD_BYTES / 1024 / 1024 });
    return { file, size };
  }

  render(i18n: I18n, progress: number | null, error: string): TemplateResult {
    const t = i18n.t.bind(i18n);
    const scale = Math.min(1, VIEW.width / this.#source.width, VIEW.height / this.#source.height);
    const rect = this.#rect;
    const size = this.size;
    const uploading = progress !== null;
    const box = `left:${rect.x * scale}px;top:${rect.y * scale}px;width:${rect.width * scale}px;height:${rect.height * scale}px`;
    return html`<div class="crop">
      <div class="picture">
        <div class="frame" style=${`width:${this.#source.width * scale}px;height:${this.#source.height * scale}px`}>
          <img src=${this.#url} alt="" draggable="false" />
          <div
            class="box"
            tabindex="0"
            role="group"
            aria-label=${t('dialogs.crop.area', { width: rect.width, height: rect.height })}
            style=${box}
            @pointerdown=${(e: PointerEvent) => this.#grab(e, 'move')}
            @pointermove=${(e: PointerEvent) => this.#onPointerMove(e, scale)}
            @pointerup=${() => (this.#drag = null)}
            @keydown=${this.#onKey}
          >
            <span class="handle" @pointerdown=${(e: PointerEvent) => this.#grab(e, 'resize')}></span>
          </div>
        </div>
      </div>
      <aside>
        <div class="field">
          <span class="label" id="aspect-label">${t('dialogs.crop.aspect')}</span>
          <div class="group" role="group" aria-labelledby="aspect-label">
            ${ASPECTS.map(
              ([aspect, label]) =>
                html`<button class="btn" aria-pressed=${this.#aspect === aspect ? 'true' : 'false'} @click=${() => this.#setAspect(aspect)}>${label ? t(label) : aspect}</button>`,
            )}
          </div>
        </div>
        <div class="field">
          <span class="label" id="size-label">${t('dialogs.crop.size')}</span>
          <div class="group" role="group" aria-labelledby="size-label">
            <button class="btn" aria-pressed=${this.#targetWidth === null ? 'true' : 'false'} @click=${() => this.#setWidth(null)}>${t('dialogs.crop.asCropped')}</button>
            <button class="btn" aria-pressed=${this.#targetWidth === EMAIL_WIDTH ? 'true' : 'false'} @click=${() => this.#setWidth(EMAIL_WIDTH)}>
              ${t('dialogs.crop.emailWidth', { width: EMAIL_WIDTH })}
            </button>
          </div>
        </div>
        <label class="field"
          ><span>${t('dialogs.crop.width')}</span
          ><input
            class="input"
            type="number"
            min="8"
            max="4000"
            .value=${String(size.width)}
            @change=${(e: Event) => {
              const n = Number((e.target as HTMLInputElement).value);
              if (Number.isInteger(n) && n >= 8 && n <= 4000) this.#setWidth(n);
            }}
        /></label>
        <p class="hint" style="margin:0" aria-live="polite">${t('dialogs.crop.uploadsAs', { width: size.width, height: size.height })}</p>
        ${
          uploading
            ? html`<label class="field"><span>${t('dialogs.crop.uploading', { percent: Math.round(progress * 100) })}</span><progress max="100" .value=${Math.round(progress * 100)}></progress></label>`
            : nothing
        }
        ${error ? html`<p class="error" role="alert">${error}</p>` : nothing}
        <div class="actions">
          <button class="btn" ?disabled=${uploading} @click=${() => this.#host.backToLibrary()}>${t('dialogs.images.back')}</button>
          <button class="btn primary" ?disabled=${uploading} @click=${() => this.#host.upload()}>${t('dialogs.crop.upload')}</button>
        </div>
      </aside>
    </div>`;
  }

  #setAspect(aspect: Aspect): void {
    this.#aspect = aspect;
    this.#rect = centeredCrop(this.#source, ratioOf(aspect));
    this.#host.requestUpdate();
  }

  #setWidth(width: number | null): void {
    this.#targetWidth = width;
    this.#host.requestUpdate();
  }

  #grab(event: PointerEvent, kind: Drag['kind']): void {
    event.stopPropagation();
    event.preventDefault();
    const box = (event.currentTarget as Element).closest('.box') as HTMLElement;
    box.setPointerCapture(event.pointerId);
    this.#drag = { kind, x: event.clientX, y: event.clientY, rect: this.#rect };
  }

  #onPointerMove(event: PointerEvent, scale: number): void {
    const drag = this.#drag;
    if (!drag) return;
    const dx = (event.clientX - drag.x) / scale;
    const dy = (event.clientY - drag.y) / scale;
    this.#rect =
      drag.kind === 'move'
        ? moveRect(drag.rect, dx, dy, this.#source)
        : resizeRect(drag.rect, drag.rect.width + dx, drag.rect.height + dy, ratioOf(this.#aspect), this.#source);
    this.#host.requestUpdate();
  }

  #onKey = (event: KeyboardEvent): void => {
    const step = Math.max(1, Math.round(this.#source.width / 100));
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const d = delta[event.key];
    if (!d) return;
    event.preventDefault();
    const rect = this.#rect;
    this.#rect = event.shiftKey
      ? resizeRect(rect, rect.width + d[0], rect.height + d[1], ratioOf(this.#aspect), this.#source)
      : moveRect(rect, d[0], d[1], this.#source);
    this.#host.requestUpdate();
  };
}
