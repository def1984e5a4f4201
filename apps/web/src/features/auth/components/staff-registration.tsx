import { Alert, PasswordInput, TextInput } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { useTextFields } from '../../../lib/fields.ts';
import { useSession } from '../../../lib/session.tsx';
import { useRegisterStaff } from '../api/staff-registration.ts';
import { AccountFormCard } from './account-form-card.tsx';

/** Staff Registration, done in a browser where the admin is signed in. */
export function StaffRegistration({ onDone, onBack }: { onDone(message: string): void; onBack(): void }) {
  const t = useT();
  const { user } = useSession();
  const { form, field } = useTextFields({ name: '', phone: '', email: '', password: '' });
  const register = useRegisterStaff(onDone);
  const isAdmin = user?.role === 'admin';

  const submit = () => {
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
    <AccountFormCard
      title={t('signIn.staff.registerTitle')}
      subtitle={isAdmin ? t('signIn.staff.registerFor', { name: user?.name ?? '' }) : undefined}
      notice={
        isAdmin ? null : (
          <Alert color="blue" variant="light">
            {t('signIn.staff.adminFirst')}
          </Alert>
        )
      }
      submitLabel={t('signIn.register')}
      onSubmit={submit}
      pending={register.pending}
      disabled={!isAdmin}
      error={register.error}
      backLabel={t('signIn.alreadyRegistered')}
      onBack={onBack}
    >
      <TextInput label={t('signIn.name')} disabled={!isAdmin} {...field('name')} />
      <TextInput label={t('signIn.phone')} type="tel" disabled={!isAdmin} {...field('phone')} />
      <TextInput label={t('signIn.email')} type="email" disabled={!isAdmin} {...field('email')} />
      <PasswordInput
        label={t('signIn.password')}
        autoComplete="new-password"
        disabled={!isAdmin}
        {...field('password')}
      />
    </AccountFormCard>
  );
}
