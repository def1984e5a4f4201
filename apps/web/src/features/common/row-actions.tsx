import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A row's Edit and Delete buttons (more actions, e.g. Renew, go between them). */
export function EditDeleteButtons({
  onEdit,
  onDelete,
  children,
}: {
  onEdit(): void;
  onDelete(): void;
  children?: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={onEdit}>
        Edit
      </Button>
      {children}
      <Button size="xs" variant="light" color="red" onClick={onDelete}>
        Delete
      </Button>
    </Group>
  );
}
