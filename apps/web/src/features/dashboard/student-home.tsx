import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TStudentHome } from '@studydesk/contract';
import { formatDate, formatDateTime } from '@studydesk/contract/dates';
import { formatRupees } from '@studydesk/contract/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../lib/api-client.ts';

const STATUS_COLOR: Record<string, string> = {
  Paid: 'green',
  Pending: 'orange',
  Rejected: 'red',
  Failed: 'red',
};

/** The student's first screen on a phone: seat and days left, dues with Pay, recent payments. */
export function StudentHome() {
  const q = useQuery({
    queryKey: ['student-home'],
    queryFn: () => api.get<TStudentHome>('/api/dashboard/student'),
  });
  if (q.isPending) return <Skeleton h={260} radius="md" />;
  if (q.isError) return <Alert color="red">Failed to load your home. Reload the page to try again.</Alert>;
  const h = q.data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Paper withBorder p="md" radius="md" aria-label="My seat">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          My seat
        </Text>
        {h.seat ? (
          <Stack gap={4} mt={4}>
            <Group justify="space-between" wrap="nowrap">
              <Title order={3} size="h3">
                Seat {h.seat.seat}
              </Title>
              {h.seat.days_left !== null ? (
                <Badge size="lg" color={h.seat.validity === 'Expiring' ? 'orange' : 'green'}>
                  {h.seat.days_left} day{h.seat.days_left === 1 ? '' : 's'} left
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">{h.seat.shift ?? 'Whole day'}</Text>
            {h.seat.valid_till ? <Text size="sm">Valid till {formatDate(h.seat.valid_till)}</Text> : null}
            {h.locker ? (
              <Text size="sm">
                Locker {h.locker.locker}
                {h.locker.valid_till ? ` · till ${formatDate(h.locker.valid_till)}` : ''}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" mt={4}>
            No seat yet. Choose a plan or ask at the desk.
          </Text>
        )}
      </Paper>

      <Paper withBorder p="md" radius="md" aria-label="Amount due">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {h.advance > 0 ? 'Advance' : 'Amount due'}
        </Text>
        <Title order={3} size="h2" mt={4} data-testid="home-due">
          {formatRupees(h.advance > 0 ? h.advance : h.due)}
        </Title>
        {h.due > 0 ? (
          <Button component={Link} to="/student/payments" mt="sm" fullWidth size="md">
            Pay {formatRupees(h.due)}
            {h.upi ? ' by UPI' : ''}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            Nothing to pay.
          </Text>
        )}
      </Paper>

      <Paper withBorder p="md" radius="md" aria-label="Recent payments">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          Recent payments
        </Text>
        {h.payments.length === 0 ? (
          <Text size="sm" mt={4}>
            No payments yet.
          </Text>
        ) : (
          <Stack gap={6} mt={6}>
            {h.payments.map((p) => (
              <Group key={p.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {formatRupees(p.amount)} · {formatDate(p.date)}
                </Text>
                <Badge color={STATUS_COLOR[p.status] ?? 'gray'} variant="light">
                  {p.status}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
        <Button component={Link} to="/student/payments" variant="subtle" mt="xs" px={0}>
          All payments →
        </Button>
      </Paper>

      <Paper withBorder p="md" radius="md" aria-label="Today">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          Today
        </Text>
        <Text size="sm" mt={4}>
          {h.checked_in_today
            ? `Checked in at ${formatDateTime(h.checked_in_today.since).slice(-5)}${h.checked_in_today.out ? `, out at ${formatDateTime(h.checked_in_today.out).slice(-5)}` : ''}`
            : 'Not checked in yet.'}
        </Text>
        {h.alert ? (
          <Text size="sm" mt={6}>
            Latest alert: <strong>{h.alert.title}</strong> ({formatDate(h.alert.date)})
          </Text>
        ) : null}
        <Button component={Link} to="/student/id-card" variant="light" mt="sm" fullWidth size="md">
          {h.id_card ? 'My ID card' : 'ID card (not generated yet)'}
        </Button>
      </Paper>
    </SimpleGrid>
  );
}
