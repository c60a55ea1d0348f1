/** "Unlimited" is reported as 1,000,000,000 (docs/api.md §6). */
export const UNLIMITED = 1_000_000_000;

const integer = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

export function formatCount(value: number): string {
  return integer.format(value);
}

/** Storage given in MiB: KB below 1 MB (small documents still show), GB past 1,024 MB. */
export function formatMb(value: number): string {
  if (value >= 1024) return `${decimal.format(value / 1024)} GB`;
  if (value > 0 && value < 1) return `${decimal.format(Math.max(0.01, value * 1024))} KB`;
  return `${decimal.format(value)} MB`;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** Share of a limit used, 0–1 (0 for unlimited). */
export function share(used: number, limit: number): number {
  if (limit >= UNLIMITED || limit <= 0) return 0;
  return Math.min(1, Math.max(0, used / limit));
}
