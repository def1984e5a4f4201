import { Paper, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type CountPath, countQuery } from '../api/counts.ts';

/** A dashboard card showing one count call's total. */
export function CountCard({ label, path }: { label: string; path: CountPath }) {
  const { data, isPending } = useQuery(countQuery(path));
  return (
    <Paper withBorder p="lg" radius="md" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {isPending ? (
        <Skeleton h={36} w={60} mt={6} />
      ) : (
        <Text fz={32} fw={800} lh={1.2} mt={4} data-testid={`count-${label.toLowerCase()}`}>
          {data ?? 0}
        </Text>
      )}
    </Paper>
  );
}
