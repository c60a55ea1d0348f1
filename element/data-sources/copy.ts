// What a block keeps of a picked item: a copy within the document's limits (the custom block's
// schema), so the email keeps working whatever later happens to the host's catalogue, and a
// source's oversized or odd values never make the document invalid.
import type { ItemValue, Scalar } from '../../core/block-types/template';
import { isSafeUrl } from '../../core/document/fields';
import type { DataSourceItem } from './types';

const clip = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' ? value.slice(0, max) : undefined;
const link = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= 2000 && isSafeUrl(value) ? value : undefined;

function scalar(value: unknown): Scalar | undefined {
  if (typeof value === 'string') return value.slice(0, 2000);
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean' || value === null) return value;
  return undefined;
}

const FIELD_NAME = /^.{1,40}$/su;

export function copyItem(item: DataSourceItem): ItemValue {
  const copy: ItemValue = {};
  const set = <K extends keyof ItemValue>(key: K, value: ItemValue[K] | undefined) => {
    if (value !== undefined) copy[key] = value;
  };
  set('id', clip(item.id, 200));
  set('title', clip(item.title, 500));
  set('subtitle', clip(item.subtitle, 500));
  set('image', link(item.image));
  set('url', link(item.url));
  if (typeof item.fields === 'object' && item.fields !== null) {
    const fields: Record<string, Scalar> = {};
    let count = 0;
    for (const [name, value] of Object.entries(item.fields)) {
      const kept = scalar(value);
      if (kept === undefined || !FIELD_NAME.test(name)) continue;
      fields[name] = kept;
      if (++count === 30) break;
    }
    if (count > 0) copy.fields = fields;
  }
  return copy;
}
