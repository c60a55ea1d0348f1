// Every public event's name at runtime, for bindings that map them (the React wrapper's `on…`
// props). Written as a record over EmailBuilderEventMap's keys so the compiler refuses a list that
// misses an event or names one that does not exist. Types only from ./events: this module pulls
// nothing into a bundle that imports it.
import type { EmailBuilderEventMap } from '../shared/events';

export type EventName = keyof EmailBuilderEventMap;

const ALL = {
  'eb-ready': true,
  'eb-change': true,
  'eb-dirty-change': true,
  'eb-save': true,
  'eb-error': true,
  'eb-session-expired': true,
  'eb-delete': true,
  'eb-duplicate': true,
  'eb-upgrade-requested': true,
  'eb-presence-change': true,
  'eb-mention': true,
  'eb-status-change': true,
} as const satisfies Record<EventName, true>;

export const EVENT_NAMES = Object.keys(ALL) as EventName[];

/** `eb-dirty-change` → `EbDirtyChange`. */
export type PascalEvent<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalEvent<Tail>}`
  : Capitalize<S>;

/** `eb-dirty-change` → `onEbDirtyChange`: the prop name React (and Vue's `@eb-dirty-change`) give a handler. */
export function handlerName<N extends EventName>(name: N): `on${PascalEvent<N>}` {
  return `on${name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}` as `on${PascalEvent<N>}`;
}
