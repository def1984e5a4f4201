import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { DateField } from '../../common/date-field.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { occupancyQuery } from '../api/occupancy.ts';
import classes from '../components/seat-map.module.css';
import { ShiftGrid } from '../components/shift-grid.tsx';

const LEGEND = [
  { status: 'occupied', label: 'seating.seatMap.occupied' },
  { status: 'reserved', label: 'seating.seatMap.reserved' },
  { status: 'free_today', label: 'seating.seatMap.freeToday' },
  { status: 'free', label: 'seating.seatMap.free' },
] as const;
const STATE: Record<string, MessageKey> = {
  occupied: 'seating.seatMap.state.occupied',
  reserved: 'seating.seatMap.state.reserved',
  free_today: 'seating.seatMap.state.freeToday',
  free: 'seating.seatMap.state.free',
};

/** Seat Occupancy Map: 60px tiles for a date (today by default, in the library's time zone). */
export function SeatMapPage() {
  const t = useT();
  return (
    <SeatMap title={t('seating.seatMap.title')} description={t('seating.seatMap.description')} byShift />
  );
}

/** Students check which seats are free on a day; seats are booked through a plan or at the desk. */
export function BookSeatPage() {
  const t = useT();
  return (
    <SeatMap title={t('seating.seatMap.bookTitle')} description={t('seating.seatMap.bookDescription')}>
      <Alert color="blue" variant="light">
        {t('seating.seatMap.bookHintBefore')}{' '}
        <Anchor component={Link} to="/student/planss">
          {t('seating.seatMap.bookHintLink')}
        </Anchor>{' '}
        {t('seating.seatMap.bookHintAfter')}
      </Alert>
    </SeatMap>
  );
}

function SeatMap({
  title,
  description,
  byShift = false,
  children,
}: {
  title: string;
  description: string;
  /** Adds the seat x shift grid (who holds what; the desk only). */
  byShift?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const [date, setDate] = useState('');
  const occupancy = useQuery(occupancyQuery(date));
  const shown = date || occupancy.data?.date || '';
  const seats = occupancy.data?.seats ?? [];

  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} />
      {children}
      <Group align="flex-end" wrap="wrap" gap="lg">
        <DateField label={t('seating.seatMap.date')} value={shown} onChange={setDate} w={200} />
        <Group gap="md">
          {LEGEND.map((l) => (
            <Group key={l.status} gap={6}>
              <span className={`${classes.swatch} ${classes[l.status]}`} aria-hidden />
              <Text size="sm">{t(l.label)}</Text>
            </Group>
          ))}
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        {occupancy.isPending ? (
          <Skeleton h={140} />
        ) : occupancy.isError ? (
          <Alert color="red" role="alert">
            {t('seating.seatMap.failed')}
          </Alert>
        ) : seats.length === 0 ? (
          <Text c="dimmed">{t('seating.seatMap.empty')}</Text>
        ) : (
          <ul className={classes.grid} aria-label={t('seating.seatMap.seats')}>
            {seats.map((s) => (
              <Tooltip
                key={s.seat_number}
                label={t('seating.seatMap.tile', {
                  seat: s.seat_number,
                  status: t(STATE[s.status] ?? 'seating.seatMap.state.free'),
                })}
              >
                <li
                  className={`${classes.tile} ${classes[s.status]}`}
                  data-status={s.status}
                  aria-label={t('seating.seatMap.tileLabel', {
                    seat: s.seat_number,
                    status: t(STATE[s.status] ?? 'seating.seatMap.state.free'),
                  })}
                >
                  {s.seat_number}
                </li>
              </Tooltip>
            ))}
          </ul>
        )}
      </Paper>
      {byShift && shown ? (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('seating.seatMap.byShift')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('seating.seatMap.byShiftHint')}
          </Text>
          <ShiftGrid date={shown} />
        </Stack>
      ) : null}
    </Stack>
  );
}
