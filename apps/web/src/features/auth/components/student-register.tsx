import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { fieldSetter } from '../../../lib/fields.ts';
import { FormMessage } from '../../common/form-message.tsx';
import { useRegisterStudent } from '../api/student-account.ts';
import { LoginCard } from './login-card.tsx';

/** Student Register: a new student joins their library with its join code (prefilled from `?join=`). */
export function StudentRegister({ onDone, onLogin }: { onDone(text: string): void; onLogin(): void }) {
  const t = useT();
  const [params] = useSearchParams();
  const [form, setForm] = useState({
    name: '',
    phone: '',
    course: '',
    email: '',
    password: '',
    join_code: (params.get('join') ?? '').toUpperCase(),
  });
  const register = useRegisterStudent(onDone);
  const set = fieldSetter(setForm);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate({ ...form, email: form.email.trim() });
  };

  return (
    <LoginCard title={t('signIn.student.registerTitle')} subtitle={t('signIn.student.registerSubtitle')}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={t('signIn.name')}
            required
            value={form.name}
            onChange={set('name')}
            autoComplete="name"
          />
          <TextInput
            label={t('signIn.phone')}
            type="tel"
            required
            value={form.phone}
            onChange={set('phone')}
            autoComplete="tel"
          />
          <TextInput
            label={t('signIn.student.course')}
            required
            value={form.course}
            onChange={set('course')}
            placeholder={t('signIn.student.coursePlaceholder')}
          />
          <TextInput
            label={t('signIn.email')}
            type="email"
            required
            value={form.email}
            onChange={set('email')}
            autoComplete="email"
          />
          <PasswordInput
            label={t('signIn.password')}
            required
            value={form.password}
            onChange={set('password')}
            autoComplete="new-password"
            description={t('signIn.passwordHint')}
          />
          <TextInput
            label={t('signIn.student.joinCode')}
            required
            value={form.join_code}
            onChange={set('join_code')}
            autoCapitalize="characters"
          />
          <Button type="submit" fullWidth mt="xs" disabled={register.pending} loading={register.pending}>
            {t('signIn.register')}
          </Button>
        </Stack>
      </form>
      <FormMessage message={register.error ? { kind: 'error', text: register.error } : null} />
      <Anchor component="button" type="button" size="sm" onClick={onLogin} ta="center">
        {t('signIn.alreadyRegistered')}
      </Anchor>
    </LoginCard>
  );
}
