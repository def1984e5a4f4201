import type { TRole } from '@studydesk/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../lib/api-client.ts';
import { CHANGE_PASSWORD_PATH, HOME_PATH, useSession } from '../../lib/session.tsx';

/** Signs in as `role` and goes to its home; `failure` turns the server's message into the page's text. */
export function useSignIn(role: TRole, failure: (serverMessage: string) => string) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (email: string, password: string) => {
    setPending(true);
    setError(null);
    try {
      const user = await signIn(role, email, password);
      navigate(user.must_change_password ? CHANGE_PASSWORD_PATH[role] : HOME_PATH[role], { replace: true });
    } catch (err) {
      setError(failure(messageOf(err, '')));
      setPending(false);
    }
  };
  return { submit, pending, error };
}
