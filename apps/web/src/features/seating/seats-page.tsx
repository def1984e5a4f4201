import {
  Button,
  Group,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TSeat } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { confirmAction, notifyError } from '../common/feedback.tsx';
import { PageHeader } from '../common/page-header.tsx';
import { usePlaceOptions } from '../common/place-options.ts';
import { TableState } from '../common/table-state.tsx';
import { PlacesPanel } from './places-panel.tsx';

const EMPTY = { seat_number: '', shift_start: '', shift_end: '' };

/** Manage Seats & Time Slots. */
export function SeatsPage() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['seats'], queryFn: () => api.get<TSeat[]>('/api/seats') });
  const seatOptions = usePlaceOptions('seat');
  const [form, setForm] = useState(EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['seats'] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.seat_number.trim() || !form.shift_start || !form.shift_end)
      return setError('All fields are required.');
    try {
      if (editing === null) await api.post('/api/seats', form);
      else await api.put(`/api/seats/${editing}`, form);
      setForm(EMPTY);
      setEditing(null);
      setError(null);
      await refresh();
    } catch (err) {
      setError(messageOf(err, 'Failed to save the seat. Try again.'));
    }
  };
  const remove = async (seat: TSeat) => {
    if (
      !(await confirmAction({
        title: 'Delete seat',
        message: `Delete seat ${seat.seat_number} (${seat.shift_start} - ${seat.shift_end})?`,
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      await api.delete(`/api/seats/${seat.id}`);
      await refresh();
    } catch {
      notifyError('Failed to delete the seat. Try again.');
    }
  };
  const rows = list.data ?? [];

  return (
    <Stack gap="lg">
      <PageHeader title="Manage Seats & Time Slots" />
      <PlacesPanel />
      <Title order={3} size="h4">
        Time slots
      </Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Seat number"
              searchable
              data={seatOptions.data}
              value={form.seat_number || null}
              onChange={(v) => setForm({ ...form, seat_number: v ?? '' })}
              error={seatOptions.error}
              w={160}
            />
            <TextInput
              label="Shift start"
              type="time"
              value={form.shift_start}
              onChange={(e) => setForm({ ...form, shift_start: e.currentTarget.value })}
              w={150}
            />
            <TextInput
              label="Shift end"
              type="time"
              value={form.shift_end}
              onChange={(e) => setForm({ ...form, shift_end: e.currentTarget.value })}
              w={150}
            />
            <Button type="submit">{editing === null ? 'Add Seat' : 'Update Seat'}</Button>
            {editing !== null ? (
              <Button
                variant="default"
                onClick={() => {
                  setEditing(null);
                  setForm(EMPTY);
                }}
              >
                Cancel
              </Button>
            ) : null}
          </Group>
          {error ? (
            <Text c="red" size="sm" mt="sm" role="alert">
              {error}
            </Text>
          ) : null}
        </form>
      </Paper>
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table verticalSpacing="sm" miw={480}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Seat number</Table.Th>
                <Table.Th>Shift start</Table.Th>
                <Table.Th>Shift end</Table.Th>
                <Table.Th w={160}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableState
                columns={4}
                loading={list.isPending}
                error={list.isError ? 'Failed to load seats.' : null}
                empty={rows.length === 0}
                emptyText="No time slots yet."
              />
              {rows.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.seat_number}</Table.Td>
                  <Table.Td>{s.shift_start}</Table.Td>
                  <Table.Td>{s.shift_end}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => {
                          setEditing(s.id);
                          setForm({
                            seat_number: s.seat_number,
                            shift_start: s.shift_start,
                            shift_end: s.shift_end,
                          });
                        }}
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
    </Stack>
  );
}
