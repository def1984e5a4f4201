import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';
import { forecastQuery } from '../api/month-end.ts';

/** Next month's forecast in three numbers, linking to the names and the waiting list. */
export function ForecastCard() {
  const t = useT();
  const q = useQuery(forecastQuery);
  if (q.isPending) return <Skeleton h={120} radius="md" />;
  if (q.isError) return <Alert color="red">{t('dashboard.forecast.loadFailed')}</Alert>;
  const f = q.data;
  const figure = (label: string, value: number, color: string) => (
    <Stack gap={0} align="center" miw={90}>
      <Text fz={28} fw={700} c={color}>
        {value}
      </Text>
      <Text size="sm">{label}</Text>
    </Stack>
  );
  return (
    <Paper withBorder p="md" radius="md" aria-label={t('dashboard.forecast.title')}>
      <Group justify="space-between" align="flex-start" mb="xs">
        <Stack gap={0}>
          <Title order={2} size="h4">
            {t('dashboard.forecast.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('dashboard.forecast.asked', { date: formatDate(f.asked_on) })}
          </Text>
        </Stack>
        <Anchor component={Link} to="/admin/month-end" size="sm">
          {t('dashboard.forecast.open')}
        </Anchor>
      </Group>
      <Group justify="space-around">
        {figure(t('dashboard.forecast.continuing'), f.continuing, 'green.8')}
        {figure(t('dashboard.forecast.leaving'), f.leaving, 'red.8')}
        {figure(t('dashboard.forecast.noAnswer'), f.no_answer, 'gray.8')}
      </Group>
    </Paper>
  );
}
