import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TStudentHome } from '@studydesk/contract';
import { formatRupees } from '@studydesk/contract/money';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageKey } from '../../../i18n/keys.ts';
import { type Translate, useT } from '../../../i18n/use-t.ts';
import { formatDate, formatDateTime } from '../../common/format.ts';
import { ShiftLabel } from '../../seating/components/shift-label.tsx';
import { studentHomeQuery } from '../api/student-home.ts';

const STATUS: Record<string, { color: string; label: MessageKey }> = {
  Unfinished: { color: 'gray', label: 'status.unfinished' },
  Paid: { color: 'green', label: 'status.paid' },
  Pending: { color: 'orange', label: 'status.pending' },
  Rejected: { color: 'red', label: 'status.rejected' },
  Failed: { color: 'red', label: 'status.failed' },
};

/** One card of the home screen, named for screen readers, under its caption in small capitals. */
function HomeCard({
  label,
  caption = label,
  children,
}: {
  label: string;
  caption?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" aria-label={label}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {caption}
      </Text>
      {children}
    </Paper>
  );
}

/** 'Checked in at 09:15, out at 13:02' (times in 24 h, as everywhere). */
function checkedIn(t: Translate, today: TStudentHome['checked_in_today']): string {
  if (!today) return t('dashboard.student.notCheckedIn');
  const time = formatDateTime(today.since).slice(-5);
  return today.out
    ? t('dashboard.student.checkedInOut', { time, out: formatDateTime(today.out).slice(-5) })
    : t('dashboard.student.checkedIn', { time });
}

/** The student's first screen on a phone: seat and days left, dues with Pay, recent payments. */
export function StudentHome() {
  const t = useT();
  const q = useQuery(studentHomeQuery);
  // About as tall as the four cards, on a phone (one column) and wider (two), so nothing below jumps.
  if (q.isPending) return <Skeleton h={{ base: 580, sm: 380 }} radius="md" />;
  if (q.isError) return <Alert color="red">{t('dashboard.student.loadFailed')}</Alert>;
  const h = q.data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <HomeCard label={t('dashboard.student.mySeat')}>
        {h.seat ? (
          <Stack gap={4} mt={4}>
            <Group justify="space-between" wrap="nowrap">
              <Title order={3} size="h3">
                {t('dashboard.student.seat', { seat: h.seat.seat })}
              </Title>
              {h.seat.days_left !== null ? (
                <Badge size="lg" color={h.seat.validity === 'Expiring' ? 'orange' : 'green'}>
                  {t('dashboard.student.daysLeft', { count: h.seat.days_left })}
                </Badge>
              ) : null}
            </Group>
            {h.seat.shift ? (
              <ShiftLabel label={h.seat.shift} />
            ) : (
              <Text size="sm">{t('place.wholeDay')}</Text>
            )}
            {h.seat.valid_till ? (
              <Text size="sm">
                {t('dashboard.student.validTill', { date: formatDate(h.seat.valid_till) })}
              </Text>
            ) : null}
            {h.locker ? (
              <Text size="sm">
                {h.locker.valid_till
                  ? t('dashboard.student.lockerTill', {
                      locker: h.locker.locker,
                      date: formatDate(h.locker.valid_till),
                    })
                  : t('dashboard.student.locker', { locker: h.locker.locker })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" mt={4}>
            {t('dashboard.student.noSeat')}
          </Text>
        )}
      </HomeCard>

      <HomeCard
        label={t('dashboard.student.amountDue')}
        caption={h.advance > 0 ? t('dashboard.student.advance') : t('dashboard.student.amountDue')}
      >
        <Title order={3} size="h2" mt={4} data-testid="home-due">
          {formatRupees(h.advance > 0 ? h.advance : h.due)}
        </Title>
        {h.due > 0 ? (
          <Button component={Link} to={`/student/payments?amount=${h.due}`} mt="sm" fullWidth size="md">
            {t(h.upi ? 'dashboard.student.payByUpi' : 'dashboard.student.pay', {
              amount: formatRupees(h.due),
            })}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('dashboard.student.nothingToPay')}
          </Text>
        )}
      </HomeCard>

      <HomeCard label={t('dashboard.student.recentPayments')}>
        {h.payments.length === 0 ? (
          <Text size="sm" mt={4}>
            {t('dashboard.student.noPayments')}
          </Text>
        ) : (
          <Stack gap={6} mt={6}>
            {h.payments.map((p) => {
              const status = STATUS[p.status];
              return (
                <Group key={p.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {formatRupees(p.amount)} · {formatDate(p.date)}
                  </Text>
                  <Badge color={status?.color ?? 'gray'} variant="light">
                    {status ? t(status.label) : p.status}
                  </Badge>
                </Group>
              );
            })}
          </Stack>
        )}
        <Button component={Link} to="/student/payments" variant="subtle" mt="xs" px={0}>
          {t('dashboard.student.allPayments')}
        </Button>
      </HomeCard>

      <HomeCard label={t('dashboard.student.today')}>
        <Text size="sm" mt={4}>
          {checkedIn(t, h.checked_in_today)}
        </Text>
        {h.alert ? (
          <Text size="sm" mt={6}>
            {t('dashboard.student.latestAlert')} <strong>{h.alert.title}</strong> ({formatDate(h.alert.date)})
          </Text>
        ) : null}
        <Button component={Link} to="/student/id-card" variant="light" mt="sm" fullWidth size="md">
          {h.id_card ? t('dashboard.student.myIdCard') : t('dashboard.student.idCardPending')}
        </Button>
      </HomeCard>
    </SimpleGrid>
  );
}
