// The dashboard token lives in sessionStorage only (gone when the tab closes), with its expiry.
const KEY = 'eb-dashboard-session';

export interface StoredSession {
  token: string;
  /** Epoch ms after which the token is no longer accepted. */
  expiresAt: number;
}

export function readSession(now = Date.now()): StoredSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof parsed.token !== 'string' || typeof parsed.expiresAt !== 'number' || parsed.expiresAt <= now) {
      sessionStorage.removeItem(KEY);
      return null;
    }
    return { token: parsed.token, expiresAt: parsed.expiresAt };
  } catch {
    return null;
  }
}

export function writeSession(session: StoredSession): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage refused (private mode quotas): the token stays in memory for this page only.
  }
}

export function clearSession(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
