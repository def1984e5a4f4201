import { PasswordInput, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { useTextFields } from '../../../lib/fields.ts';
import { useRegisterStudent } from '../api/student-account.ts';
import { AccountFormCard } from './account-form-card.tsx';

/** Student Register: a new student joins their library with its join code (prefilled from `?join=`). */
export function StudentRegister({ onDone, onLogin }: { onDone(text: string): void; onLogin(): void }) {
  const t = useT();
  const [params] = useSearchParams();
  const { form, field } = useTextFields({
    name: '',
    phone: '',
    course: '',
    email: '',
    password: '',
    join_code: (params.get('join') ?? '').toUpperCase(),
  });
  const register = useRegisterStudent(onDone);

  return (
    <AccountFormCard
      title={t('signIn.student.registerTitle')}
      subtitle={t('signIn.student.registerSubtitle')}
      submitLabel={t('signIn.register')}
      onSubmit={() => register.mutate({ ...form, email: form.email.trim() })}
      pending={register.pending}
      error={register.error}
      backLabel={t('signIn.alreadyRegistered')}
      onBack={onLogin}
    >
      <TextInput label={t('signIn.name')} autoComplete="name" {...field('name')} />
      <TextInput label={t('signIn.phone')} type="tel" autoComplete="tel" {...field('phone')} />
      <TextInput
        label={t('signIn.student.course')}
        placeholder={t('signIn.student.coursePlaceholder')}
        {...field('course')}
      />
      <TextInput label={t('signIn.email')} type="email" autoComplete="email" {...field('email')} />
      <PasswordInput
        label={t('signIn.password')}
        autoComplete="new-password"
        description={t('signIn.passwordHint')}
        {...field('password')}
      />
      <TextInput label={t('signIn.student.joinCode')} autoCapitalize="characters" {...field('join_code')} />
    </AccountFormCard>
  );
}
