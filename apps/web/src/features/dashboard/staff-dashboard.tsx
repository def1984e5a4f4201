import { Stack, Title } from '@mantine/core';
import { useSession } from '../../lib/session.tsx';
import { PageHeader } from '../common/page-header.tsx';
import { InstituteCards } from './institute-list.tsx';
import { StaffHome } from './staff-home.tsx';

export function StaffDashboard() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Dashboard"
        description={`Welcome, ${user?.name ?? ''}. You work for ${user?.admin_name ?? ''}.`}
      />
      <StaffHome />
      <Title order={2} size="h4">
        Institutes
      </Title>
      <InstituteCards emptyText="Your admin has no institutes on record yet." />
    </Stack>
  );
}
