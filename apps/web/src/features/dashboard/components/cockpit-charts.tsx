import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { TCockpit } from '@studydesk/contract';
import { formatRupees } from '@studydesk/contract/money';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';
import { ShiftLabel } from '../../seating/components/shift-label.tsx';
import classes from './cockpit.module.css';
import { AreaChartSvg, BarChartSvg } from './svg-charts.tsx';

const WEEKDAYS = [
  'dashboard.cockpit.weekdays.mon',
  'dashboard.cockpit.weekdays.tue',
  'dashboard.cockpit.weekdays.wed',
  'dashboard.cockpit.weekdays.thu',
  'dashboard.cockpit.weekdays.fri',
  'dashboard.cockpit.weekdays.sat',
  'dashboard.cockpit.weekdays.sun',
] as const;

/** The cockpit's charts: collections for 30 days, occupancy by shift and weekday, admissions and renewals. */
export default function CockpitCharts({ charts }: { charts: TCockpit['charts'] }) {
  const t = useT();
  const c = { charts };
  const collected = charts.collections_30_days.reduce((sum, d) => sum + d.amount, 0);
  const admissions = charts.admissions_renewals_12_months.reduce((sum, m) => sum + m.admissions, 0);
  const renewals = charts.admissions_renewals_12_months.reduce((sum, m) => sum + m.renewals, 0);
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="xs">
          {t('dashboard.cockpit.collectionsLast')}
        </Title>
        <AreaChartSvg
          label={`${t('dashboard.cockpit.collectionsLast')}: ${formatRupees(collected)}`}
          color="var(--mantine-color-teal-7)"
          format={(v) => formatRupees(v).replace(/\.00$/, '')}
          points={charts.collections_30_days.map((d) => {
            const day = formatDate(d.date).replace(/ \S+$/, '');
            return { label: day, title: `${day}: ${formatRupees(d.amount)}`, value: d.amount };
          })}
        />
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            {t('dashboard.cockpit.heatmap')}
          </Title>
          <Heatmap rows={c.charts.occupancy_heatmap} />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            {t('dashboard.cockpit.admissionsRenewals')}
          </Title>
          <BarChartSvg
            label={`${t('dashboard.cockpit.admissionsRenewals')}: ${admissions} ${t('dashboard.cockpit.admissionsSeries')}, ${renewals} ${t('dashboard.cockpit.renewalsSeries')}`}
            series={[
              { name: t('dashboard.cockpit.admissionsSeries'), color: 'var(--mantine-color-blue-7)' },
              { name: t('dashboard.cockpit.renewalsSeries'), color: 'var(--mantine-color-teal-7)' },
            ]}
            groups={charts.admissions_renewals_12_months.map((m) => {
              const month = formatDate(`${m.month}-01`).replace(/^\d+ /, '');
              return {
                label: month.replace(/ \d{4}$/, ''),
                values: [m.admissions, m.renewals],
                titles: [
                  `${month}: ${m.admissions} ${t('dashboard.cockpit.admissionsSeries')}`,
                  `${month}: ${m.renewals} ${t('dashboard.cockpit.renewalsSeries')}`,
                ],
              };
            })}
          />
        </Paper>
      </SimpleGrid>
    </>
  );
}

/**
 * Shifts down, weekdays across; darker is fuller. A table, so it reads without colour too. A
 * weekday with no day since the first seat was held stays empty.
 */
function Heatmap({ rows }: { rows: TCockpit['charts']['occupancy_heatmap'] }) {
  const t = useT();
  const shifts = [...new Map(rows.map((r) => [r.shift_id, r.label])).entries()];
  if (shifts.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('dashboard.cockpit.noActiveShifts')}
      </Text>
    );
  if (rows.every((r) => r.percent === null))
    return (
      <Text c="dimmed" size="sm">
        {t('dashboard.cockpit.noSeatYet')}
      </Text>
    );
  const cell = (shiftId: number, weekday: number) =>
    rows.find((r) => r.shift_id === shiftId && r.weekday === weekday)?.percent ?? null;
  // A plain table in a scrolling box that a keyboard can scroll: Mantine's Table, ScrollArea and
  // Tooltip cost the dashboard 22 KB of JavaScript.
  return (
    <section
      className={classes.heatScroll}
      aria-label={t('dashboard.cockpit.heatmap')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the focus to scroll by keyboard
      tabIndex={0}
    >
      <table className={classes.heat}>
        <thead>
          <tr>
            <th>{t('dashboard.cockpit.shift')}</th>
            {WEEKDAYS.map((d) => (
              <th key={d}>{t(d)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shifts.map(([id, label]) => (
            <tr key={id}>
              <th scope="row">
                <ShiftLabel label={label} size="xs" />
              </th>
              {WEEKDAYS.map((d, i) => {
                const p = cell(id, i + 1);
                if (p === null) return <td key={d} />;
                return (
                  <td
                    key={d}
                    title={`${label}, ${t(d)}: ${p}%`}
                    style={{ ['--fill' as string]: `${Math.min(100, p)}%` }}
                    data-level={p >= 75 ? 'high' : p >= 40 ? 'mid' : 'low'}
                  >
                    {Math.round(p)}%
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
