import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { messageOf } from '../../lib/api-client.ts';
import type { FormMessageValue } from './form-message.tsx';

/**
 * One section of Settings: its heading, a line saying what it is for, and its form on a card; a
 * skeleton while the saved values load and the section's own message if they cannot.
 */
export function SettingsSection({
  title,
  intro,
  width = 720,
  loading,
  loadFailed,
  skeletonHeight = 96,
  skeletonLabel,
  children,
}: {
  title: string;
  intro: string;
  width?: number;
  loading: boolean;
  /** The message shown instead of the form when the saved values could not be read; null when they were. */
  loadFailed: string | null;
  skeletonHeight?: number;
  skeletonLabel?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Stack gap="sm" maw={width} component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      <Paper withBorder p="lg" radius="md">
        {loadFailed ? (
          <Text c="red" role="alert">
            {loadFailed}
          </Text>
        ) : loading ? (
          <Skeleton h={skeletonHeight} aria-label={skeletonLabel} />
        ) : (
          children
        )}
      </Paper>
    </Stack>
  );
}

/**
 * What a settings form says under its button: the form's own refusal first (nothing was sent),
 * then how the last save went.
 */
export function saveMessage(
  save: { isSuccess: boolean; isError: boolean; error: unknown },
  texts: { saved: string; failed: string },
  refusal?: string | null,
): FormMessageValue | null {
  if (refusal) return { kind: 'error', text: refusal };
  if (save.isSuccess) return { kind: 'success', text: texts.saved };
  if (save.isError) return { kind: 'error', text: messageOf(save.error, texts.failed) };
  return null;
}
