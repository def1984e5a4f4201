import { Anchor, Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormMessage } from '../../common/form-message.tsx';
import { LoginCard } from './login-card.tsx';

/**
 * An account form of the sign-in pages (register, change password): its fields, a full-width
 * submit, the server's refusal under the form, and a link back to signing in.
 */
export function AccountFormCard({
  title,
  subtitle,
  notice,
  children,
  submitLabel,
  onSubmit,
  pending,
  disabled = false,
  error,
  backLabel,
  onBack,
}: {
  title: string;
  subtitle?: string;
  /** Shown above the form. */
  notice?: ReactNode;
  children: ReactNode;
  submitLabel: string;
  onSubmit(): void;
  pending: boolean;
  disabled?: boolean;
  error: string | null | undefined;
  backLabel: string;
  onBack(): void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <LoginCard title={title} subtitle={subtitle}>
      {notice}
      <form onSubmit={submit}>
        <Stack gap="sm">
          {children}
          <Button type="submit" fullWidth mt="xs" disabled={disabled || pending} loading={pending}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
      <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
        {backLabel}
      </Anchor>
    </LoginCard>
  );
}
