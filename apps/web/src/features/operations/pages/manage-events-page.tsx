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
      title: 'Delete event',
      message: `Delete "${e.title}"?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (ok) removal.mutate(e.id);
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Manage Events" description="Students see these as alerts." />
      <EventForm full={(events.data?.length ?? 0) >= MAX_EVENTS} />
      <DataTable
        query={events}
        errorText="Failed to fetch events"
        rowKey={(e) => e.id}
        emptyText="No events yet."
        label="Events"
        columns={[
          { header: 'ID', cell: (e: TEvent) => e.id },
          ...eventColumns(t),
          {
            header: 'Actions',
            cell: (e: TEvent) => (
              <Button size="compact-xs" variant="light" color="red" onClick={() => remove(e)}>
                Delete
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
