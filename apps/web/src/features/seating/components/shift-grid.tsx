import {
  Alert,
  Paper,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { formatDay, type TGridHolder, timeOfMinute } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { occupancyGridQuery } from '../api/occupancy.ts';
import { AssignSeatForm, type GridColumn as Column, type Target } from './assign-seat-form.tsx';
import classes from './seat-map.module.css';

/** The seat x shift grid of a date: who holds each seat in each shift; a free cell assigns it. */
export function ShiftGrid({ date }: { date: string }) {
  const grid = useQuery(occupancyGridQuery(date));
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

  return (
    <Paper withBorder radius="md">
      <ScrollArea.Autosize type="auto" mah={{ base: 420, sm: 560 }}>
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
                {columns.map((column, i) => {
                  const held = seat.cells[i];
                  const holder = held === null || held === undefined ? undefined : data.holders[held];
                  return (
                    <Table.Td key={column.id ?? 'day'} p={2}>
                      {holder ? (
                        <HeldCell holder={holder} seat={seat.seat_number} column={column} />
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
      </ScrollArea.Autosize>
      {target ? <AssignSeatForm target={target} date={data.date} onClose={() => setTarget(null)} /> : null}
    </Paper>
  );
}

function HeldCell({ holder: h, seat, column }: { holder: TGridHolder; seat: string; column: Column }) {
  const who = h.student_name ?? (h.status === 'reserved' ? 'Booked at the desk' : 'Held');
  return (
    <Popover width={260} position="bottom" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          className={classes.cell}
          data-status={h.status}
          aria-label={`Seat ${seat}, ${column.label}: ${h.status} by ${who}`}
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
