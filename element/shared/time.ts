const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

// One formatter for every card, made on first use: building one costs milliseconds on a slow phone.
let formatter: Intl.RelativeTimeFormat | null = null;

/** "5 minutes ago", "yesterday", "just now". */
export function timeAgo(iso: string | number, now = Date.now()): string {
  const then = typeof iso === 'number' ? iso : Date.parse(iso);
  if (!Number.isFinite(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) < size) continue;
    formatter ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
    return formatter.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}
