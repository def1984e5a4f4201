import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useSession } from '../../lib/session.tsx';
import { PageHeader } from '../common/page-header.tsx';
import { LibraryActivity } from './library-activity.tsx';
import { CountCard } from './stat-card.tsx';

export function SuperadminDashboard() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Dashboard"
        description={`Welcome, ${user?.name || user?.email || ''}. Everything on the platform, at a glance.`}
      />
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <CountCard label="Institutes" path="/api/auth/superadmin/institutes/count" />
        <CountCard label="Admins" path="/api/auth/superadmin/admins/count" />
        <CountCard label="Staff" path="/api/auth/superadmin/staff/count" />
        <CountCard label="Students" path="/api/auth/superadmin/students/count" />
      </SimpleGrid>
      <Title order={2} size="h4">
        Libraries
      </Title>
      <LibraryActivity />
    </Stack>
  );
}
