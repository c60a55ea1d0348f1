// `<eb-presence>`: the avatars of everyone in the live template, in the editor's toolbar (the
// editor renders the tag; this chunk defines it). Each avatar shows the person's initials in
// their colour, with their name as its accessible name and tooltip; this user is "<name> (you)".
import { html, LitElement, nothing } from 'lit';
import { Messages } from '../i18n/messages';
import { define } from '../shared/define';
import { initialsOf } from '../shared/people';
import { StoreController } from '../state/store-controller';
import { presenceStyles } from './presence.styles';
import { type Presence, SESSIONS } from './presence-state';

export class EbPresence extends LitElement {
  static override styles = presenceStyles;
  #store = new StoreController(this);
  #msg = new Messages(this);
  #presence: Presence | null = null;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#follow(null);
  }

  #follow(presence: Presence | null): void {
    if (presence === this.#presence) return;
    this.#presence?.removeEventListener('change', this.#onChange);
    this.#presence = presence;
    presence?.addEventListener('change', this.#onChange);
  }

  #onChange = (): void => this.requestUpdate();

  protected override render() {
    const store = this.#store.value;
    this.#follow(store ? (SESSIONS.get(store) ?? null) : null);
    const presence = this.#presence;
    if (!presence || presence.users.length === 0) return nothing;
    return html`<ul aria-label=${this.#msg.t('collab.people')}>
      ${presence.users.map((user) => {
        const name = user.userId === presence.self ? this.#msg.t('collab.you', { name: user.name }) : user.name;
        return html`<li><span class="avatar" role="img" aria-label=${name} title=${name} style="background:${user.color}">${initialsOf(user.name)}</span></li>`;
      })}
    </ul>`;
  }
}

define('eb-presence', EbPresence);

declare global {
  interface HTMLElementTagNameMap {
    'eb-presence': EbPresence;
  }
}
