import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { fieldSetter } from '../../../lib/fields.ts';
import { useSession } from '../../../lib/session.tsx';
import { FormMessage } from '../../common/form-message.tsx';
import { useRegisterStaff } from '../api/staff-registration.ts';
import { LoginCard } from './login-card.tsx';

const EMPTY = { name: '', phone: '', email: '', password: '' };

/** Staff Registration, done in a browser where the admin is signed in. */
export function StaffRegistration({ onDone, onBack }: { onDone(message: string): void; onBack(): void }) {
  const t = useT();
  const { user } = useSession();
  const [form, setForm] = useState(EMPTY);
  const register = useRegisterStaff(onDone);
  const isAdmin = user?.role === 'admin';
  const set = fieldSetter(setForm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user || !isAdmin) return;
    register.mutate({
      ...form,
      email: form.email.trim(),
      admin_id: user.admin_id ?? undefined,
      admin_name: user.admin_name ?? undefined,
      admin_email: user.admin_email ?? undefined,
    });
  };

  return (
    <LoginCard
      title={t('signIn.staff.registerTitle')}
      subtitle={isAdmin ? t('signIn.staff.registerFor', { name: user?.name ?? '' }) : undefined}
    >
      {isAdmin ? null : (
        <Alert color="blue" variant="light">
          {t('signIn.staff.adminFirst')}
        </Alert>
      )}
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={t('signIn.name')}
            required
            value={form.name}
            onChange={set('name')}
            disabled={!isAdmin}
          />
          <TextInput
            label={t('signIn.phone')}
            type="tel"
            required
            value={form.phone}
            onChange={set('phone')}
            disabled={!isAdmin}
          />
          <TextInput
            label={t('signIn.email')}
            type="email"
            required
            value={form.email}
            onChange={set('email')}
            disabled={!isAdmin}
          />
          <PasswordInput
            label={t('signIn.password')}
            required
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            disabled={!isAdmin}
          />
          <Button
            type="submit"
            fullWidth
            mt="xs"
            disabled={!isAdmin || register.pending}
            loading={register.pending}
          >
            {t('signIn.register')}
          </Button>
        </Stack>
      </form>
      <FormMessage message={register.error ? { kind: 'error', text: register.error } : null} />
      <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
        {t('signIn.alreadyRegistered')}
      </Anchor>
    </LoginCard>
  );
}
