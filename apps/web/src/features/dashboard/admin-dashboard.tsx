import { Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../lib/session.tsx';
import { PageHeader } from '../common/page-header.tsx';
import { InstituteCards } from './institute-list.tsx';
import { CountCard } from './stat-card.tsx';

export function AdminDashboard() {
  const { user } = useSession();
  const email = encodeURIComponent(user?.email ?? '');
  const joinLink = `${window.location.origin}/student?join=${user?.join_code ?? ''}`;
  return (
    <Stack gap="lg">
      <PageHeader title="Dashboard" description={`Welcome, ${user?.name ?? ''}.`} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <CountCard label="Institutes" path={`/api/superadmin/institutes/count?role=admin&email=${email}`} />
        <CountCard label="Staff" path={`/api/auth/staff/count?admin_email=${email}`} />
        <CountCard label="Students" path={`/api/auth/student/count?admin_email=${email}`} />
      </SimpleGrid>
      <Paper withBorder p="lg" radius="md">
        <Text fw={700}>Student join code</Text>
        <Text size="sm" c="dimmed" mb="xs">
          Students register themselves on the student page with this code.
        </Text>
        <Group gap="sm" wrap="wrap">
          <Code fz="lg" fw={700} data-testid="join-code">
            {user?.join_code}
          </Code>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {joinLink}
          </Text>
        </Group>
      </Paper>
      <Title order={2} size="h4">
        Your institutes
      </Title>
      <InstituteCards emptyText="No institutes on record yet. The platform team adds them for you." />
    </Stack>
  );
}
