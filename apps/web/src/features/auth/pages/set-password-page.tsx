import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { api, messageOf } from '../../../lib/api-client.ts';
import { HOME_PATH, LOGIN_PATH, useSession } from '../../../lib/session.tsx';
import { FormMessage } from '../../common/form-message.tsx';
import { LoginCard } from '../components/login-card.tsx';

type Invite = { name: string; email: string; institute: string };

/**
 * The page an invitation link opens: the student chooses a password (once) and is signed in.
 * A used, replaced or expired link shows the server's one refusal and the way to sign in.
 */
export function SetPasswordPage() {
  const t = useT();
  const { token = '' } = useParams();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [invite, setInvite] = useState<Invite | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    api.get(`/api/auth/invites/${encodeURIComponent(token)}`).then(
      (found) => live && setInvite(found),
      (err: unknown) => live && setRefused(messageOf(err, t('signIn.loginFailed'))),
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setError(t('setPassword.mismatch'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await api.post(`/api/auth/invites/${encodeURIComponent(token)}`, { password });
      await refresh();
      navigate(HOME_PATH.student, { replace: true });
    } catch (err) {
      setError(messageOf(err, t('signIn.loginFailed')));
      setPending(false);
    }
  };

  return (
    <LoginCard
      title={t('setPassword.title')}
      subtitle={
        invite
          ? t('setPassword.for', { name: invite.name, email: invite.email, institute: invite.institute })
          : undefined
      }
    >
      {refused ? (
        <Stack gap="sm">
          <Alert color="orange">{refused}</Alert>
          <Anchor component={Link} to={LOGIN_PATH.student} ta="center" size="sm">
            {t('setPassword.toLogin')}
          </Anchor>
        </Stack>
      ) : !invite ? (
        <Text c="dimmed" role="status">
          {t('setPassword.checking')}
        </Text>
      ) : (
        <form onSubmit={submit}>
          <Stack gap="sm">
            <input type="hidden" name="username" autoComplete="username" value={invite.email} />
            <PasswordInput
              label={t('setPassword.newPassword')}
              description={t('signIn.passwordHint')}
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <PasswordInput
              label={t('setPassword.confirm')}
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
            />
            <Button type="submit" fullWidth mt="xs" loading={pending}>
              {t('setPassword.submit')}
            </Button>
          </Stack>
          <FormMessage message={error ? { kind: 'error', text: error } : null} />
        </form>
      )}
    </LoginCard>
  );
}
