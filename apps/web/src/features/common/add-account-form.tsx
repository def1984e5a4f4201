import { Button, Group, Paper, PasswordInput, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { FormEventHandler, ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { FormMessageValue } from './form-message.tsx';

/**
 * The platform's add-account form (admins, super admins) in a frame: `children` (the admin's name)
 * then email, password and the submit button in one row, and the answer under it. `widths` are
 * the email and password inputs' widths from the small breakpoint up.
 */
export function AddAccountForm({
  onSubmit,
  inputProps,
  widths: [email, password],
  submitLabel,
  pending,
  message,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  inputProps(path: 'email' | 'password'): GetInputPropsReturnType;
  widths: [number, number];
  submitLabel: string;
  pending: boolean;
  message: FormMessageValue | null;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={onSubmit} noValidate>
        <Group align="flex-start" wrap="wrap">
          {children}
          <TextInput
            label={t('form.email')}
            type="email"
            w={{ base: '100%', sm: email }}
            {...inputProps('email')}
          />
          <PasswordInput
            label={t('form.password')}
            autoComplete="new-password"
            w={{ base: '100%', sm: password }}
            {...inputProps('password')}
          />
          <Button type="submit" loading={pending} mt={{ base: 0, sm: 25 }}>
            {submitLabel}
          </Button>
        </Group>
        {message ? (
          <Text
            c={message.kind === 'success' ? 'green' : 'red'}
            size="sm"
            mt="sm"
            role={message.kind === 'success' ? 'status' : 'alert'}
          >
            {message.text}
          </Text>
        ) : null}
      </form>
    </Paper>
  );
}
