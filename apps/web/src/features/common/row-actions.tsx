import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';

/** A row's Edit and Delete buttons (more actions, e.g. Renew, go between them). */
export function EditDeleteButtons({
  onEdit,
  onDelete,
  compact = false,
  children,
}: {
  onEdit(): void;
  onDelete(): void;
  /** Smaller buttons, for a row with more actions. */
  compact?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const size = compact ? 'compact-xs' : 'xs';
  return (
    <Group gap={compact ? 6 : 'xs'} wrap="nowrap">
      <Button size={size} variant="light" onClick={onEdit}>
        {t('form.edit')}
      </Button>
      {children}
      <Button size={size} variant="light" color="red" onClick={onDelete}>
        {t('form.delete')}
      </Button>
    </Group>
  );
}

/** An account's Reset Password and Delete buttons, after the row's other actions (`children`). */
export function ResetDeleteButtons({
  onReset,
  onDelete,
  compact = false,
  children,
}: {
  onReset(): void;
  onDelete(): void;
  /** Smaller buttons, for a row with more actions. */
  compact?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const size = compact ? 'compact-xs' : 'xs';
  return (
    <Group gap={compact ? 6 : 'xs'} wrap="nowrap">
      {children}
      <Button size={size} variant="light" color={compact ? 'gray' : undefined} onClick={onReset}>
        {t('form.resetPassword')}
      </Button>
      <Button size={size} variant="light" color="red" onClick={onDelete}>
        {t('form.delete')}
      </Button>
    </Group>
  );
}
