import { Button, Group, Paper, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A one-row form in a frame (add a plan, generate an invoice, post an entry): its fields side by
 * side, the submit button at the end of the row (then `after`, e.g. Cancel), and the failure under it.
 */
export function InlineForm({
  onSubmit,
  submitLabel,
  pending,
  error,
  after,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  error?: string | null;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={onSubmit} noValidate>
        <Group align="flex-start" wrap="wrap">
          {children}
          <Group gap="sm" mt={{ base: 0, sm: 25 }}>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
            {after}
          </Group>
        </Group>
        {error ? (
          <Text c="red" size="sm" mt="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </form>
    </Paper>
  );
}
