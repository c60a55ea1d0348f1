// MJML attribute resolution, as MJML applies it: the component's defaults, then mj-all, then
// the mj-attributes entry for the tag, then each mj-class named in `mj-class`, then the
// component's own attributes.
import { childrenOf, type MjNode } from './tree';

const FONT = 'Ubuntu, Helvetica, Arial, sans-serif';
const DEFAULTS: Record<string, Record<string, string>> = {
  'mj-body': { width: '600px' },
  'mj-section': { padding: '20px 0', 'text-align': 'center' },
  'mj-wrapper': { padding: '20px 0' },
  'mj-text': {
    padding: '10px 25px',
    'font-size': '13px',
    'line-height': '1',
    color: '#000000',
    'font-family': FONT,
    align: 'left',
  },
  'mj-button': {
    'background-color': '#414141',
    color: '#ffffff',
    'border-radius': '3px',
    'font-size': '13px',
    'font-weight': 'normal',
    padding: '10px 25px',
    align: 'center',
    'font-family': FONT,
  },
  'mj-image': { padding: '10px 25px', align: 'center' },
  'mj-divider': {
    'border-color': '#000000',
    'border-style': 'solid',
    'border-width': '4px',
    padding: '10px 25px',
    width: '100%',
  },
  'mj-spacer': { height: '20px' },
  'mj-social': { 'icon-size': '20px', align: 'center', padding: '10px 25px' },
  'mj-navbar': { align: 'center' },
  'mj-navbar-link': { padding: '15px 10px', 'font-size': '13px', color: '#000000', 'font-family': FONT },
  'mj-hero': { padding: '0px' },
  'mj-table': { padding: '10px 25px', 'font-size': '13px', color: '#000000', 'font-family': FONT },
};

export class MjAttributes {
  private readonly all: Record<string, string> = {};
  private readonly byTag: Record<string, Record<string, string>> = {};
  private readonly classes: Record<string, Record<string, string>> = {};

  constructor(head: MjNode | undefined) {
    for (const block of childrenOf(head, 'mj-attributes')) {
      for (const entry of block.children) {
        if (entry.tag === 'mj-all') Object.assign(this.all, entry.attrs);
        else if (entry.tag === 'mj-class') {
          const { name, ...rest } = entry.attrs;
          if (name) this.classes[name] = { ...(this.classes[name] ?? {}), ...rest };
        } else this.byTag[entry.tag] = { ...(this.byTag[entry.tag] ?? {}), ...entry.attrs };
      }
    }
  }

  /** Every attribute of a component after defaults, mj-all, the tag's entry and its classes. */
  of(node: MjNode): Record<string, string> {
    const out: Record<string, string> = { ...(DEFAULTS[node.tag] ?? {}), ...this.all, ...(this.byTag[node.tag] ?? {}) };
    for (const name of (node.attrs['mj-class'] ?? '').split(/\s+/))
      if (name) Object.assign(out, this.classes[name] ?? {});
    Object.assign(out, node.attrs);
    return out;
  }
}
