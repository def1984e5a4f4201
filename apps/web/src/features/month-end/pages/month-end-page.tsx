import { Badge, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { PagedTable } from '../../common/paged-table.tsx';
import { ShiftLabel } from '../../seating/components/shift-label.tsx';
import { monthEndKeys } from '../api/keys.ts';
import { FORECAST_STUDENTS_PATH } from '../api/month-end.ts';
import { ForecastCard } from '../components/forecast-card.tsx';
import { SeatOffers } from '../components/seat-offers.tsx';
import { WaitingList } from '../components/waiting-list.tsx';

type Filter = 'all' | 'yes' | 'no' | 'none';

/** Month end for the owner: next month's forecast with names, the seats that free up, the waiting list. */
export function MonthEndPage() {
  const t = useT();
  const [filter, setFilter] = useState<Filter>('all');
  const answerBadge = (answer: 'yes' | 'no' | null) =>
    answer === 'yes' ? (
      <Badge color="green">{t('dashboard.forecast.continuing')}</Badge>
    ) : answer === 'no' ? (
      <Badge color="red">{t('dashboard.forecast.leaving')}</Badge>
    ) : (
      <Badge color="gray">{t('dashboard.forecast.noAnswer')}</Badge>
    );
  return (
    <Stack gap="lg">
      <PageHeader title={t('dashboard.forecast.pageTitle')} description={t('dashboard.forecast.pageIntro')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ForecastCard />
        <SeatOffers />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('dashboard.forecast.names')}
        </Title>
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as Filter)}
          data={[
            { value: 'all', label: t('dashboard.forecast.all') },
            { value: 'yes', label: t('dashboard.forecast.continuing') },
            { value: 'no', label: t('dashboard.forecast.leaving') },
            { value: 'none', label: t('dashboard.forecast.noAnswer') },
          ]}
          fullWidth
          maw={560}
        />
        <PagedTable
          path={FORECAST_STUDENTS_PATH}
          queryKey={monthEndKeys.forecast()}
          filters={{ answer: filter === 'all' ? undefined : filter }}
          emptyText={t('dashboard.forecast.empty')}
          errorText={t('dashboard.forecast.loadFailed')}
          columns={[
            { header: t('dashboard.waiting.name'), cell: (r) => r.name },
            { header: t('dashboard.forecast.seat'), cell: (r) => r.seat },
            {
              header: t('dashboard.waiting.shift'),
              cell: (r) => (r.shift ? <ShiftLabel label={r.shift} /> : '—'),
            },
            { header: t('dashboard.forecast.endsOn'), cell: (r) => formatDate(r.ends_on) },
            { header: t('dashboard.forecast.answer'), cell: (r) => answerBadge(r.answer) },
          ]}
        />
      </Stack>
      <WaitingList />
    </Stack>
  );
}
