// The connection of <email-builder>: one API client per token and address, the key check
// (`/v1/start`, later `/v1/keys/validate`), and the session (plan, features, labels) shared down the tree.
import { ContextProvider } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import { ApiClient } from '../api/client';
import { moduleOrigin } from '../api/early';
import { ApiError, isSecretKey } from '../api/errors';
import { isExpired, readToken } from '../api/token';
import type { ValidateResult } from '../api/types';
import type { MessageKey } from '../i18n/keys';
import { apiContext, NO_FEATURES, type SessionInfo, sessionContext } from '../shared/context';
import type { EmitFn } from '../shared/events';
import { initialState, Task, TaskStatus } from '../shared/task';
import { graceTimers } from '../shared/timers';
import { type KeyedNotice, notice, noticeFor } from '../state/notices';

/** What the controller needs from its element. */
export interface SessionHost extends ReactiveControllerHost, HTMLElement {
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly userId: string;
  readonly libraryLabel: string;
  readonly notice: KeyedNotice | null;
  setNotice(notice: KeyedNotice | null): void;
  emit: EmitFn;
  emitError(error: unknown): void;
}

/** After `eb-session-expired`, how long the host has to set a fresh `api-key` before it is an `eb-error`. */
export const REFRESH_GRACE_MS = 3000;
/**
 * How long `api-key` may stay empty before it is an `eb-error` (`token_missing`): hosts mount the
 * element first and set the token when their server has minted it.
 */
export const TOKEN_GRACE_MS = 2000;

export const TOKEN_MISSING =
  'api-key is empty: set it to the sessionToken your server gets from POST /v1/sessions (the apiKey prop in React, :api-key in Vue).';

type FailureCode = 'token_malformed' | 'token_rejected' | 'user_mismatch' | 'session_expired';

/** A sign-in the element cannot recover from by itself: the end user's words (keys), and the integrator's. */
export interface SessionFailure {
  code: FailureCode;
  title: MessageKey;
  /** For the end user: short, no jargon. The integrator's detail goes to the console and `eb-error`. */
  message: MessageKey;
}

const SIGN_IN_FAILED = { title: 'root.signInFailed.title', message: 'root.signInFailed.message' } as const;

const FAILURES: Record<FailureCode, { title: MessageKey; message: MessageKey; detail: string }> = {
  token_malformed: {
    ...SIGN_IN_FAILED,
    detail:
      'api-key is not a session token (not a JWT). Pass the sessionToken your server gets from POST /v1/sessions.',
  },
  token_rejected: {
    ...SIGN_IN_FAILED,
    detail:
      'The API refused this session token although it has not expired: it was minted by another installation, or its API key was revoked or rotated. Mint a new one with POST /v1/sessions.',
  },
  user_mismatch: {
    ...SIGN_IN_FAILED,
    detail:
      'user-id differs from the user the session token was minted for. Mint the token with the same userId you set in user-id.',
  },
  session_expired: {
    title: 'root.sessionExpired.title',
    message: 'root.sessionExpired.message',
    detail: `The session token expired and no new api-key was set within ${REFRESH_GRACE_MS / 1000} s of eb-session-expired. Listen for eb-session-expired and set a fresh token.`,
  },
};

export const SECRET_KEY_REFUSED =
  'This looks like a secret API key (eb_live_… or eb_test_…). Secret keys must stay on your server: mint a session token with POST /v1/sessions and pass that instead.';

/** The timers the host's grace to set a token runs on: the page's, or a test's clock (element/shared/timers.ts). */
export { graceTimers };

export class SessionController {
  /** Longest wait honoured for a 429's Retry-After, for clients made from now on. */
  maxRetryWaitMs = 60_000;
  client: ApiClient | null = null;
  session: SessionInfo | null = null;
  /** True when the key was refused locally (a secret key). */
  refused = false;
  /** A sign-in that failed for good (until the host sets another token), or null. */
  failure: SessionFailure | null = null;
  // Without initial values, and the refresh timer on the global setTimeout: the entry is within
  // bytes of its budget, and clearTimeout(undefined) does nothing.
  #refreshTimer: ReturnType<typeof setTimeout> | undefined;
  #missingTimer: number | undefined;
  #host: SessionHost;
  #validated: ValidateResult | null = null;
  /** The key check, started as soon as the client exists (the task itself runs after the first render). */
  #earlyValidate: Promise<ValidateResult> | null = null;
  #apiProvider: ContextProvider<typeof apiContext>;
  #sessionProvider: ContextProvider<typeof sessionContext>;
  readonly validate: Task<readonly [ApiClient | null], ValidateResult>;

  /** The start-up read is on its way with nothing wrong so far (no session yet, no failure, no error). */
  get starting(): boolean {
    return (
      !this.session &&
      !this.refused &&
      !this.failure &&
      this.client !== null &&
      this.validate.status !== TaskStatus.ERROR
    );
  }

  constructor(host: SessionHost) {
    this.#host = host;
    this.#apiProvider = new ContextProvider(host, { context: apiContext });
    this.#sessionProvider = new ContextProvider(host, { context: sessionContext });
    this.validate = new Task(host, {
      task: async ([client]) => {
        if (!client) return initialState;
        const early = this.#earlyValidate;
        this.#earlyValidate = null;
        return early ?? client.validate();
      },
      args: () => [this.client] as const,
      onComplete: (result) => this.#onValidated(result),
      onError: (error) => {
        host.emitError(error);
        if (this.session) host.setNotice(noticeFor(error));
      },
    });
  }

