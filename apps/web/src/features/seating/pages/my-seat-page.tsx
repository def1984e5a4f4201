import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { DataTable } from '../../common/data-table.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { myLockerPlansQuery, mySeatPlansQuery } from '../api/memberships.ts';
import { lockerPlanColumns, seatPlanColumns } from '../components/plan-columns.tsx';

/** Student: My Seat & Locker Details. */
export function MySeatPage() {
  const t = useT();
  const { user } = useSession();
  const id = user?.role === 'student' ? user.id : 0;
  const seats = useQuery(mySeatPlansQuery(id));
  const lockers = useQuery(myLockerPlansQuery(id));
  if (!id)
    return <PageHeader title={t('seating.mySeat.title')} description={t('seating.mySeat.notLoggedIn')} />;
  return (
    <Stack gap="lg">
      <PageHeader title={t('seating.mySeat.title')} />
      <Title order={2} size="h4">
        {t('seating.mySeat.seatAndSlot')}
      </Title>
      <DataTable
        query={seats}
        errorText={t('seating.mySeat.failed')}
        columns={seatPlanColumns(t, false)}
        rowKey={(p) => p.id}
        emptyText={t('seating.mySeat.noSeat')}
        label={t('seating.mySeat.mySeat')}
      />
      <Title order={2} size="h4">
        {t('seating.mySeat.locker')}
      </Title>
      <DataTable
        query={lockers}
        errorText={t('seating.mySeat.failed')}
        columns={lockerPlanColumns(t, false)}
        rowKey={(p) => p.id}
        emptyText={t('seating.mySeat.noLocker')}
        label={t('seating.mySeat.myLocker')}
      />
    </Stack>
  );
}
