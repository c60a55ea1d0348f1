import type { ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import type { HashGate } from '../auth/password';
import type { SealedBox } from '../auth/sealed-box';
import type { SessionRole, TokenService } from '../auth/tokens';
import type { Config } from '../config';
import type { Store } from '../store';

/** Who is calling, as established by the auth middleware. */
export type Principal =
  | { kind: 'secret'; accountId: string; keyId: string; plan: string; generation: number }
  | {
      kind: 'session';
      accountId: string;
      keyId: string;
      plan: string;
      userId: string;
      role: SessionRole;
      generation: number;
      /** From the token, when the host gave them (docs/api.md §4). */
      name?: string;
      testRecipients?: string[];
    }
  | { kind: 'dashboard'; accountId: string; userId: string };

export interface AppState {
  principal?: Principal;
  /** Validated request body and query (set by the validation step). */
  body?: unknown;
  query?: unknown;
  /** The credential came from `?access_token=` (query-token.ts): a session token or nothing. */
  credentialInQuery?: boolean;
}

/**
 * The live co-editing sessions (collab/), as the REST routes see them: a template saved or
 * restored over REST becomes one change of its live document; a deleted one ends its session.
 */
export interface LiveDocuments {
  templateSaved(
    accountId: string,
    templateId: string,
    template: { name: string; blockTreeJson: string },
  ): Promise<void>;
  templateDeleted(accountId: string, templateId: string): Promise<void>;
  /** A comment of the template was written: everyone in its live session refetches the comments. */
  commentsChanged(accountId: string, templateId: string): Promise<void>;
}

/** What every route and middleware may use. Passed explicitly, never imported as globals. */
export interface AppDeps {
  config: Config;
  store: Store;
  tokens: TokenService;
  logger: Logger;
  /** Bounds concurrent password hashing (dashboard logins). */
  loginGate: HashGate;
  /** Encrypts recorded responses that hold a secret (idempotent key creation). */
  sealedBox: SealedBox;
  /** Set once the live-editing socket is attached (runtime.ts); absent in tools without one. */
  live?: LiveDocuments;
}

export type AppContext = ParameterizedContext<AppState>;

export function principalOf(ctx: AppContext): Principal {
  const principal = ctx.state.principal;
  if (!principal) throw new Error('route reached without a principal');
  return principal;
}

/** The caller's address (X-Forwarded-For only with TRUST_PROXY). */
export function clientAddress(ctx: AppContext): string {
  return ctx.ip || ctx.request.socket.remoteAddress || 'unknown';
}
