import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { DataTable } from '../../common/data-table.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { eventsQuery } from '../api/events.ts';
import { eventColumns } from '../components/event-columns.tsx';

/** View Events (staff) and the Alert tab (students): read-only. */
export function EventsListPage({ title }: { title: MessageKey }) {
  const t = useT();
  const events = useQuery(eventsQuery);
  return (
    <Stack gap="lg">
      <PageHeader title={t(title)} />
      <DataTable
        query={events}
        errorText={t('operations.events.failed')}
        rowKey={(e) => e.id}
        emptyText={t('operations.events.empty')}
        label={t('operations.events.label')}
        columns={eventColumns(t)}
      />
    </Stack>
  );
}
