import { ContextConsumer, createContext } from '@lit/context';
import { Task } from '@lit/task';
import type { ReactiveElement } from 'lit';
import type { DashboardClient } from '../api/client';

/** The signed-in API client, provided by `<eb-dashboard>` to every view. */
export const clientContext = createContext<DashboardClient>(Symbol('eb-dashboard-client'));

export type ClientConsumer = ContextConsumer<typeof clientContext, ReactiveElement>;

/** A view's signed-in client (`.value`); the view re-renders when it changes. */
export const consumeClient = (host: ReactiveElement): ClientConsumer =>
  new ContextConsumer(host, { context: clientContext, subscribe: true });

/** What a view shows, loaded with the signed-in client, and again whenever that client changes. */
export function clientTask<T>(
  host: ReactiveElement,
  load: (client: DashboardClient) => Promise<T>,
  client: ClientConsumer = consumeClient(host),
): Task<readonly [DashboardClient | undefined], T> {
  return new Task(host, {
    task: async ([signedIn]) => {
      if (!signedIn) throw new Error('not signed in');
      return load(signedIn);
    },
    args: () => [client.value] as const,
  });
}
