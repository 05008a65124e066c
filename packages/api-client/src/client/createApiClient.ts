import { authenticate, logOut as logOutEndpoint, refreshToken as refreshTokenEndpoint } from '../contract/auth.ts';
import { endpointName, type BodyOf, type Endpoint, type ResultOf } from '../contract/endpoint.ts';
import { sessionEndReason, type SessionEndReason } from '../session/sessionEndReason.ts';
import type { Session, TokenStore } from '../session/tokenStore.ts';
import { ApiError } from './ApiError.ts';
import { isNoAnswer } from './noAnswer.ts';
import { prepareRequest, type ApiRequest } from './prepareRequest.ts';
import { createTransport } from './transport.ts';

export interface ApiClientOptions {
  /** Where the API lives, e.g. `window.location.origin`; endpoint paths are appended. */
  baseUrl: string;
  tokenStore: TokenStore;
  fetch?: typeof globalThis.fetch;
  /** Called once when the server ends the session; the session is already cleared. */
  onSessionEnded?: (reason: SessionEndReason) => void;
  /** The clock in epoch milliseconds. */
  now?: () => number;
}

export interface ApiClient {
  /** Calls one endpoint of the contract and answers its validated `result`; fails with an `ApiError`. */
  call<E extends Endpoint>(endpoint: E, request?: ApiRequest<E>): Promise<ResultOf<E>>;
  /** Authenticates and keeps the session when a token comes back (not when two-factor is asked for). */
  signIn(credentials: BodyOf<typeof authenticate>): Promise<ResultOf<typeof authenticate>>;
  /** Renews the access token; concurrent callers share one request. */
  refresh(): Promise<Session>;
  /** Tells the server (best effort) and clears the session in any case. */
  logOut(): Promise<void>;
}

/** An access token this close to its expiry is renewed before a call rather than refused during it. */
const refreshMargin = 30_000;

export function createApiClient({ baseUrl, tokenStore, fetch, onSessionEnded, now = Date.now }: ApiClientOptions): ApiClient {
  const send = createTransport({ baseUrl, fetch });
  let refreshing: Promise<Session> | null = null;

  async function call<E extends Endpoint>(endpoint: E, request: ApiRequest<E> = {}): Promise<ResultOf<E>> {
    const prepared = prepareRequest(endpoint, request);
    if (endpoint.auth === false) return (await send(endpoint, prepared, null)) as ResultOf<E>;

    const accessToken = await accessTokenForCall();
    try {
      return (await send(endpoint, prepared, accessToken)) as ResultOf<E>;
    } catch (error) {
      const unauthorized = error instanceof ApiError && error.status === 401;
      const renewed = accessToken && unauthorized ? await refresh().catch(keepSessionWithoutAnswer) : null;
      if (!renewed) endSessionIfRefused(error);
      return (await send(endpoint, prepared, renewed.accessToken).catch(endSessionIfRefused)) as ResultOf<E>;
    }
  }

  async function accessTokenForCall(): Promise<string | null> {
    const session = tokenStore.get();
    if (!session) return null;
    if (session.expiresAt - now() > refreshMargin) return session.accessToken;
    return (await refresh()).accessToken;
  }

  function refresh(): Promise<Session> {
    refreshing ??= renewSession().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function renewSession(): Promise<Session> {
    const session = tokenStore.get();
    if (!session) {
      throw new ApiError({ message: 'Not signed in', endpoint: endpointName(refreshTokenEndpoint), status: null });
    }
    try {
      const answer = await call(refreshTokenEndpoint, { query: { refreshToken: session.refreshToken } });
      const renewed: Session = {
        ...session,
        accessToken: answer.accessToken,
        refreshToken: answer.refreshToken ?? session.refreshToken,
        expiresAt: now() + answer.expireInSeconds * 1000,
      };
      tokenStore.set(renewed);
      return renewed;
    } catch (error) {
      // A refusal ends the session; a refresh the server never answered leaves it for the next try.
      if (!isNoAnswer(error)) endSession('refresh-failed');
      throw error;
    }
  }

  /** A refresh after a 401 that got no answer fails the call as unanswered, keeping the session; a refused one is null. */
  function keepSessionWithoutAnswer(error: unknown): null {
    if (isNoAnswer(error)) throw error;
    return null;
  }

  function endSessionIfRefused(error: unknown): never {
    const reason = error instanceof ApiError ? sessionEndReason(error) : null;
    if (reason) endSession(reason);
    throw error;
  }

  function endSession(reason: SessionEndReason): void {
    // Concurrent refused calls end one session: only the first one clears it and tells.
    if (!tokenStore.get()) return;
    tokenStore.set(null);
    onSessionEnded?.(reason);
  }

  async function signIn(credentials: BodyOf<typeof authenticate>): Promise<ResultOf<typeof authenticate>> {
    const result = await call(authenticate, { body: credentials });
    if (result.accessToken && result.refreshToken) {
      tokenStore.set({
        accessToken: result.accessToken,
        refreshToken: result.refreshToken,
        expiresAt: now() + result.expireInSeconds * 1000,
        userId: result.userId,
      });
    }
    return result;
  }

  async function logOut(): Promise<void> {
    if (tokenStore.get()) await call(logOutEndpoint).catch(() => undefined);
    tokenStore.set(null);
  }

  return { call, signIn, refresh, logOut };
}
