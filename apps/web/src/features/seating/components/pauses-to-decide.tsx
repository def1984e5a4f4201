import { Paper, Stack, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { PauseList } from './pause-list.tsx';

/** The desk's list of students' pause requests waiting for a yes or no. */
export function PausesToDecide() {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('pauses.toDecide')}
        </Title>
        <PauseList filter={{ status: 'Pending' }} desk showName emptyText={t('pauses.noneToDecide')} />
      </Stack>
    </Paper>
  );
}
