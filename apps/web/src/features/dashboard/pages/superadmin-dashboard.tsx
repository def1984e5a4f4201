import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useSession } from '../../../lib/session.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { PLATFORM_COUNT_PATHS } from '../api/counts.ts';
import { LibraryActivity } from '../components/library-activity.tsx';
import { CountCard } from '../components/stat-card.tsx';

export function SuperadminDashboard() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Dashboard"
        description={`Welcome, ${user?.name || user?.email || ''}. Everything on the platform, at a glance.`}
      />
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <CountCard label="Institutes" path={PLATFORM_COUNT_PATHS.institutes} />
        <CountCard label="Admins" path={PLATFORM_COUNT_PATHS.admins} />
        <CountCard label="Staff" path={PLATFORM_COUNT_PATHS.staff} />
        <CountCard label="Students" path={PLATFORM_COUNT_PATHS.students} />
      </SimpleGrid>
      <Title order={2} size="h4">
        Libraries
      </Title>
      <LibraryActivity />
    </Stack>
  );
}
