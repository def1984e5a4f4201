import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { InstituteCards } from '../components/institute-list.tsx';
import { StudentHome } from '../components/student-home.tsx';

export function StudentDashboard() {
  const t = useT();
  const { user } = useSession();
  const name = user?.name ?? '';
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dashboard.title')}
        description={
          user?.student_id
            ? t('dashboard.student.welcomeWithId', { name, id: user.student_id })
            : t('dashboard.student.welcome', { name })
        }
      />
      <StudentHome />
      <Group gap="sm">
        <Button component={Link} to="/student/planss" variant="light">
          {t('dashboard.student.plans')}
        </Button>
        <Button component={Link} to="/student/membership" variant="light">
          {t('dashboard.student.myMemberships')}
        </Button>
        <Button component={Link} to="/student/view-seat" variant="light">
          {t('dashboard.student.mySeatAndLocker')}
        </Button>
      </Group>
      <Title order={2} size="h4">
        {t('dashboard.student.yourInstitute')}
      </Title>
      <InstituteCards
        emptyText={t('dashboard.student.noInstitute', {
          library: user?.admin_name ?? t('dashboard.student.yourLibrary'),
        })}
      />
    </Stack>
  );
}
