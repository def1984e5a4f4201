import { Paper, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type CountPath, countQuery } from '../api/counts.ts';

/** A dashboard card showing one count call's total; `name` (English) names it for tests. */
export function CountCard({ name, label, path }: { name: string; label: string; path: CountPath }) {
  const { data, isPending } = useQuery(countQuery(path));
  return (
    <Paper withBorder p="lg" radius="md" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {isPending ? (
        <Skeleton h={36} w={60} mt={6} />
      ) : (
        <Text fz={32} fw={800} lh={1.2} mt={4} data-testid={`count-${name}`}>
          {data ?? 0}
        </Text>
      )}
    </Paper>
  );
}
