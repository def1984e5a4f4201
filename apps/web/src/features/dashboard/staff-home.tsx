import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TStaffHome } from '@studydesk/contract';
import { formatDateTime } from '@studydesk/contract/dates';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../lib/api-client.ts';

/** The desk's day: who is in, who is expected and has not come, and what waits. */
export function StaffHome() {
  const q = useQuery({
    queryKey: ['staff-home'],
    queryFn: () => api.get<TStaffHome>('/api/dashboard/staff'),
  });
  if (q.isPending) return <Skeleton h={240} radius="md" />;
  if (q.isError) return <Alert color="red">Failed to load today's desk. Reload the page to try again.</Alert>;
  const h = q.data;
  const expected = h.expected_not_come.reduce((n, g) => n + g.students.length, 0);
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button component={Link} to="/staff/checkin">
          Check in
        </Button>
        <Button component={Link} to="/staff/money" variant="light">
          Record payment
        </Button>
        <Button component={Link} to="/staff/books" variant="light">
          Issue book
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            In the library now ({h.checked_in.length})
          </Title>
          {h.checked_in.length === 0 ? (
            <Text c="dimmed" size="sm">
              Nobody is checked in.
            </Text>
          ) : (
            <Stack gap={4}>
              {h.checked_in.slice(0, 12).map((c) => (
                <Group key={c.student_id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {c.name}{' '}
                    <Text span c="dimmed" size="xs">
                      ({c.student_code})
                    </Text>
                  </Text>
                  <Text size="xs" c="dimmed">
                    since {formatDateTime(c.since)}
                  </Text>
                </Group>
              ))}
              {h.checked_in.length > 12 ? (
                <Button component={Link} to="/staff/checkin" variant="subtle" w="fit-content">
                  All {h.checked_in.length} →
                </Button>
              ) : null}
            </Stack>
          )}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            Expected today, not come yet ({expected})
          </Title>
          {expected === 0 ? (
            <Text c="dimmed" size="sm">
              Everyone with a seat today has come.
            </Text>
          ) : (
            <Stack gap="xs">
              {h.expected_not_come.map((g) => (
                <div key={g.shift_id ?? 'day'}>
                  <Text size="xs" fw={700} c="dimmed">
                    {g.shift}
                  </Text>
                  <Text size="sm">{g.students.map((s) => `${s.name} (${s.seat})`).join(', ')}</Text>
                </div>
              ))}
            </Stack>
          )}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between">
            <Title order={3} size="h5">
              Payments to confirm
            </Title>
            <Badge size="lg" color={h.payments_to_confirm ? 'orange' : 'gray'}>
              {h.payments_to_confirm}
            </Badge>
          </Group>
          <Button component={Link} to="/staff/money" variant="subtle" mt="xs" w="fit-content">
            Open the queue →
          </Button>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            Plans ending today ({h.expiring_today.length})
          </Title>
          {h.expiring_today.length === 0 ? (
            <Text c="dimmed" size="sm">
              No plan ends today.
            </Text>
          ) : (
            <Stack gap={4}>
              {h.expiring_today.map((e) => (
                <Text key={`${e.kind}-${e.student_id}-${e.place}`} size="sm">
                  {e.name} · {e.kind === 'seat' ? 'Seat' : 'Locker'} {e.place}
                </Text>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