  /** Applies the element's `api-key` and `base-url`: a new token keeps the session, a new key starts one. */
  configure(): void {
    const host = this.#host;
    const key = (host.apiKey ?? '').trim();
    if (key && isSecretKey(key)) {
      this.refused = true;
      host.emit('eb-error', { status: 0, code: 'secret_key_refused', message: SECRET_KEY_REFUSED });
      return;
    }
    this.refused = false;
    this.failure = null;
    clearTimeout(this.#refreshTimer);
    graceTimers.current.clearTimeout(this.#missingTimer);
    if (!key) {
      this.#missingTimer = graceTimers.current.setTimeout(() => {
        // Set meanwhile, or the element was taken out of the page (nothing to sign in any more).
        if ((host.apiKey ?? '').trim() || !host.isConnected) return;
        console.error(`<email-builder> token_missing: ${TOKEN_MISSING}`);
        host.emit('eb-error', { status: 0, code: 'token_missing', message: TOKEN_MISSING });
      }, TOKEN_GRACE_MS);
      return;
    }
    const claims = readToken(key);
    const failure = !claims
      ? 'token_malformed'
      : claims.sub !== undefined && host.userId && claims.sub !== host.userId
        ? 'user_mismatch'
        : null;
    if (failure) {
      this.#fail(failure);
      return;
    }
    const baseUrl = (host.baseUrl || moduleOrigin()).replace(/\/+$/, '');
    const baseUrlSet = Boolean(host.baseUrl);
    const client = this.client;
    if (client && (client.baseUrl === baseUrl || this.session)) {
      const waiting = client.waitingForToken;
      client.token = key;
      if (waiting && host.notice?.code === 'session_expired') host.setNotice(null);
      if (client.baseUrl !== baseUrl) {
        // Same session, another address (a proxy, a failover): keep the user's work, re-check the key.
        client.baseUrl = baseUrl;
        client.baseUrlSet = baseUrlSet;
        this.validate.run();
      }
      return;
    }
    this.client = new ApiClient({
      baseUrl,
      baseUrlSet,
      token: key,
      maxRetryWaitMs: this.maxRetryWaitMs,
      onSessionExpired: () => this.#onUnauthorized(),
    });
    // One read answers the key check and the gallery's first page (docs/api.md §7).
    this.#earlyValidate = this.client.start();
    this.#earlyValidate.catch(() => {});
    this.session = null;
    this.#apiProvider.setValue(this.client);
  }

  /**
   * A 401: a token that has not expired was refused for another reason (another installation, a
   * revoked key) and says so at once, without `eb-session-expired` (a refresh would not help);
   * an expired one asks the host to refresh and fails once the grace lapses.
   */
  #onUnauthorized(): void {
    const host = this.#host;
    const token = this.client?.token ?? '';
    const claims = readToken(token);
    if (claims && !isExpired(claims)) {
      this.#fail('token_rejected');
      return;
    }
    host.setNotice(notice('session_expired'));
    host.emit('eb-session-expired', {});
    clearTimeout(this.#refreshTimer);
    this.#refreshTimer = setTimeout(() => {
      if (this.client?.token === token && this.client.waitingForToken) this.#fail('session_expired');
    }, REFRESH_GRACE_MS);
  }

  /** Tells the integrator (console and `eb-error`) and the end user (a short message). */
  #fail(code: SessionFailure['code']): void {
    const host = this.#host;
    const { title, message, detail } = FAILURES[code];
    console.error(`<email-builder> ${code}: ${detail}`);
    host.emit('eb-error', {
      status: code === 'token_malformed' || code === 'user_mismatch' ? 0 : 401,
      code,
      message: detail,
    });
    if (code === 'user_mismatch' || code === 'token_malformed') this.reset();
    if (this.session) host.setNotice({ code, kind: 'error', text: { key: message } });
    else this.failure = { code, title, message };
    host.requestUpdate();
  }

  /** Forgets the client and session (another user signs in on the same element). */
  reset(): void {
    this.#earlyValidate = null;
    this.client = null;
    this.session = null;
  }

  /** Re-derives the session's labels (`library-label` changed). */
  relabel(): void {
    if (this.#validated) this.#onValidated(this.#validated);
  }

  require(): ApiClient {
    if (!this.client)
      throw new ApiError({ status: 0, code: 'not_configured', message: 'Set a session token in api-key first.' });
    return this.client;
  }

  #onValidated(result: ValidateResult): void {
    if (!this.client) return;
    if (result.userId && this.#host.userId && result.userId !== this.#host.userId) {
      this.#fail('user_mismatch');
      return;
    }
    this.#validated = result;
    const features = { ...NO_FEATURES, ...result.features };
    // Empty without an operator name: the gallery then shows its own (translated) tab name.
    const operator = result.operator?.name || '';
    const first = this.session === null;
    const libraryLabel = this.#host.libraryLabel;
    this.session = {
      plan: result.plan,
      features,
      libraryLabel: features.whiteLabel && libraryLabel ? libraryLabel : operator,
      userId: result.userId ?? this.#host.userId,
      assetBaseUrl: `${this.client.baseUrl}/assets`,
      role: result.role === 'manager' || result.role === 'reviewer' ? result.role : 'member',
      testRecipients: result.testRecipients ?? [],
    };
    this.#sessionProvider.setValue(this.session);
    this.#host.requestUpdate();
    if (first) this.#host.emit('eb-ready', { plan: result.plan, features });
  }
}
