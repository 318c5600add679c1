import {
  adminLogout,
  adminMe,
  type adminLogin,
  type AdminPermission,
  type TOperator,
} from '@khel/contract/admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { adminCall, onSignedOut, setCsrfToken, type AdminError, type OutputOf } from './api';

type SessionData = Extract<OutputOf<typeof adminLogin>, { step: 'signedIn' }>['session'];

type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut'; reason: 'none' | 'expired' }
  | { status: 'error'; error: AdminError }
  | { status: 'signedIn'; session: SessionData };

const AuthContext = createContext<{
  state: AuthState;
  signedIn: (session: SessionData) => void;
  signOut: () => Promise<void>;
  retry: () => void;
} | null>(null);

/**
 * The operator's session: read at start from auth/me (the cookie is HttpOnly; the CSRF token
 * comes back with it), set by sign-in, ended by sign-out or by any call answered 401.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const client = useQueryClient();

  useEffect(() => {
    let live = true;
    adminCall(adminMe, {}).then(
      (session) => {
        if (!live) return;
        setCsrfToken(session.csrfToken);
        setState({ status: 'signedIn', session });
      },
      (error: AdminError) => {
        if (!live) return;
        if (error.state === '401') setState({ status: 'signedOut', reason: 'none' });
        else setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(
    () =>
      onSignedOut(() => {
        setCsrfToken(null);
        client.clear();
        setState({ status: 'signedOut', reason: 'expired' });
      }),
    [client],
  );

  const signedIn = useCallback((session: SessionData) => {
    setCsrfToken(session.csrfToken);
    setState({ status: 'signedIn', session });
  }, []);
  const signOut = useCallback(async () => {
    try {
      await adminCall(adminLogout, {});
    } finally {
      setCsrfToken(null);
      client.clear();
      setState({ status: 'signedOut', reason: 'none' });
    }
  }, [client]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo(
    () => ({ state, signedIn, signOut, retry }),
    [state, signedIn, signOut, retry],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('outside AuthProvider');
  return auth;
}

/** The signed-in operator (inside the shell, where a session exists). */
export function useOperator(): TOperator {
  const { state } = useAuth();
  if (state.status !== 'signedIn') throw new Error('no session');
  return state.session.operator;
}

/** Whether the signed-in operator's role allows `permission` (the server checks it again). */
export function usePermission(permission: AdminPermission | null): boolean {
  const { state } = useAuth();
  if (state.status !== 'signedIn') return false;
  return permission === null || state.session.permissions.includes(permission);
}
