import {
  Alert,
  Group,
  Pagination,
  Paper,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { formatDay, GRID_SEATS_PER_PAGE, type TGridHolder } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { occupancyGridQuery } from '../api/occupancy.ts';
import { AssignSeatForm, type GridColumn as Column, type Target } from './assign-seat-form.tsx';
import classes from './seat-map.module.css';
import { ShiftLabel } from './shift-label.tsx';

/**
 * The seat x shift grid of a date: who holds each seat in each shift; a free cell assigns it.
 * A page of seats at a time (the server pages them in seat-number order).
 */
export function ShiftGrid({ date }: { date: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const grid = useQuery(occupancyGridQuery(date, (page - 1) * GRID_SEATS_PER_PAGE));
  const [target, setTarget] = useState<Target | null>(null);
  const pages = Math.max(1, Math.ceil((grid.data?.total_seats ?? 0) / GRID_SEATS_PER_PAGE));
  // Seats retired while a later page was open: back to the last page there is.
  useEffect(() => {
    if (grid.data && page > pages) setPage(pages);
  }, [grid.data, page, pages]);

  if (grid.isPending) return <Skeleton h={200} />;
  if (grid.isError)
    return (
      <Alert color="red" role="alert">
        {t('seating.seatMap.failed')}
      </Alert>
    );
  const data = grid.data;
  if (data.total_seats === 0) return <Text c="dimmed">{t('seating.seatMap.empty')}</Text>;
  const columns: Column[] = [
    { id: null, label: 'All day' },
    ...data.shifts.map((s) => ({
      id: s.id,
      label: s.label,
    })),
  ];

  return (
    <Paper withBorder radius="md" aria-busy={grid.isFetching}>
      <ScrollArea.Autosize type="auto" mah={{ base: 420, sm: 560 }}>
        <Table stickyHeader withColumnBorders verticalSpacing={4} miw={200 + columns.length * 130}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Seat</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.id ?? 'day'}>
                  {c.id === null ? c.label : <ShiftLabel label={c.label} />}
                </Table.Th>
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
      {pages > 1 ? (
        <Group justify="space-between" p="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('seating.seatMap.gridRange', {
              from: data.offset + 1,
              to: data.offset + data.seats.length,
              total: data.total_seats,
            })}
          </Text>
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
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
