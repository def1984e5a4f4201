import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The h1 of a screen, with an optional line under it and actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" mt={4}>
            {description}
          </Text>
        ) : null}
      </div>
      {actions}
    </Group>
  );
}
