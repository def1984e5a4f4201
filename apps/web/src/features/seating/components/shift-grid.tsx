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
import { GRID_SEATS_PER_PAGE, type TGridCell, type TGridHolder } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type Translate, useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';
import { occupancyGridQuery } from '../api/occupancy.ts';
import { AssignSeatForm, type GridColumn as Column, type Target } from './assign-seat-form.tsx';
import { BookTodayForm, type FreeToday } from './book-today-form.tsx';
import classes from './seat-map.module.css';
import { ShiftLabel } from './shift-label.tsx';

/**
 * The seat x shift grid of a date: who holds each seat in each shift; a free cell assigns it, and a
 * no-show's 'Free today' cell books it for today only. The 'All day' column names a whole-day holder
 * only; a seat shared in a column says how many hold it. A page of seats at a time (the server
 * pages them in seat-number order).
 */
export function ShiftGrid({ date }: { date: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const grid = useQuery(occupancyGridQuery(date, (page - 1) * GRID_SEATS_PER_PAGE));
  const [target, setTarget] = useState<Target | null>(null);
  const [freeToday, setFreeToday] = useState<FreeToday | null>(null);
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
    { id: null, label: t('seating.grid.allDay') },
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
              <Table.Th>{t('seating.grid.seat')}</Table.Th>
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
                  const cell: TGridCell = seat.cells[i] ?? { holders: [], free_today: false, paused: [] };
                  const held = cell.holders.flatMap((h) => data.holders[h] ?? []);
                  // A pause that freed the seat: 'All day' names only a whole-day plan's, as it does holders.
                  const away = cell.paused
                    .flatMap((h) => data.holders[h] ?? [])
                    .find((h) => column.id !== null || h.whole_day);
                  const where = t('seating.grid.where', { seat: seat.seat_number, column: column.label });
                  let content: ReactNode;
                  if (held.length === 0) {
                    const note = `paused-${seat.place_id}-${i}`;
                    content = (
                      <>
                        <UnstyledButton
                          className={classes.cell}
                          data-status="free"
                          aria-label={t('seating.grid.freeLabel', { where })}
                          aria-describedby={away?.pause ? note : undefined}
                          onClick={() => setTarget({ seat: seat.seat_number, shift: column })}
                        >
                          {t('seating.grid.free')}
                        </UnstyledButton>
                        {away?.pause ? (
                          <Text id={note} size="xs" c="dimmed" px={8}>
                            {t('seating.grid.pausedUntil', { date: formatDate(away.pause.ends_on) })}
                          </Text>
                        ) : null}
                      </>
                    );
                  } else if (cell.free_today) {
                    const absent = held.map((h) => nameOf(t, h));
                    content = (
                      <UnstyledButton
                        className={classes.cell}
                        data-status="free_today"
                        aria-label={t('seating.grid.freeTodayLabel', { where, names: absent.join(', ') })}
                        onClick={() => setFreeToday({ seat: seat.seat_number, column, absent })}
                      >
                        {t('seating.grid.freeToday')}
                      </UnstyledButton>
                    );
                  } else if (held.length === 1 && held[0] && (column.id !== null || held[0].whole_day)) {
                    content = <HeldCell holder={held[0]} where={where} seat={seat.seat_number} />;
                  } else if (held.length === 1) {
                    // One holder of part of the day: 'All day' does not name them as its holder.
                    content = <SharedCell holders={held} where={where} seat={seat.seat_number} partOfDay />;
                  } else {
                    content = <SharedCell holders={held} where={where} seat={seat.seat_number} />;
                  }
                  return (
                    <Table.Td key={column.id ?? 'day'} p={2}>
                      {content}
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
      {freeToday ? (
        <BookTodayForm target={freeToday} date={data.date} onClose={() => setFreeToday(null)} />
      ) : null}
    </Paper>
  );
}

const nameOf = (t: Translate, h: TGridHolder) =>
  h.student_name ?? (h.status === 'reserved' ? t('seating.grid.desk') : t('seating.grid.held'));

/** When a holder holds the seat: one day, or a plan's dates. */
const periodOf = (t: Translate, h: TGridHolder) =>
  h.starts_on === h.ends_on
    ? formatDate(h.starts_on)
    : t('seating.grid.valid', { from: formatDate(h.starts_on), to: formatDate(h.ends_on) });

/** A held cell: its text, and who holds the seat, with when, in a popover under it. */
function PopoverCell({
  status,
  label,
  text,
  title,
  children,
}: {
  status: string;
  label: string;
  text: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Popover width={270} position="bottom" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton className={classes.cell} data-status={status} aria-label={label}>
          {text}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          <Text fw={600}>{title}</Text>
          {children}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

const sourceOf = (t: Translate, h: TGridHolder) =>
  h.source === 'booking' ? t('seating.grid.deskBooking') : t('seating.grid.seatPlan');

const statusOf = (t: Translate, status: string) =>
  status === 'reserved'
    ? t('seating.grid.status.reserved')
    : status === 'occupied'
      ? t('seating.grid.status.occupied')
      : status;

/** A holder's pause over the grid's date: its days, and whether the seat waits for them. */
function PauseNote({ holder: h }: { holder: TGridHolder }) {
  const t = useT();
  if (!h.pause) return null;
  return (
    <Text size="sm" fw={600}>
      {t('seating.grid.pauseDates', { from: formatDate(h.pause.starts_on), to: formatDate(h.pause.ends_on) })}
      . {h.pause.seat_kept ? t('seating.grid.pauseKept') : t('seating.grid.pauseFreed')}
    </Text>
  );
}

function HeldCell({ holder: h, where, seat }: { holder: TGridHolder; where: string; seat: string }) {
  const t = useT();
  const who = nameOf(t, h);
  const kept = h.pause?.seat_kept ? h.pause : null;
  return (
    <PopoverCell
      status={kept ? 'paused' : h.status}
      label={
        kept
          ? t('seating.grid.pausedKeptLabel', {
              where,
              who,
              from: formatDate(kept.starts_on),
              to: formatDate(kept.ends_on),
            })
          : t('seating.grid.heldBy', { where, status: statusOf(t, h.status), who })
      }
      text={kept ? t('seating.grid.pausedKept') : who}
      title={t('seating.grid.title', { seat, who })}
    >
      <PauseNote holder={h} />
      <Text size="sm">{sourceOf(t, h)}</Text>
      <Text size="sm">{periodOf(t, h)}</Text>
      <Text size="sm">{t('seating.grid.hours', { window: h.window })}</Text>
    </PopoverCell>
  );
}

/** A seat several hold in one column, or one holder of part of the day in 'All day': how many (or 'Part of the day'), and who. */
function SharedCell({
  holders,
  where,
  seat,
  partOfDay = false,
}: {
  holders: TGridHolder[];
  where: string;
  seat: string;
  partOfDay?: boolean;
}) {
  const t = useT();
  const count = partOfDay
    ? t('seating.grid.partOfDay')
    : t('seating.grid.holders', { count: holders.length });
  return (
    <PopoverCell
      status="shared"
      label={t('seating.grid.sharedLabel', {
        where,
        count,
        names: holders.map((h) => nameOf(t, h)).join(', '),
      })}
      text={count}
      title={t('seating.grid.title', { seat, who: count })}
    >
      {holders.map((h) => (
        <div key={`${h.source}-${h.source_id}`}>
          <Text size="sm" fw={600}>
            {h.window} · {nameOf(t, h)}
          </Text>
          <Text size="xs" c="dimmed">
            {sourceOf(t, h)}, {periodOf(t, h)}
          </Text>
          <PauseNote holder={h} />
        </div>
      ))}
    </PopoverCell>
  );
}
