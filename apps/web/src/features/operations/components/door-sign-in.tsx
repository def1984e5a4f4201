import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/**
 * A student who scanned the door poster while signed out signs in right here: the door page then
 * checks them in, with the poster they scanned still in hand.
 */
export function DoorSignIn() {
  const t = useT();
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        signIn('student', email.trim(), password)
          .catch((err: unknown) => setError(messageOf(err, t('operations.door.failed'))))
          .finally(() => setBusy(false));
      }}
    >
      <Stack gap="sm">
        <Text fz="lg" ta="center">
          {t('operations.door.signInFirst')}
        </Text>
        <TextInput
          label={t('operations.door.email')}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <PasswordInput
          label={t('operations.door.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" loading={busy}>
          {t('operations.door.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
