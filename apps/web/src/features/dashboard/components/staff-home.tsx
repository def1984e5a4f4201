import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@studydesk/contract/dates';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { staffHomeQuery } from '../api/staff-home.ts';

/** The desk's day: who is in, who is expected and has not come, and what waits. */
export function StaffHome() {
  const t = useT();
  const q = useQuery(staffHomeQuery);
  if (q.isPending) return <Skeleton h={240} radius="md" />;
  if (q.isError) return <Alert color="red">{t('dashboard.staff.loadFailed')}</Alert>;
  const h = q.data;
  const expected = h.expected_not_come.reduce((n, g) => n + g.students.length, 0);
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button component={Link} to="/staff/checkin">
          {t('dashboard.staff.checkIn')}
        </Button>
        <Button component={Link} to="/staff/money" variant="light">
          {t('dashboard.staff.recordPayment')}
        </Button>
        <Button component={Link} to="/staff/books" variant="light">
          {t('dashboard.staff.issueBook')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            {t('dashboard.staff.inLibrary', { count: h.checked_in.length })}
          </Title>
          {h.checked_in.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('dashboard.staff.nobodyIn')}
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
                    {t('dashboard.staff.since', { time: formatDateTime(c.since) })}
                  </Text>
                </Group>
              ))}
              {h.checked_in.length > 12 ? (
                <Button component={Link} to="/staff/checkin" variant="subtle" w="fit-content">
                  {t('dashboard.staff.all', { count: h.checked_in.length })}
                </Button>
              ) : null}
            </Stack>
          )}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            {t('dashboard.staff.expected', { count: expected })}
          </Title>
          {expected === 0 ? (
            <Text c="dimmed" size="sm">
              {t('dashboard.staff.everyoneCame')}
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
              {t('dashboard.staff.toConfirm')}
            </Title>
            <Badge size="lg" color={h.payments_to_confirm ? 'orange' : 'gray'}>
              {h.payments_to_confirm}
            </Badge>
          </Group>
          <Button component={Link} to="/staff/money" variant="subtle" mt="xs" w="fit-content">
            {t('dashboard.staff.openQueue')}
          </Button>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            {t('dashboard.staff.endingToday', { count: h.expiring_today.length })}
          </Title>
          {h.expiring_today.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('dashboard.staff.noneEnding')}
            </Text>
          ) : (
            <Stack gap={4}>
              {h.expiring_today.map((e) => (
                <Text key={`${e.kind}-${e.student_id}-${e.place}`} size="sm">
                  {e.name} · {e.kind === 'seat' ? t('place.seat') : t('place.locker')} {e.place}
                </Text>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
