import { Button, Stack } from '@mantine/core';
import { MAX_EVENTS, type TEvent } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { DataTable } from '../../common/data-table.tsx';
import { confirmAction } from '../../common/feedback.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { eventsQuery, useDeleteEvent } from '../api/events.ts';
import { eventColumns } from '../components/event-columns.tsx';
import { EventForm } from '../components/event-form.tsx';

/** Manage Events: at most 3; every event needs both images. */
export function ManageEventsPage() {
  const t = useT();
  const events = useQuery(eventsQuery);
  const removal = useDeleteEvent();
  const remove = async (e: TEvent) => {
    const ok = await confirmAction({
      title: t('operations.manageEvents.deleteTitle'),
      message: t('operations.manageEvents.deleteMessage', { title: e.title }),
      confirmLabel: t('operations.manageEvents.delete'),
      danger: true,
    });
    if (ok) removal.mutate(e.id);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('operations.manageEvents.title')}
        description={t('operations.manageEvents.description')}
      />
      <EventForm full={(events.data?.length ?? 0) >= MAX_EVENTS} />
      <DataTable
        query={events}
        errorText={t('operations.manageEvents.loadFailed')}
        rowKey={(e) => e.id}
        emptyText={t('operations.manageEvents.empty')}
        label={t('operations.manageEvents.label')}
        columns={[
          { header: t('operations.manageEvents.id'), cell: (e: TEvent) => e.id },
          ...eventColumns(t),
          {
            header: t('operations.manageEvents.actions'),
            cell: (e: TEvent) => (
              <Button size="compact-xs" variant="light" color="red" onClick={() => remove(e)}>
                {t('operations.manageEvents.delete')}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
