import { createContext } from '@lit/context';
import type { DashboardClient } from '../api/client';

/** The signed-in API client, provided by `<eb-dashboard>` to every view. */
export const clientContext = createContext<DashboardClient>(Symbol('eb-dashboard-client'));
