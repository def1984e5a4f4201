import { Stack } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { MyMonthEnd } from '../../month-end/components/my-month-end.tsx';
import { YourInstitutes } from '../components/institute-list.tsx';
import { QuickLinks } from '../components/quick-links.tsx';
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
      <MyMonthEnd />
      <StudentHome />
      <QuickLinks
        links={[
          { to: '/student/planss', label: t('dashboard.student.plans') },
          { to: '/student/membership', label: t('dashboard.student.myMemberships') },
          { to: '/student/view-seat', label: t('dashboard.student.mySeatAndLocker') },
        ]}
      />
      <YourInstitutes title={t('dashboard.student.yourInstitute')} />
    </Stack>
  );
}
