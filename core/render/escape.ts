// The one place user strings become HTML. Every text node and attribute value goes through here.
import { isSafeUrl } from '../document/fields';

const SPECIAL = /[&<>"']/;
const SPECIAL_ALL = /[&<>"']/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const toEntity = (c: string): string => ENTITY[c] as string;

/** Escapes & < > " ' so a string is inert as text. Merge tags (`{{first_name}}`) pass unchanged. */
export function escapeHtml(value: string): string {
  return SPECIAL.test(value) ? value.replace(SPECIAL_ALL, toEntity) : value;
}

/** Same set as `escapeHtml`: safe inside single- or double-quoted attribute values. */
export const escapeAttr = escapeHtml;

/** The trimmed link when it is http(s), mailto, tel or a merge tag; otherwise null (the link is dropped). */
export function safeUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !isSafeUrl(value)) return null;
  return value.trim();
}
