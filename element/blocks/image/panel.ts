import '../../i18n/en/block-panels-entry';
import { html } from 'lit';
import type { ImageBlock } from '../../../core/blocks/image/schema';
import { imagePropsOf, openImages } from '../../images/chunk';
import { icon } from '../../shared/icons';
import { checkField, forProp, linkField, numberField, textField, upgradeHint } from '../fields';
import type { ImageUploadDetail, Panel, PanelContext } from '../types';

export const panel: Panel<ImageBlock> = (context) => {
  const { block, set, i18n, t } = context;
  return html`<section>
    <h3>${t('block.image.label')}</h3>
    ${forProp(
      'props.src',
      linkField(i18n, t('editor.image.url'), block.props.src, (src) => src && set({ src }, 'src')),
    )} ${choose(context)} ${upload(context)}
    ${forProp(
      'props.alt',
      textField(t('editor.image.alt'), block.props.alt, (alt) => set({ alt }, 'alt'), {
        placeholder: t('editor.image.altPlaceholder'),
      }),
    )}
    ${forProp(
      'props.decorative',
      checkField(t('editor.image.decorative'), block.props.decorative ?? false, (decorative) =>
        set({ decorative: decorative || undefined }, 'deco'),
      ),
    )}
    <div class="row">
      ${forProp(
        'props.width',
        numberField(t('editor.image.width'), block.props.width, (width) => set({ width }, 'width'), {
          min: 16,
          max: 900,
          nullable: true,
          placeholder: t('editor.image.widthPlaceholder'),
        }),
      )}
    </div>
    ${forProp(
      'props.href',
      linkField(i18n, t('editor.image.link'), block.props.href, (href) => set({ href }, 'href'), { nullable: true }),
    )}
    ${forProp(
      'props.darkSrc',
      linkField(
        i18n,
        t('editor.image.darkUrl'),
        block.props.darkSrc ?? null,
        (darkSrc) => set({ darkSrc: darkSrc ?? undefined }, 'dark'),
        {
          nullable: true,
        },
      ),
    )}
    <button class="btn" @click=${() => pickDark(context)}>${icon('upload')}${t('editor.image.chooseDark')}</button>
  </section>`;
};

/** Opens the Images dialog: a new picture replaces the old alt text with the one asked for on insert. */
function choose({ host, set, t }: PanelContext<ImageBlock>) {
  const open = async () => {
    const choice = await openImages(host).catch(() => null);
    if (choice) set(imagePropsOf(choice));
  };
  return html`<button class="btn primary" @click=${open}>${icon('search')}${t('editor.image.choose')}</button>`;
}

/** The dark-mode variant shows the same thing as `src`: its alt text serves both. */
async function pickDark({ host, set }: PanelContext<ImageBlock>) {
  const choice = await openImages(host, { askAlt: false }).catch(() => null);
  if (choice) set({ darkSrc: choice.url });
}

/** Upload button: the editor root does the upload on `eb-image-upload` (plans with `imageUpload`). */
function upload({ block, session, host, t }: PanelContext<ImageBlock>) {
  const allowed = session?.features.imageUpload ?? false;
  const pick = () => host.shadowRoot?.querySelector<HTMLInputElement>('input[type=file]')?.click();
  return html`<div class="field">
    <button class="btn" aria-disabled=${allowed ? 'false' : 'true'} @click=${() => allowed && pick()}>${icon('upload')}${t('editor.image.upload')}</button>
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
            new CustomEvent<ImageUploadDetail>('eb-image-upload', {
              detail: { id: block.id, file },
              bubbles: true,
              composed: true,
            }),
          );
      }}
    />
    ${allowed ? html`<p class="hint">${t('editor.image.dropHint')}</p>` : upgradeHint(t('editor.image.uploadUpgrade'))}
  </div>`;
}
