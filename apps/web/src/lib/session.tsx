import type { TLanguage, TRole, TSessionUser } from '@studydesk/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { currentLanguage, notePickedBeforeSignIn, pickedBeforeSignIn, switchLanguage } from '../i18n/i18n.ts';
import { ApiError, api } from './api-client.ts';

/** What the browser keeps (spec: key 'user'). Never the token: that lives in an HttpOnly cookie. */
const STORAGE_KEY = 'user';

type Status = 'loading' | 'signed-in' | 'signed-out';

interface SessionValue {
  status: Status;
  user: TSessionUser | null;
  signIn(role: TRole, email: string, password: string): Promise<TSessionUser>;
  /** Ends the session; guarded pages then send the visitor to `redirectTo` instead of '/'. */
  signOut(redirectTo?: string): Promise<void>;
  /** Where the guard sends a visitor who just signed out. */
  signedOutTo: string | null;
  /** Re-reads the session from the server (after a password change, say). */
  refresh(): Promise<void>;
  /**
   * Shows the app in `language`. Signed in, the choice is kept with the account; on a sign-in
   * page, it is kept on this device and saved to the account that signs in next.
   */
  changeLanguage(language: TLanguage): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Keeps `language` with the signed-in account; answers the language the account now has. */
async function saveLanguage(language: TLanguage): Promise<TLanguage> {
  try {
    return (await api.put('/api/auth/me/language', { language })).language;
  } catch {
    return language; // shown here all the same; saved with the next choice
  }
}

function remember(user: TSessionUser | null) {
  try {
    if (user) {
      const { id, email, role, name } = user;
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ id, email, role, name }));
    } else {
      localStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // Storage may be unavailable (private mode); the cookie session still works.
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status>('loading');
  const [user, setUser] = useState<TSessionUser | null>(null);
  const [signedOutTo, setSignedOutTo] = useState<string | null>(null);

  const apply = useCallback((next: TSessionUser | null) => {
    setUser(next);
    setStatus(next ? 'signed-in' : 'signed-out');
    remember(next);
    // Signed in, the account's language wins (it may have been changed on another device).
    if (next && next.language !== currentLanguage()) void switchLanguage(next.language);
  }, []);

  const refresh = useCallback(async () => {
    try {
      apply(await api.get('/api/auth/me'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        setStatus('signed-out');
        return;
      }
      apply(null);
    }
  }, [apply]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const signIn = useCallback(
    async (role: TRole, email: string, password: string) => {
      const { token: _token, ...account } = await api.post(`/api/auth/${role}/login`, {
        email,
        password,
      });
      // A language picked on the sign-in page is kept with the account; otherwise the account's applies.
      const picked = pickedBeforeSignIn();
      const language = picked && picked !== account.language ? await saveLanguage(picked) : account.language;
      notePickedBeforeSignIn(false);
      const signedIn = { ...account, language };
      await switchLanguage(language).catch(() => undefined);
      setSignedOutTo(null);
      apply(signedIn);
      return signedIn;
    },
    [apply],
  );

  const signOut = useCallback(
    async (redirectTo?: string) => {
      try {
        await api.post('/api/auth/logout');
      } finally {
        setSignedOutTo(redirectTo ?? null);
        apply(null);
      }
    },
    [apply],
  );

  const changeLanguage = useCallback(
    async (language: TLanguage) => {
      await switchLanguage(language);
      if (!user) {
        notePickedBeforeSignIn(true);
        return;
      }
      const kept = await saveLanguage(language);
      setUser((current) => (current ? { ...current, language: kept } : current));
    },
    [user],
  );

  const value = useMemo(
    () => ({ status, user, signIn, signOut, refresh, signedOutTo, changeLanguage }),
    [status, user, signIn, signOut, refresh, signedOutTo, changeLanguage],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** Each role's login page and home. */
export const LOGIN_PATH: Record<TRole, string> = {
  superadmin: '/superadmin',
  admin: '/admin',
  staff: '/staff',
  student: '/student',
};
export const HOME_PATH: Record<TRole, string> = {
  superadmin: '/superadmin/dashboard',
  admin: '/admin/dashboard',
  staff: '/staff/dashboard',
  student: '/student/dashboard',
};
export const CHANGE_PASSWORD_PATH: Record<TRole, string> = {
  superadmin: '/superadmin/change-password',
  admin: '/admin/change-password',
  staff: '/staff/change-password',
  student: '/student/change-password',
};
