import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { DataTable } from '../../common/data-table.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { libraryLockerPlansQuery, librarySeatPlansQuery } from '../api/memberships.ts';
import { lockerPlanColumns, seatPlanColumns } from '../components/plan-columns.tsx';

/** Staff: Memberships (Lockers & Seats) of their admin's library, read-only. */
export function StaffMembershipsPage() {
  const t = useT();
  const { user } = useSession();
  const adminId = user?.admin_id ?? 0;
  const seats = useQuery(librarySeatPlansQuery(adminId));
  const lockers = useQuery(libraryLockerPlansQuery(adminId));
  return (
    <Stack gap="lg">
      <PageHeader title={t('seating.staffMemberships.title')} />
      <Title order={2} size="h4">
        {t('seating.staffMemberships.seats')}
      </Title>
      <DataTable
        query={seats}
        errorText={t('seating.staffMemberships.failed')}
        columns={seatPlanColumns(t, true)}
        rowKey={(p) => p.id}
        emptyText={t('seating.staffMemberships.noSeats')}
        label={t('seating.staffMemberships.seats')}
      />
      <Title order={2} size="h4">
        {t('seating.staffMemberships.lockers')}
      </Title>
      <DataTable
        query={lockers}
        errorText={t('seating.staffMemberships.failed')}
        columns={lockerPlanColumns(t, true)}
        rowKey={(p) => p.id}
        emptyText={t('seating.staffMemberships.noLockers')}
        label={t('seating.staffMemberships.lockers')}
      />
    </Stack>
  );
}
