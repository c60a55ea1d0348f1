// The demo's event log: one line per eb-* event the element fires (and per host action), newest
// first, capped; a run of document changes (typing fires many) is one line with a count.
const LOG_LIMIT = 80;
const eventLog = () => document.querySelector('#event-log') as HTMLElement;
/** The line of the current run of document changes, if the last line is one. */
let lastChange: HTMLLIElement | null = null;

function clock(): string {
  return new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

export function log(type: string, text: string, tone: 'info' | 'ok' | 'warn' | 'error' = 'info'): HTMLLIElement {
  const list = eventLog();
  const item = document.createElement('li');
  item.className = `log-item tone-${tone}`;
  item.dataset.event = type;
  const time = document.createElement('time');
  time.textContent = clock();
  const name = document.createElement('code');
  name.className = 'log-name';
  name.textContent = type;
  const body = document.createElement('span');
  body.className = 'log-text';
  body.textContent = text;
  item.append(name, time, body);
  list.prepend(item);
  while (list.children.length > LOG_LIMIT) list.lastElementChild?.remove();
  return item;
}

/** A document change: joins the run on the last line, or starts one. */
export function logChange(type: string, text: string): void {
  if (lastChange && lastChange === eventLog().firstElementChild) {
    const count = Number(lastChange.dataset.count ?? '1') + 1;
    lastChange.dataset.count = String(count);
    lastChange.querySelector('.log-text')!.textContent = `${text} (×${count})`;
    lastChange.querySelector('time')!.textContent = clock();
    return;
  }
  lastChange = log(type, text);
}

/** Another event came: the next change starts a new line. */
export function endChangeRun(): void {
  lastChange = null;
}

export function clearLog(): void {
  eventLog().replaceChildren();
  lastChange = null;
}
