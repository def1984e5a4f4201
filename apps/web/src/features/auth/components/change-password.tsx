import { Alert, Paper, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TRole } from '@studydesk/contract';
import { useState } from 'react';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { type FormMessageValue, SubmitWithMessage } from '../../common/form-message.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { useChangePassword } from '../api/password.ts';

/** Each role's own words (spec sections 5, 7 and 8). */
const WORDS: Record<TRole, { title: MessageKey; mismatch: MessageKey; failure: MessageKey }> = {
  superadmin: {
    title: 'account.password.title',
    mismatch: 'account.password.mismatch',
    failure: 'account.password.failure',
  },
  admin: {
    title: 'account.password.settingsTitle',
    mismatch: 'account.password.adminMismatch',
    failure: 'account.password.adminFailure',
  },
  staff: {
    title: 'account.password.title',
    mismatch: 'account.password.mismatch',
    failure: 'account.password.failure',
  },
  student: {
    title: 'account.password.title',
    mismatch: 'account.password.mismatch',
    failure: 'account.password.failure',
  },
};

const EMPTY = { current: '', next: '', confirm: '' };

/** Current, new and confirm; other sessions of the account end on success. */
export function ChangePassword() {
  const t = useT();
  const { user, refresh } = useSession();
  const change = useChangePassword();
  const form = useForm({ initialValues: EMPTY });
  // What the browser refuses before sending (both fields, the confirmation), shown where the server's answer is.
  const [problem, setProblem] = useState<MessageKey | null>(null);
  if (!user) return null;
  const words = WORDS[user.role];

  const submit = form.onSubmit((values) => {
    const current = values.current.trim();
    const next = values.next.trim();
    if (!current || !next) return setProblem('account.password.fillBoth');
    if (next !== values.confirm.trim()) return setProblem(words.mismatch);
    setProblem(null);
    change.mutate(
      { user, current, next },
      {
        onSuccess: () => {
          form.reset();
          void refresh();
        },
      },
    );
  });
  const message: FormMessageValue | null = problem
    ? { kind: 'error', text: t(problem) }
    : change.isError
      ? { kind: 'error', text: messageOf(change.error, t(words.failure)) }
      : change.isSuccess
        ? { kind: 'success', text: change.data }
        : null;

  return (
    <Stack gap="lg" maw={520}>
      <PageHeader title={t(words.title)} description={t('account.password.description')} />
      {user.must_change_password ? (
        <Alert color="yellow" variant="light">
          {t('account.password.temporary')}
        </Alert>
      ) : null}
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={t('account.password.current')}
              autoComplete="current-password"
              {...form.getInputProps('current')}
            />
            <PasswordInput
              label={t('account.password.new')}
              autoComplete="new-password"
              description={t('account.password.hint')}
              {...form.getInputProps('next')}
            />
            <PasswordInput
              label={t('account.password.confirm')}
              autoComplete="new-password"
              {...form.getInputProps('confirm')}
            />
            <SubmitWithMessage
              label={t('account.password.submit')}
              pending={change.isPending}
              message={message}
              mt="xs"
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
