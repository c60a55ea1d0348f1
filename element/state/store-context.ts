// The editor store's @lit/context key, beside the store it provides: the root provides it,
// components consume it (most through StoreController).
import { createContext } from '@lit/context';
import type { EditorStore } from './store';

export const storeContext = createContext<EditorStore>(Symbol('eb-store'));
