import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useSession } from '../../../lib/session.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { libraryCountPaths } from '../api/counts.ts';
import { Cockpit } from '../components/cockpit.tsx';
import { InstituteCards } from '../components/institute-list.tsx';
import { JoinPoster } from '../components/join-poster.tsx';
import { CountCard } from '../components/stat-card.tsx';

export function AdminDashboard() {
  const { user } = useSession();
  const counts = libraryCountPaths(user?.email ?? '');
  return (
    <Stack gap="lg">
      <PageHeader title="Dashboard" description={`Welcome, ${user?.name ?? ''}.`} />
      <Cockpit />
      <SimpleGrid cols={3}>
        <CountCard name="institutes" label="Institutes" path={counts.institutes} />
        <CountCard name="staff" label="Staff" path={counts.staff} />
        <CountCard name="students" label="Students" path={counts.students} />
      </SimpleGrid>
      <JoinPoster library={user?.name ?? ''} code={user?.join_code ?? ''} />
      <Title order={2} size="h4">
        Your institutes
      </Title>
      <InstituteCards emptyText="No library details yet. Name your library in Settings." />
    </Stack>
  );
}
