import { html } from 'lit';
import type { ImageBlock } from '../../../core/blocks/image/schema';
import type { ImageUploadDetail } from '../../inspector/inspector';
import { checkField, forProp, linkField, numberField, textField, upgradeHint } from '../../inspector/fields';
import { imagePropsOf, openImages } from '../../images/chunk';
import { icon } from '../../shared/icons';
import type { Panel, PanelContext } from '../types';

export const panel: Panel<ImageBlock> = (context) => {
  const { block, set } = context;
  return html`<section>
    <h3>Image</h3>
    ${forProp(
      'props.src',
      linkField('Image URL', block.props.src, (src) => src && set({ src }, 'src')),
    )} ${choose(context)} ${upload(context)}
    ${forProp(
      'props.alt',
      textField('Alt text', block.props.alt, (alt) => set({ alt }, 'alt'), { placeholder: 'Describe the image' }),
    )}
    ${forProp(
      'props.decorative',
      checkField('Decorative (no alt text needed)', block.props.decorative ?? false, (decorative) =>
        set({ decorative: decorative || undefined }, 'deco'),
      ),
    )}
    <div class="row">
      ${forProp(
        'props.width',
        numberField('Width (px)', block.props.width, (width) => set({ width }, 'width'), {
          min: 16,
          max: 900,
          nullable: true,
          placeholder: 'Full',
        }),
      )}
    </div>
    ${forProp(
      'props.href',
      linkField('Link', block.props.href, (href) => set({ href }, 'href'), { nullable: true }),
    )}
    ${forProp(
      'props.darkSrc',
      linkField('Dark mode image URL', block.props.darkSrc ?? null, (darkSrc) => set({ darkSrc: darkSrc ?? undefined }, 'dark'), {
        nullable: true,
      }),
    )}
    <button class="btn" @click=${() => pickDark(context)}>${icon('upload')}Choose dark-mode image…</button>
  </section>`;
};

/** Opens the Images dialog: a new picture replaces the old alt text with the one asked for on insert. */
function choose({ host, set }: PanelContext<ImageBlock>) {
  const open = async () => {
    const choice = await openImages(host).catch(() => null);
    if (choice) set(imagePropsOf(choice));
  };
  return html`<button class="btn primary" @click=${open}>${icon('search')}Choose image…</button>`;
}

/** The dark-mode variant shows the same thing as `src`: its alt text serves both. */
async function pickDark({ host, set }: PanelContext<ImageBlock>) {
  const choice = await openImages(host, { askAlt: false }).catch(() => null);
  if (choice) set({ darkSrc: choice.url });
}

/** Upload button: the editor root does the upload on `eb-image-upload` (plans with `imageUpload`). */
function upload({ block, session, host }: PanelContext<ImageBlock>) {
  const allowed = session?.features.imageUpload ?? false;
  const pick = () => host.shadowRoot?.querySelector<HTMLInputElement>('input[type=file]')?.click();
  return html`<div class="field">
    <button class="btn" aria-disabled=${allowed ? 'false' : 'true'} @click=${() => allowed && pick()}>${icon('upload')}Upload image</button>
    <input
      type="file"
      hidden
      accept="image/png,image/jpeg,image/gif,image/webp"
      @change=${(e: Event) => {
        const input = e.target as HTMLInputElement;
        const file = input.files?.[0];
        input.value = '';
        if (file)
          host.dispatchEvent(
            new CustomEvent<ImageUploadDetail>('eb-image-upload', { detail: { id: block.id, file }, bubbles: true, composed: true }),
          );
      }}
    />
    ${allowed ? html`<p class="hint">Or drop an image file on the image in the canvas.</p>` : upgradeHint('Image upload is not included in your plan. Upgrade to upload images.')}
  </div>`;
}
