import { Stack, Title } from '@mantine/core';
import { useSession } from '../../lib/session.tsx';
import { PageHeader } from '../common/page-header.tsx';
import { InstituteCards } from './institute-list.tsx';

export function StudentDashboard() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Dashboard"
        description={`Welcome, ${user?.name ?? ''}${user?.student_id ? ` (${user.student_id})` : ''}.`}
      />
      <Title order={2} size="h4">
        Your institute
      </Title>
      <InstituteCards
        emptyText={`${user?.admin_name ?? 'Your library'} has no institute details on record yet.`}
      />
    </Stack>
  );
}
