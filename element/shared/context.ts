// Services shared down the tree with @lit/context: the root provides, components consume.
import { createContext } from '@lit/context';
import type { ApiClient } from '../api/client';
import type { Features } from '../api/types';
import type { EditorStore } from '../state/store';

export interface SessionInfo {
  plan: string;
  features: Features;
  /** Name of the library tab: the operator's, or `library-label` on white-label plans. */
  libraryLabel: string;
  userId: string;
  assetBaseUrl: string;
  /** From the session token: managers may also rename, duplicate and delete shared templates. */
  role?: 'member' | 'manager';
}

export const NO_FEATURES: Features = {
  imageUpload: false,
  customFonts: false,
  exportHtml: false,
  templateLibrary: false,
  whiteLabel: false,
};

export const apiContext = createContext<ApiClient>(Symbol('eb-api'));
export const storeContext = createContext<EditorStore>(Symbol('eb-store'));
export const sessionContext = createContext<SessionInfo>(Symbol('eb-session'));
