import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { PLATFORM_COUNT_PATHS } from '../api/counts.ts';
import { LibraryActivity } from '../components/library-activity.tsx';
import { CountCard } from '../components/stat-card.tsx';

export function SuperadminDashboard() {
  const t = useT();
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('platform.dashboard.title')}
        description={t('platform.dashboard.welcome', { name: user?.name || user?.email || '' })}
      />
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <CountCard
          name="institutes"
          label={t('platform.dashboard.institutes')}
          path={PLATFORM_COUNT_PATHS.institutes}
        />
        <CountCard name="admins" label={t('platform.dashboard.admins')} path={PLATFORM_COUNT_PATHS.admins} />
        <CountCard name="staff" label={t('platform.dashboard.staff')} path={PLATFORM_COUNT_PATHS.staff} />
        <CountCard
          name="students"
          label={t('platform.dashboard.students')}
          path={PLATFORM_COUNT_PATHS.students}
        />
      </SimpleGrid>
      <Title order={2} size="h4">
        {t('platform.dashboard.libraries')}
      </Title>
      <LibraryActivity />
    </Stack>
  );
}
