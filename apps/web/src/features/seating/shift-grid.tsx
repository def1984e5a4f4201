import {
  Alert,
  Button,
  Modal,
  NumberInput,
  Paper,
  Popover,
  ScrollArea,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { formatDay, type TGridCell, type TOccupancyGrid, timeOfMinute } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { notifySuccess } from '../common/feedback.tsx';
import { useStudentOptions } from '../common/student-options.ts';
import classes from './seat-map.module.css';

interface Column {
  id: number | null;
  label: string;
}
interface Target {
  seat: string;
  shift: Column;
}

/** The seat x shift grid of a date: who holds each seat in each shift; a free cell assigns it. */
export function ShiftGrid({ date }: { date: string }) {
  const grid = useQuery({
    queryKey: ['occupancy', 'grid', date],
    queryFn: () => api.get<TOccupancyGrid>(`/api/auth/seat/occupancy/grid${date ? `?date=${date}` : ''}`),
  });
  const [target, setTarget] = useState<Target | null>(null);

  if (grid.isPending) return <Skeleton h={200} />;
  if (grid.isError) return <Alert color="red">Failed to load occupancy data.</Alert>;
  const data = grid.data;
  if (data.seats.length === 0) return <Text c="dimmed">No seat data available for this date.</Text>;
  const columns: Column[] = [
    { id: null, label: 'All day' },
    ...data.shifts.map((s) => ({
      id: s.id,
      label: `${timeOfMinute(s.start_minute)}–${timeOfMinute(s.start_minute + s.duration_minutes)}`,
    })),
  ];
  const cells = new Map(data.cells.map((c) => [`${c.place_id}:${c.shift_id ?? 'day'}`, c]));

  return (
    <Paper withBorder radius="md">
      <ScrollArea type="auto" h={{ base: 420, sm: 560 }}>
        <Table stickyHeader withColumnBorders verticalSpacing={4} miw={200 + columns.length * 130}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Seat</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.id ?? 'day'}>{c.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.seats.map((seat) => (
              <Table.Tr key={seat.place_id}>
                <Table.Th scope="row">{seat.seat_number}</Table.Th>
                {columns.map((column) => {
                  const cell = cells.get(`${seat.place_id}:${column.id ?? 'day'}`);
                  return (
                    <Table.Td key={column.id ?? 'day'} p={2}>
                      {cell ? (
                        <HeldCell cell={cell} seat={seat.seat_number} column={column} />
                      ) : (
                        <UnstyledButton
                          className={classes.cell}
                          data-status="free"
                          aria-label={`Seat ${seat.seat_number}, ${column.label}: free. Assign`}
                          onClick={() => setTarget({ seat: seat.seat_number, shift: column })}
                        >
                          Free
                        </UnstyledButton>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <AssignModal target={target} date={data.date} onClose={() => setTarget(null)} />
    </Paper>
  );
}

function HeldCell({ cell, seat, column }: { cell: TGridCell; seat: string; column: Column }) {
  const h = cell.holder;
  const who = h.student_name ?? (cell.status === 'reserved' ? 'Booked at the desk' : 'Held');
  return (
    <Popover width={260} position="bottom" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          className={classes.cell}
          data-status={cell.status}
          aria-label={`Seat ${seat}, ${column.label}: ${cell.status} by ${who}`}
        >
          {who}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          <Text fw={600}>
            Seat {seat} · {who}
          </Text>
          <Text size="sm">{h.source === 'booking' ? 'Desk booking' : 'Seat plan'}</Text>
          <Text size="sm">
            {h.starts_on === h.ends_on
              ? formatDay(h.starts_on)
              : `Valid ${formatDay(h.starts_on)} – ${formatDay(h.ends_on)}`}
          </Text>
          <Text size="sm">Hours: {h.window}</Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The seat plan form, pre-filled with the seat, the shift and the date clicked. */
function AssignModal({ target, date, onClose }: { target: Target | null; date: string; onClose(): void }) {
  const client = useQueryClient();
  const students = useStudentOptions();
  const [form, setForm] = useState({
    student: null as string | null,
    duration: '30 Days',
    price: 500 as number | string,
  });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const close = () => {
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    if (!form.student) return setError('Choose a student.');
    setPending(true);
    try {
      await api.post('/api/auth/seat', {
        seat_number: target.seat,
        shift_id: target.shift.id,
        student_id: Number(form.student),
        duration: form.duration,
        price: Number(form.price),
        starts_on: date,
      });
      notifySuccess(`Seat ${target.seat} assigned`);
      await Promise.all(
        ['occupancy', '/api/auth/seat', 'renewals'].map((k) => client.invalidateQueries({ queryKey: [k] })),
      );
      setForm({ student: null, duration: '30 Days', price: form.price });
      close();
    } catch (err) {
      setError(messageOf(err, 'Failed to save seat plan.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={target ? `Assign seat ${target.seat} · ${target.shift.label}` : ''}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label="Student"
            withAsterisk
            searchable
            data={students.data}
            value={form.student}
            onChange={(v) => setForm({ ...form, student: v })}
            error={students.error}
          />
          <TextInput label="Starts on" value={formatDay(date)} readOnly />
          <TextInput
            label="Duration"
            value={form.duration}
            onChange={(e) => setForm({ ...form, duration: e.currentTarget.value })}
            description="e.g. 30 Days"
          />
          <NumberInput
            label="Price (₹)"
            min={1}
            decimalScale={2}
            value={form.price}
            onChange={(v) => setForm({ ...form, price: v })}
          />
          {error ? (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Button type="submit" loading={pending}>
            Assign seat
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
