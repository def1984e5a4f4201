import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { ProfitCard } from '../../expenses/components/profit-card.tsx';
import { ForecastCard } from '../../month-end/components/forecast-card.tsx';
import { DayPassButton } from '../../seating/components/day-pass-button.tsx';
import { PausesToDecide } from '../../seating/components/pauses-to-decide.tsx';
import { libraryCountPaths } from '../api/counts.ts';
import { Cockpit } from '../components/cockpit.tsx';
import { InstituteCards } from '../components/institute-list.tsx';
import { JoinPoster } from '../components/join-poster.tsx';
import { MorningDigest } from '../components/morning-digest.tsx';
import { CountCard } from '../components/stat-card.tsx';

export function AdminDashboard() {
  const t = useT();
  const { user } = useSession();
  const counts = libraryCountPaths(user?.email ?? '');
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.admin.welcome', { name: user?.name ?? '' })}
      />
      <MorningDigest />
      <ForecastCard />
      <Group>
        <DayPassButton />
      </Group>
      <PausesToDecide />
      <Cockpit />
      <ProfitCard />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <CountCard name="institutes" label={t('dashboard.admin.institutes')} path={counts.institutes} />
        <CountCard name="staff" label={t('dashboard.admin.staff')} path={counts.staff} />
        <CountCard name="students" label={t('dashboard.admin.students')} path={counts.students} />
      </SimpleGrid>
      <JoinPoster library={user?.name ?? ''} code={user?.join_code ?? ''} />
      <Title order={2} size="h4">
        {t('dashboard.admin.yourInstitutes')}
      </Title>
      <InstituteCards emptyText={t('dashboard.admin.noInstitutes')} />
    </Stack>
  );
}
