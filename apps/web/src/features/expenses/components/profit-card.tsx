import { Anchor, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { formatRupees } from '@studydesk/contract/money';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { WhenInView } from '../../common/when-in-view.tsx';
import { profitTrendQuery } from '../api/profit.ts';

// The chart's code loads, and it draws, when scrolled to (the dashboard's JavaScript budget).
const ProfitChart = lazy(() => import('./profit-chart.tsx'));

/** The cockpit's profit: this month's and per seat, and the last 12 months as a chart. */
export function ProfitCard() {
  const t = useT();
  const trend = useQuery(profitTrendQuery);
  const now = trend.data?.this_month;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h4">
          {t('dashboard.profit.title')}
        </Title>
        <Anchor component={Link} to="/admin/expenses" size="sm">
          {t('dashboard.profit.open')}
        </Anchor>
      </Group>
      {trend.isPending ? (
        <Skeleton h={260} radius="md" />
      ) : trend.isError || !now ? (
        <Text c="red.8" role="alert" size="sm">
          {t('dashboard.profit.failed')}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={2} spacing="sm" mb="sm">
            <div>
              <Text size="xs" c="dimmed">
                {t('dashboard.profit.thisMonth')}
              </Text>
              <Text
                fw={700}
                size="xl"
                c={now.profit < 0 ? 'red.8' : undefined}
                data-testid="profit-this-month"
              >
                {formatRupees(now.profit)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('dashboard.profit.perSeat', { seats: now.seats })}
              </Text>
              <Text fw={700} size="xl" data-testid="profit-per-seat">
                {now.profit_per_seat === null ? '—' : formatRupees(now.profit_per_seat)}
              </Text>
            </div>
          </SimpleGrid>
          <Title order={3} size="h5" mb="xs">
            {t('dashboard.profit.chart')}
          </Title>
          <WhenInView height={220}>
            <ProfitChart months={trend.data.months} />
          </WhenInView>
        </>
      )}
    </Paper>
  );
}
