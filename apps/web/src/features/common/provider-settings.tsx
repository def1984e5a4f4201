import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TConnectionTest } from '@studydesk/contract';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { messageOf } from '../../lib/api-client.ts';

/*
 * What the owner's outside-service cards share (reminder providers, the payment gateway): secret
 * fields that never show a stored secret, the webhook URL to paste into the service's console,
 * Test connection, and the card around a form that loads, fails or saves.
 */

/** What the owner typed in a secret field: '' keeps the stored one unless they chose to remove it. */
export interface SecretInput {
  typed: string;
  clear: boolean;
}
export const NO_SECRET: SecretInput = { typed: '', clear: false };

/** A secret goes out only when typed (replace) or removed (''); otherwise it is left out (keep). */
export const secretOut = (s: SecretInput) => (s.clear ? '' : s.typed.trim() ? s.typed.trim() : undefined);

/** A secret input: never shows the stored value, only whether one is set; can be removed. */
export function SecretField({
  label,
  set,
  value,
  onChange,
  error,
}: {
  label: string;
  set: boolean;
  value: SecretInput;
  onChange(v: SecretInput): void;
  error?: string;
}) {
  const t = useT();
  const description = value.clear
    ? t('account.messaging.willClear')
    : set
      ? t('account.messaging.secretSet')
      : t('account.messaging.secretNotSet');
  return (
    <Group align="end" gap="xs" wrap="nowrap">
      <PasswordInput
        style={{ flex: 1 }}
        label={label}
        description={description}
        autoComplete="off"
        value={value.typed}
        disabled={value.clear}
        error={error}
        onChange={(e) => onChange({ typed: e.currentTarget.value, clear: false })}
      />
      {set && !value.clear ? (
        <Button variant="subtle" color="red" onClick={() => onChange({ typed: '', clear: true })}>
          {t('account.messaging.clear')}
        </Button>
      ) : null}
    </Group>
  );
}

/** 'Paste this URL into the service's console': the server's own address and the webhook path. */
export function WebhookUrl({ intro, path }: { intro: string; path: string }) {
  return (
    <Text size="sm">
      {intro} <Code style={{ wordBreak: 'break-all' }}>{`${window.location.origin}${path}`}</Code>
    </Text>
  );
}

/** Test connection and what the service answered. */
export function ConnectionTestLine({
  test,
  disabled,
  ok,
  failed,
}: {
  test: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: TConnectionTest;
    mutate(vars: undefined): void;
  };
  disabled: boolean;
  ok(message: string): string;
  failed(reason: string): string;
}) {
  const t = useT();
  return (
    <Group gap="sm">
      <Button
        variant="light"
        loading={test.isPending}
        disabled={disabled}
        onClick={() => test.mutate(undefined)}
      >
        {t('account.messaging.test')}
      </Button>
      {test.data ? (
        <Text size="sm" c={test.data.ok ? 'green' : 'red'} role="status">
          {test.data.ok ? ok(test.data.message) : failed(test.data.message)}
        </Text>
      ) : test.isError ? (
        <Text size="sm" c="red" role="alert">
          {messageOf(test.error, failed(''))}
        </Text>
      ) : null}
    </Group>
  );
}

/** The card of an outside service's settings: its form, loading and failure states, and Save. */
export function ProviderCard({
  title,
  intro,
  texts,
  loadFailed,
  ready,
  save,
  onSubmit,
  children,
}: {
  title: string;
  intro: string;
  texts: { loading: string; loadFailed: string; saveFailed: string; save: string };
  loadFailed: boolean;
  ready: boolean;
  save: { isPending: boolean; isError: boolean; error: unknown };
  onSubmit(e: FormEvent): void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
          {loadFailed ? (
            <Alert color="red">{texts.loadFailed}</Alert>
          ) : !ready ? (
            <Stack gap="xs" aria-label={texts.loading}>
              <Skeleton height={36} />
              <Skeleton height={36} />
              <Skeleton height={36} />
            </Stack>
          ) : (
            children
          )}
          {save.isError ? (
            <Text c="red" size="sm" role="alert">
              {messageOf(save.error, texts.saveFailed)}
            </Text>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={!ready} w="fit-content">
            {texts.save}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
