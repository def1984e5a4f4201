import { Paper, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** A dashboard card with one count call (spec: each returns `total`; a failed count shows 0). */
export function CountCard({ label, path }: { label: string; path: string }) {
  const { data, isPending } = useQuery({
    queryKey: ['count', path],
    queryFn: async () => {
      try {
        return (await api.get<{ total: number }>(path)).total;
      } catch {
        return 0;
      }
    },
  });
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
