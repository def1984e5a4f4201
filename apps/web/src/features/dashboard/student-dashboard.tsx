import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { PageHeader } from '../common/page-header.tsx';
import { InstituteCards } from './institute-list.tsx';
import { StudentHome } from './student-home.tsx';

export function StudentDashboard() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Dashboard"
        description={`Welcome, ${user?.name ?? ''}${user?.student_id ? ` (${user.student_id})` : ''}.`}
      />
      <StudentHome />
      <Group gap="sm">
        <Button component={Link} to="/student/planss" variant="light">
          Plans
        </Button>
        <Button component={Link} to="/student/membership" variant="light">
          My memberships
        </Button>
        <Button component={Link} to="/student/view-seat" variant="light">
          My seat & locker
        </Button>
      </Group>
      <Title order={2} size="h4">
        Your institute
      </Title>
      <InstituteCards
        emptyText={`${user?.admin_name ?? 'Your library'} has no institute details on record yet.`}
      />
    </Stack>
  );
}
