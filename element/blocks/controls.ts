// What every control of the field kit (fields.ts, color-field.ts) shares: ids that tie a label
// to its control, and the invalid mark on an input whose text is not (yet) a value.
let serial = 0;

export const uid = (prefix: string) => `${prefix}-${++serial}`;

export function markValidity(input: HTMLInputElement | HTMLTextAreaElement, ok: boolean): void {
  input.setAttribute('aria-invalid', ok ? 'false' : 'true');
}
