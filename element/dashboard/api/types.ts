// Shapes of the dashboard's slice of the /v1 API (server/routes/dashboard, server/routes/keys).
// Shapes both clients share (plan features, library items) come from the element's module: one copy.
import type { Features, LibraryItem } from '../../api/types';

export type { Features, LibraryItem };

export interface Account {
  id: string;
  name: string;
  plan: string;
  limits: { requestsPerMinute: number; templates: number; renders: number; storageMb: number };
  usage: { templates: number; renders: number; storageMb: number };
  features: Features;
}

export interface KeySummary {
  id: string;
  prefix: 'eb_live_' | 'eb_test_';
  lastFour: string;
  display: string;
  status: 'active' | 'revoked';
  origins: string[];
  createdAt: string;
  revokedAt: string | null;
}

/** A key as created or rotated: the only time its secret is ever sent. */
export interface CreatedKey extends KeySummary {
  apiKey: string;
}

export interface RotatedKey extends CreatedKey {
  replaced: KeySummary;
}

export interface LoginResult {
  token: string;
  expiresIn: number;
}
