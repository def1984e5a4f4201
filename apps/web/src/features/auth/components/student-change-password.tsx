import { PasswordInput, TextInput } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { useTextFields } from '../../../lib/fields.ts';
import { useChangeStudentPassword } from '../api/student-account.ts';
import { AccountFormCard } from './account-form-card.tsx';

/** Change Password from the sign-in page: email, current password, new password. */
export function StudentChangePassword({ onDone, onLogin }: { onDone(text: string): void; onLogin(): void }) {
  const t = useT();
  const { form, field } = useTextFields({ email: '', currentPassword: '', newPassword: '' });
  const change = useChangeStudentPassword(onDone);

  return (
    <AccountFormCard
      title={t('signIn.student.changePassword')}
      subtitle={t('signIn.student.changeSubtitle')}
      submitLabel={t('signIn.student.changePassword')}
      onSubmit={() => change.mutate({ ...form, email: form.email.trim() })}
      pending={change.pending}
      error={change.error}
      backLabel={t('signIn.student.backToLogin')}
      onBack={onLogin}
    >
      <TextInput label={t('signIn.email')} type="email" autoComplete="username" {...field('email')} />
      <PasswordInput
        label={t('signIn.student.currentPassword')}
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <PasswordInput
        label={t('signIn.student.newPassword')}
        autoComplete="new-password"
        description={t('signIn.passwordHint')}
        {...field('newPassword')}
      />
    </AccountFormCard>
  );
}
