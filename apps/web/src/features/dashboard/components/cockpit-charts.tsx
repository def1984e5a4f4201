import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, ScrollArea, SimpleGrid, Table, Text, Title, Tooltip } from '@mantine/core';
import type { TCockpit } from '@studydesk/contract';
import { formatRupees } from '@studydesk/contract/money';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';
import { ShiftLabel } from '../../seating/components/shift-label.tsx';
import classes from './cockpit.module.css';

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
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="xs">
          {t('dashboard.cockpit.collectionsLast')}
        </Title>
        <AreaChart
          h={220}
          data={c.charts.collections_30_days.map((d) => ({
            day: formatDate(d.date).replace(/ \d{4}$/, ''),
            amount: d.amount,
          }))}
          dataKey="day"
          series={[{ name: 'amount', label: t('dashboard.cockpit.collected'), color: 'teal.7' }]}
          valueFormatter={(v) => formatRupees(v)}
          withDots={false}
          curveType="linear"
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
          <BarChart
            h={220}
            data={c.charts.admissions_renewals_12_months}
            dataKey="month"
            series={[
              { name: 'admissions', label: t('dashboard.cockpit.admissionsSeries'), color: 'blue.7' },
              { name: 'renewals', label: t('dashboard.cockpit.renewalsSeries'), color: 'teal.7' },
            ]}
            withLegend
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
  return (
    <ScrollArea type="auto">
      <Table withColumnBorders miw={420} className={classes.heat}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.cockpit.shift')}</Table.Th>
            {WEEKDAYS.map((d) => (
              <Table.Th key={d}>{t(d)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shifts.map(([id, label]) => (
            <Table.Tr key={id}>
              <Table.Th scope="row">
                <ShiftLabel label={label} size="xs" />
              </Table.Th>
              {WEEKDAYS.map((d, i) => {
                const p = cell(id, i + 1);
                if (p === null) return <Table.Td key={d} />;
                return (
                  <Tooltip key={d} label={`${label}, ${t(d)}: ${p}%`}>
                    <Table.Td
                      style={{ ['--fill' as string]: `${Math.min(100, p)}%` }}
                      data-level={p >= 75 ? 'high' : p >= 40 ? 'mid' : 'low'}
                    >
                      {Math.round(p)}%
                    </Table.Td>
                  </Tooltip>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
