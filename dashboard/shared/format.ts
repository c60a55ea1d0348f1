// Numbers, byte sizes, shares and dates for the dashboard, all through `Intl` in the chosen locale.
import type { DashboardI18n } from '../i18n/language';

/** "Unlimited" is reported as 1,000,000,000 (docs/api.md §6). */
export const UNLIMITED = 1_000_000_000;

export function formatCount(i18n: DashboardI18n, value: number): string {
  return i18n.number(value, { maximumFractionDigits: 0 });
}

/** Storage given in MiB: kB below 1 MB (small documents still show), GB past 1,024 MB. */
export function formatMb(i18n: DashboardI18n, value: number): string {
  const size = (amount: number, unit: 'kilobyte' | 'megabyte' | 'gigabyte') =>
    i18n.number(amount, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 2 });
  if (value >= 1024) return size(value / 1024, 'gigabyte');
  if (value > 0 && value < 1) return size(Math.max(0.01, value * 1024), 'kilobyte');
  return size(value, 'megabyte');
}

/** A share (0–1) as a whole percentage: "67 %" in German, "67%" in English. */
export function formatPercent(i18n: DashboardI18n, ratio: number): string {
  return i18n.number(ratio, { style: 'percent', maximumFractionDigits: 0 });
}

export function formatDate(i18n: DashboardI18n, iso: string): string {
  return i18n.date(iso, { dateStyle: 'medium' }) || iso;
}

export function formatDateTime(i18n: DashboardI18n, iso: string): string {
  return i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) || iso;
}

/** Share of a limit used, 0–1 (0 for unlimited). */
export function share(used: number, limit: number): number {
  if (limit >= UNLIMITED || limit <= 0) return 0;
  return Math.min(1, Math.max(0, used / limit));
}
