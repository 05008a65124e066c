import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { accessTokenClaims, type authenticate, getUserById, type BodyOf, type ResultOf, type User } from '@velo/api-client';
import { deriveRole, type Role } from '@velo/domain';
import { api, onSessionEnded, tokenStore } from '../api.ts';

export type SignedInUser = User & { role: Role };

type SessionState = { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; user: SignedInUser };

interface SessionContextValue {
  state: SessionState;
  /** Signs in; answers the server's result so the caller can ask for a two-factor code. */
  signIn(credentials: BodyOf<typeof authenticate>): Promise<ResultOf<typeof authenticate>>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** Loads the signed-in user and derives the role the console works with (part 1 §4). */
async function loadUser(userId: number, accessToken: string): Promise<SignedInUser> {
  const user = await api.call(getUserById, { query: { id: userId } });
  const role = deriveRole({
    isAdmin: user.isAdmin,
    clientId: user.clientId,
    isSystemAdminClaim: accessTokenClaims(accessToken)?.IsSystemAdmin ?? null,
    roleNames: user.roleNames,
  });
  return { ...user, role };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() => (tokenStore.get() ? { status: 'checking' } : { status: 'signed-out' }));

  // A stored session is checked with the refresh call; failing that, the user signs in again.
  useEffect(() => {
    const stored = tokenStore.get();
    if (!stored) return;
    let cancelled = false;
    api
      .refresh()
      .then(() => {
        const session = tokenStore.get();
        if (!session) throw new Error('Session ended');
        return loadUser(session.userId, session.accessToken);
      })
      .then((user) => !cancelled && setState({ status: 'signed-in', user }))
      .catch(() => !cancelled && setState({ status: 'signed-out' }));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => onSessionEnded(() => setState({ status: 'signed-out' })), []);

  const signIn = useCallback(async (credentials: BodyOf<typeof authenticate>) => {
    const result = await api.signIn(credentials);
    const session = tokenStore.get();
    if (result.accessToken && session) {
      setState({ status: 'signed-in', user: await loadUser(session.userId, session.accessToken) });
    }
    return result;
  }, []);

  const signOut = useCallback(async () => {
    await api.logOut();
    setState({ status: 'signed-out' });
  }, []);

  const value = useMemo(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const context = use(SessionContext);
  if (!context) throw new Error('useSession needs a SessionProvider');
  return context;
}

/** The signed-in user; only for pages behind the session gate. */
export function useSignedInUser(): SignedInUser {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useSignedInUser needs a signed-in session');
  return state.user;
}
