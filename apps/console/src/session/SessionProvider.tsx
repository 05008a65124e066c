import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { accessTokenClaims, getUserById, untilAnswered, type User } from '@velo/api-client';
import { deriveRole, type Role } from '@velo/domain';
import { api, onSessionEnded, tokenStore } from '../api.ts';
import { replaceHashRoute } from '../hashPath.ts';

export type SignedInUser = User & { role: Role };

type SessionState =
  { status: 'checking'; isConnectionLost: boolean } | { status: 'signed-out' } | { status: 'signed-in'; user: SignedInUser };

interface SessionContextValue {
  state: SessionState;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Loads the signed-in user and derives the role the console works with. The call also checks the stored session:
 * the client renews an access token that is about to expire, and the server refuses one whose session was revoked.
 */
async function loadUser(userId: number): Promise<SignedInUser> {
  const user = await api.call(getUserById, { query: { id: userId } });
  const session = tokenStore.get();
  if (!session) throw new Error('Session ended');
  const role = deriveRole({
    isAdmin: user.isAdmin,
    clientId: user.clientId,
    isSystemAdminClaim: accessTokenClaims(session.accessToken)?.IsSystemAdmin ?? null,
    roleNames: user.roleNames,
  });
  return { ...user, role };
}

interface SessionProviderProps {
  children: ReactNode;
  /** The stored session's user is known: called before the console draws for them. */
  onSignedIn?: (user: SignedInUser) => void;
}

export function SessionProvider({ children, onSignedIn }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(() =>
    tokenStore.get() ? { status: 'checking', isConnectionLost: false } : { status: 'signed-out' },
  );

  const signedIn = useEffectEvent((user: SignedInUser) => {
    onSignedIn?.(user);
    // The console then draws in a transition: in slices the browser can answer between, not one long task.
    startTransition(() => setState({ status: 'signed-in', user }));
  });

  // A stored session is checked by loading its user. Without an answer (the connection is lost, or the request was
  // cut off by a reload or a closed tab) it is kept and asked again until the server answers; an answer refusing it
  // is what ends it, and the user signs in again.
  useEffect(() => {
    const stored = tokenStore.get();
    if (!stored) return;
    const stop = new AbortController();
    untilAnswered(() => loadUser(stored.userId), {
      signal: stop.signal,
      onNoAnswer: () => setState({ status: 'checking', isConnectionLost: true }),
    })
      .then((user) => !stop.signal.aborted && signedIn(user))
      .catch(() => {
        if (stop.signal.aborted) return;
        // A session the server would not confirm is over: the sign-in page must not send the user straight back.
        tokenStore.set(null);
        setState({ status: 'signed-out' });
      });
    return () => stop.abort();
  }, []);

  useEffect(() => onSessionEnded(() => setState({ status: 'signed-out' })), []);

  const signOut = useCallback(async () => {
    await api.logOut();
    // Logging out on purpose leads to the plain sign-in page, with no way back to where it happened.
    replaceHashRoute('/login');
    setState({ status: 'signed-out' });
  }, []);

  const value = useMemo(() => ({ state, signOut }), [state, signOut]);
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
