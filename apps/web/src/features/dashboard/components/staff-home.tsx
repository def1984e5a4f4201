import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Translate, useT } from '../../../i18n/use-t.ts';
import { formatDateTime } from '../../common/format.ts';
import { DayPassButton } from '../../seating/components/day-pass-button.tsx';
import { PausesToDecide } from '../../seating/components/pauses-to-decide.tsx';
import { ShiftLabel } from '../../seating/components/shift-label.tsx';
import { staffHomeQuery } from '../api/staff-home.ts';
import { QuickLinks } from './quick-links.tsx';

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
        <QuickLinks
          links={[
            { to: '/staff/checkin', label: t('dashboard.staff.checkIn'), primary: true },
            { to: '/staff/money', label: t('dashboard.staff.recordPayment') },
            { to: '/staff/books', label: t('dashboard.staff.issueBook') },
          ]}
        />
        <DayPassButton />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ListCard
          title={t('dashboard.staff.inLibrary', { count: h.checked_in.length })}
          empty={h.checked_in.length === 0}
          emptyText={t('dashboard.staff.nobodyIn')}
        >
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
        </ListCard>
        <ListCard
          title={t('dashboard.staff.expected', { count: expected })}
          empty={expected === 0}
          emptyText={t('dashboard.staff.everyoneCame')}
        >
          <Stack gap="xs">
            {h.expected_not_come.map((g) => (
              <div key={g.shift_id ?? 'day'}>
                <ShiftLabel label={g.shift} />
                <Text size="sm">{g.students.map((s) => `${s.name} (${s.seat})`).join(', ')}</Text>
              </div>
            ))}
          </Stack>
        </ListCard>
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
        <ListCard
          title={t('dashboard.staff.endingToday', { count: h.expiring_today.length })}
          empty={h.expiring_today.length === 0}
          emptyText={t('dashboard.staff.noneEnding')}
        >
          <Stack gap={4}>
            {h.expiring_today.map((e) => (
              <Text key={`${e.kind}-${e.student_id}-${e.place}`} size="sm">
                {e.name} · {e.kind === 'seat' ? t('place.seat') : t('place.locker')} {e.place}
              </Text>
            ))}
          </Stack>
        </ListCard>
        <ListCard
          title={t('dashboard.staff.refusedToday', { count: h.refused_today.length })}
          empty={h.refused_today.length === 0}
          emptyText={t('dashboard.staff.noneRefused')}
        >
          <Stack gap={6} data-testid="refused-today">
            {h.refused_today.slice(0, 20).map((r) => (
              <div key={r.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600}>
                    {r.name ?? t('dashboard.staff.unknownCard')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(r.at)}
                  </Text>
                </Group>
                <Group gap={4}>
                  {r.rules.map((rule) => (
                    <Badge key={rule} size="xs" color="red" variant="light">
                      {ruleLabel(t, rule)}
                    </Badge>
                  ))}
                </Group>
                <Text size="xs" c={r.overridden ? 'orange.8' : 'dimmed'}>
                  {r.overridden
                    ? t('dashboard.staff.letInBy', { by: r.by, reason: r.override_reason ?? '' })
                    : t('dashboard.staff.refusedBy', { by: r.by })}
                </Text>
              </div>
            ))}
          </Stack>
        </ListCard>
        {/* Last: its list arrives on a read of its own, and would push the day's cards down. */}
        <PausesToDecide />
      </SimpleGrid>
    </Stack>
  );
}

/** A rule at the door, in a word or two. */
function ruleLabel(t: Translate, rule: string): string {
  switch (rule) {
    case 'card_revoked':
      return t('dashboard.staff.rule.cardRevoked');
    case 'plan_expired':
      return t('dashboard.staff.rule.planExpired');
    case 'no_plan':
      return t('dashboard.staff.rule.noPlan');
    case 'outside_shift':
      return t('dashboard.staff.rule.outsideShift');
    case 'dues':
      return t('dashboard.staff.rule.dues');
    case 'already_in':
      return t('dashboard.staff.rule.alreadyIn');
    default:
      return t('dashboard.staff.rule.unknownCard');
  }
}

/** A card of the desk's day: its title, then the list, or a dimmed line when it is empty. */
function ListCard({
  title,
  empty,
  emptyText,
  children,
}: {
  title: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
