import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { formatShiftDuration, shiftMinutes, type TShift } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { confirmAction, notifyError } from '../common/feedback.tsx';
import { formatDateTime } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { TableState } from '../common/table-state.tsx';

interface Draft {
  id: number | null;
  start_time: string;
  end_time: string;
  status: 'Active' | 'Inactive';
}
const EMPTY: Draft = { id: null, start_time: '', end_time: '', status: 'Active' };

/** Shifts: the library's time slots (an end before the start runs into the next day). */
export function ShiftsPage() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['shifts'], queryFn: () => api.get<TShift[]>('/api/shifts') });
  const [draft, setDraft] = useState<Draft | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['shifts'] });

  const remove = async (shift: TShift) => {
    const ok = await confirmAction({
      title: 'Delete shift',
      message: `Delete the ${shift.start_time} - ${shift.end_time} shift?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await api.delete(`/api/shifts/${shift.id}`);
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, 'Failed to delete the shift.'));
    }
  };
  const rows = list.data ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Shifts"
        description="The time slots students book seats for."
        actions={<Button onClick={() => setDraft(EMPTY)}>Add Shift</Button>}
      />
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table verticalSpacing="sm" miw={640} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Start</Table.Th>
                <Table.Th>End</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Updated</Table.Th>
                <Table.Th w={160}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableState
                columns={6}
                loading={list.isPending}
                error={list.isError ? 'Failed to load shifts.' : null}
                empty={rows.length === 0}
                emptyText="No shifts yet. Add the first one."
              />
              {rows.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.start_time}</Table.Td>
                  <Table.Td>{s.end_time}</Table.Td>
                  <Table.Td>{s.duration}</Table.Td>
                  <Table.Td>
                    <Badge color={s.status === 'Active' ? 'green' : 'gray'} variant="light">
                      {s.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(s.updated_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() =>
                          setDraft({
                            id: s.id,
                            start_time: s.start_time,
                            end_time: s.end_time,
                            status: s.status,
                          })
                        }
                      >
                        Edit
                      </Button>
                      <Button size="xs" variant="light" color="red" onClick={() => remove(s)}>
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      {draft ? <ShiftForm draft={draft} onClose={() => setDraft(null)} onSaved={refresh} /> : null}
    </Stack>
  );
}

function ShiftForm({ draft, onClose, onSaved }: { draft: Draft; onClose(): void; onSaved(): void }) {
  const [form, setForm] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const duration =
    form.start_time && form.end_time
      ? formatShiftDuration(shiftMinutes(form.start_time, form.end_time))
      : '—';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.start_time || !form.end_time) {
      setError('Start and end times are required.');
      return;
    }
    setPending(true);
    const body = { start_time: form.start_time, end_time: form.end_time, duration, status: form.status };
    try {
      if (form.id === null) await api.post('/api/shifts', body);
      else await api.put(`/api/shifts/${form.id}`, body);
      onSaved();
      onClose();
    } catch (err) {
      setError(messageOf(err, 'Failed to save the shift.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={form.id === null ? 'Add Shift' : 'Edit Shift'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group grow>
            <TextInput
              label="Start time"
              type="time"
              withAsterisk
              value={form.start_time}
              onChange={(e) => setForm({ ...form, start_time: e.currentTarget.value })}
            />
            <TextInput
              label="End time"
              type="time"
              withAsterisk
              value={form.end_time}
              onChange={(e) => setForm({ ...form, end_time: e.currentTarget.value })}
            />
          </Group>
          <Text size="sm">
            Duration: <b data-testid="shift-duration">{duration}</b>
          </Text>
          <Select
            label="Status"
            data={['Active', 'Inactive']}
            value={form.status}
            onChange={(v) => setForm({ ...form, status: (v as Draft['status']) ?? 'Active' })}
            allowDeselect={false}
          />
          {error ? (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
