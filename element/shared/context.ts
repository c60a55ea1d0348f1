// Services shared down the tree with @lit/context: the root provides, components consume. The
// store's key stands beside the store (state/store-context.ts).
import { createContext } from '@lit/context';
import type { ApiClient } from '../api/client';
import type { Features, Role } from '../api/types';

export interface SessionInfo {
  plan: string;
  features: Features;
  /** Name of the library tab: the operator's, or `library-label` on white-label plans. */
  libraryLabel: string;
  userId: string;
  assetBaseUrl: string;
  /** From the key check: a manager (absent: member) edits the team's shared templates and saved blocks (docs/api.md §12). */
  role?: Role;
  /** The addresses the session token allows test sends to (docs/api.md §16), when it carries any. */
  testRecipients?: string[];
}

export const NO_FEATURES: Features = {
  imageUpload: false,
  customFonts: false,
  exportHtml: false,
  templateLibrary: false,
  whiteLabel: false,
  coEditing: false,
  comments: false,
  customBlocks: false,
  testSend: false,
};

export const apiContext = createContext<ApiClient>(Symbol('eb-api'));
export const sessionContext = createContext<SessionInfo>(Symbol('eb-session'));
