import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TReminderLang } from '@studydesk/contract';
import { formatRupees } from '@studydesk/contract/money';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { WhenInView } from '../../common/when-in-view.tsx';
import { useLastReminders } from '../../reminders/api/reminders.ts';
import { RemindButtons, ReminderLanguage } from '../../reminders/components/remind-buttons.tsx';
import { ShiftLabel } from '../../seating/components/shift-label.tsx';
import { cockpitQuery } from '../api/cockpit.ts';
import classes from './cockpit.module.css';

export const METHOD_KEYS = {
  cash: 'dashboard.cockpit.method.cash',
  upi: 'dashboard.cockpit.method.upi',
  card: 'dashboard.cockpit.method.card',
  bank_transfer: 'dashboard.cockpit.method.bank_transfer',
  online: 'dashboard.cockpit.method.online',
} as const;

// The charts' code loads, and they draw, when scrolled to: the dashboard opens on the tiles alone.
const CockpitCharts = lazy(() => import('./cockpit-charts.tsx'));

/** A number an owner acts on; the whole tile links to the list behind it. */
function Tile({
  label,
  value,
  to,
  children,
}: {
  label: string;
  value: ReactNode;
  to: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component={Link} to={to} className={classes.tile}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text fz={26} fw={800} lh={1.25} mt={4}>
        {value}
      </Text>
      {children}
    </Paper>
  );
}

/** The owner's cockpit: money, seats, people and renewals at a glance, each tile a link. */
export function Cockpit() {
  const t = useT();
  const q = useQuery(cockpitQuery);
  const [lang, setLang] = useState<TReminderLang>('en');
  const last = useLastReminders(q.data?.dues.top.map((d) => d.student_id) ?? []);
  if (q.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
        {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((slot) => (
          <Skeleton key={slot} h={104} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (q.isError) return <Alert color="red">{t('dashboard.cockpit.loadFailed')}</Alert>;
  const c = q.data;
  const methods = c.collections.today_by_method;
  const methodName = (method: string) =>
    method in METHOD_KEYS ? t(METHOD_KEYS[method as keyof typeof METHOD_KEYS]) : method;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        <Tile
          label={t('dashboard.cockpit.collectedToday')}
          value={formatRupees(c.collections.today)}
          to="/admin/money"
        >
          <Text size="xs" c="dimmed">
            {methods.length
              ? methods.map((m) => `${methodName(m.method)} ${formatRupees(m.amount)}`).join(' · ')
              : t('dashboard.cockpit.yesterday', { amount: formatRupees(c.collections.yesterday) })}
          </Text>
        </Tile>
        <Tile
          label={t('dashboard.cockpit.thisMonth')}
          value={formatRupees(c.collections.month)}
          to="/admin/money"
        />
        <Tile label={t('dashboard.cockpit.outstanding')} value={formatRupees(c.dues.total)} to="/admin/money">
          <Text size="xs" c="dimmed">
            {t('dashboard.cockpit.students', { count: c.dues.students })}
          </Text>
        </Tile>
        <Tile label={t('dashboard.cockpit.toConfirm')} value={c.payments_to_confirm} to="/admin/money">
          <Text size="xs" c="dimmed">
            {t('dashboard.cockpit.sentByStudents')}
          </Text>
        </Tile>
        <Tile
          label={t('dashboard.cockpit.seatsFree')}
          value={`${c.seats.free_now} / ${c.seats.total}`}
          to="/admin/seat-map"
        >
          <Text size="xs" c="dimmed">
            {t('dashboard.cockpit.occupiedAt', { count: c.seats.occupied_now, time: c.now })}
          </Text>
        </Tile>
        <Tile label={t('dashboard.cockpit.checkIns')} value={c.checkins_today} to="/admin/user-logs" />
        <Tile
          label={t('dashboard.cockpit.expiring')}
          value={c.plans.expiring_7_days}
          to="/admin/memberships?tab=renewals"
        >
          <Text size="xs" c="dimmed">
            {t('dashboard.cockpit.lapsed', { count: c.plans.lapsed_30_days })}
          </Text>
        </Tile>
        <Tile label={t('dashboard.cockpit.admissions')} value={c.admissions_this_month} to="/admin/students">
          <Text size="xs" c="dimmed">
            {t('dashboard.cockpit.thisMonthNote')}
          </Text>
        </Tile>
        <Tile label={t('dashboard.cockpit.enquiries')} value={c.leads.new_this_week} to="/admin/enquiries">
          <Text size="xs" c="dimmed">
            {t('dashboard.cockpit.conversion', {
              percent: c.leads.conversion_percent,
              joined: c.leads.joined_30_days,
              count: c.leads.enquiries_30_days,
            })}
          </Text>
        </Tile>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            {t('dashboard.cockpit.byShift')}
          </Title>
          {c.seats.by_shift.length === 0 ? (
            <Stack gap={4} align="flex-start">
              <Text c="dimmed" size="sm">
                {t('dashboard.cockpit.noShifts')}
              </Text>
              <Button component={Link} to="/add-sift" variant="light" size="xs">
                {t('dashboard.cockpit.addShift')}
              </Button>
            </Stack>
          ) : (
            <Stack gap="xs">
              {c.seats.by_shift.map((s) => (
                <div key={s.shift_id}>
                  <Group justify="space-between" gap="xs">
                    <ShiftLabel label={s.label} />
                    <Text size="sm" fw={600}>
                      {t('dashboard.cockpit.freePercent', { free: s.free, percent: s.percent })}
                    </Text>
                  </Group>
                  <Progress
                    value={s.percent}
                    aria-label={t('dashboard.cockpit.occupiedLabel', { shift: s.label, percent: s.percent })}
                  />
                </div>
              ))}
            </Stack>
          )}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            {t('dashboard.cockpit.owesMost')}
          </Title>
          {c.dues.top.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('dashboard.cockpit.nobodyOwes')}
            </Text>
          ) : (
            <Stack gap={6}>
              <ReminderLanguage value={lang} onChange={setLang} />
              {c.dues.top.map((d) => (
                <Group key={d.student_id} justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Anchor component={Link} to={`/student/${d.student_id}`} size="sm">
                      {d.name}
                    </Anchor>
                    <Text size="sm" fw={600}>
                      {formatRupees(d.amount)}
                    </Text>
                  </div>
                  <RemindButtons
                    studentId={d.student_id}
                    name={d.name}
                    kind="dues"
                    lang={lang}
                    last={last.get(d.student_id)}
                  />
                </Group>
              ))}
              <Anchor component={Link} to="/admin/money" size="sm">
                {t('dashboard.cockpit.allDues')}
              </Anchor>
            </Stack>
          )}
        </Paper>
      </SimpleGrid>

      <WhenInView height={220}>
        <CockpitCharts charts={c.charts} />
      </WhenInView>
    </Stack>
  );
}
