import { Stack, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { InstituteCards } from '../components/institute-list.tsx';
import { StaffHome } from '../components/staff-home.tsx';

export function StaffDashboard() {
  const t = useT();
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.staff.welcome', {
          name: user?.name ?? '',
          library: user?.admin_name ?? '',
        })}
      />
      <StaffHome />
      <Title order={2} size="h4">
        {t('dashboard.staff.institutes')}
      </Title>
      <InstituteCards emptyText={t('dashboard.staff.noInstitutes')} />
    </Stack>
  );
}
