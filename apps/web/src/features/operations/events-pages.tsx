import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { MAX_EVENTS, type TEvent } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MessageKey } from '../../i18n/keys.ts';
import { type Translate, useT } from '../../i18n/use-t.ts';
import { api, messageOf } from '../../lib/api-client.ts';
import { sendForm } from '../../lib/upload.ts';
import { DateField } from '../common/date-field.tsx';
import { confirmAction, notifyError } from '../common/feedback.tsx';
import { formatDate } from '../common/format.ts';
import { photoUrl } from '../common/initials.ts';
import { PageHeader } from '../common/page-header.tsx';
import { FramedRows } from '../common/rows-or-cards.tsx';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

const imageCell = (t: Translate, path: string | null, label: string) =>
  path ? (
    <Anchor href={photoUrl(path) ?? undefined} target="_blank" rel="noreferrer">
      <img
        src={photoUrl(path) ?? undefined}
        alt={label}
        width={64}
        height={40}
        style={{ objectFit: 'cover', borderRadius: 4 }}
      />
    </Anchor>
  ) : (
    t('operations.events.noImage')
  );

function useEvents() {
  return useQuery({ queryKey: ['events'], queryFn: () => api.get<TEvent[]>('/api/events') });
}

const baseColumns = (t: Translate) => [
  { header: t('operations.column.title'), cell: (e: TEvent) => e.title },
  { header: t('operations.column.description'), cell: (e: TEvent) => e.description },
  { header: t('operations.column.date'), cell: (e: TEvent) => formatDate(e.date) },
  {
    header: t('operations.column.desktopImage'),
    cell: (e: TEvent) => imageCell(t, e.desktop_image, t('operations.events.desktopAlt', { title: e.title })),
  },
  {
    header: t('operations.column.mobileImage'),
    cell: (e: TEvent) => imageCell(t, e.mobile_image, t('operations.events.mobileAlt', { title: e.title })),
  },
  {
    header: t('operations.column.status'),
    cell: (e: TEvent) => (
      <Badge variant="light">{e.status === 'Scheduled' ? t('operations.events.scheduled') : e.status}</Badge>
    ),
  },
];

/** Manage Events: at most 3; every event needs both images. */
export function ManageEventsPage() {
  const t = useT();
  const client = useQueryClient();
  const events = useEvents();
  const [form, setForm] = useState({ title: '', description: '', date: '' });
  const [desktop, setDesktop] = useState<File | null>(null);
  const [mobile, setMobile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const full = (events.data?.length ?? 0) >= MAX_EVENTS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.title.trim() || !form.description.trim() || !form.date || !desktop || !mobile) {
      return setError('All fields including images are required');
    }
    const data = new FormData();
    data.append('title', form.title.trim());
    data.append('description', form.description.trim());
    data.append('date', form.date);
    data.append('status', 'Scheduled');
    data.append('desktop_image', desktop);
    data.append('mobile_image', mobile);
    setPending(true);
    try {
      await sendForm('POST', '/api/events', data);
      setForm({ title: '', description: '', date: '' });
      setDesktop(null);
      setMobile(null);
      setError(null);
      await client.invalidateQueries({ queryKey: ['events'] });
    } catch (err) {
      setError(messageOf(err, 'Failed to add event'));
    } finally {
      setPending(false);
    }
  };
  const remove = async (e: TEvent) => {
    if (
      !(await confirmAction({
        title: 'Delete event',
        message: `Delete "${e.title}"?`,
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      await api.delete(`/api/events/${e.id}`);
      await client.invalidateQueries({ queryKey: ['events'] });
    } catch (err) {
      notifyError(messageOf(err, 'Failed to delete event'));
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Manage Events" description="Students see these as alerts." />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Title"
                value={form.title}
                onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
              />
              <DateField
                label="Date"
                value={form.date}
                onChange={(value) => setForm({ ...form, date: value })}
              />
              <FileInput
                label="Desktop image"
                accept={IMAGE_TYPES}
                value={desktop}
                onChange={setDesktop}
                clearable
                placeholder="Choose an image"
              />
              <FileInput
                label="Mobile image"
                accept={IMAGE_TYPES}
                value={mobile}
                onChange={setMobile}
                clearable
                placeholder="Choose an image"
              />
            </SimpleGrid>
            <Textarea
              label="Description"
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.currentTarget.value })}
              autosize
              minRows={2}
            />
            {full ? (
              <Alert color="yellow" variant="light">
                Maximum 3 events allowed
              </Alert>
            ) : null}
            {error ? (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            ) : null}
            <Group>
              <Button type="submit" disabled={full} loading={pending}>
                Add Event
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <FramedRows
        rows={events.data ?? []}
        rowKey={(e) => e.id}
        loading={events.isPending}
        error={events.isError ? 'Failed to fetch events' : null}
        emptyText="No events yet."
        label="Events"
        columns={[
          { header: 'ID', cell: (e: TEvent) => e.id },
          ...baseColumns(t),
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

/** View Events (staff) and the Alert tab (students): read-only. */
export function EventsListPage({ title }: { title: MessageKey }) {
  const t = useT();
  const events = useEvents();
  return (
    <Stack gap="lg">
      <PageHeader title={t(title)} />
      <FramedRows
        rows={events.data ?? []}
        rowKey={(e) => e.id}
        loading={events.isPending}
        error={events.isError ? t('operations.events.failed') : null}
        emptyText={t('operations.events.empty')}
        label={t('operations.events.label')}
        columns={baseColumns(t)}
      />
    </Stack>
  );
}
