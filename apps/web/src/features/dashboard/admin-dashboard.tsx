import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useSession } from '../../lib/session.tsx';
import { PageHeader } from '../common/page-header.tsx';
import { Cockpit } from './cockpit.tsx';
import { InstituteCards } from './institute-list.tsx';
import { JoinPoster } from './join-poster.tsx';
import { CountCard } from './stat-card.tsx';

export function AdminDashboard() {
  const { user } = useSession();
  const email = encodeURIComponent(user?.email ?? '');
  return (
    <Stack gap="lg">
      <PageHeader title="Dashboard" description={`Welcome, ${user?.name ?? ''}.`} />
      <Cockpit />
      <SimpleGrid cols={3}>
        <CountCard label="Institutes" path={`/api/superadmin/institutes/count?role=admin&email=${email}`} />
        <CountCard label="Staff" path={`/api/auth/staff/count?admin_email=${email}`} />
        <CountCard label="Students" path={`/api/auth/student/count?admin_email=${email}`} />
      </SimpleGrid>
      <JoinPoster library={user?.name ?? ''} code={user?.join_code ?? ''} />
      <Title order={2} size="h4">
        Your institutes
      </Title>
      <InstituteCards emptyText="No institutes on record yet. The platform team adds them for you." />
    </Stack>
  );
}
