import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { DateField } from '../../common/date-field.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { occupancyQuery } from '../api/occupancy.ts';
import classes from '../components/seat-map.module.css';
import { ShiftGrid } from '../components/shift-grid.tsx';

const LEGEND = [
  { status: 'occupied', label: 'Occupied' },
  { status: 'reserved', label: 'Reserved' },
  { status: 'free', label: 'Free' },
] as const;

/** Seat Occupancy Map: 60px tiles for a date (today by default, in the library's time zone). */
export function SeatMapPage() {
  return <SeatMap title="Seat Occupancy Map" description="Which seats are taken on a day." byShift />;
}

/** Students check which seats are free on a day; seats are booked through a plan or at the desk. */
export function BookSeatPage() {
  return (
    <SeatMap title="Book a Seat" description="See which seats are free on a day.">
      <Alert color="blue" variant="light">
        To take a free seat, choose a plan on the{' '}
        <Anchor component={Link} to="/student/planss">
          Plans
        </Anchor>{' '}
        page or ask at the front desk; the library assigns the seat and shift.
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
  const [date, setDate] = useState('');
  const occupancy = useQuery(occupancyQuery(date));
  const shown = date || occupancy.data?.date || '';
  const seats = occupancy.data?.seats ?? [];

  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} />
      {children}
      <Group align="flex-end" wrap="wrap" gap="lg">
        <DateField label="Date" value={shown} onChange={setDate} w={200} />
        <Group gap="md">
          {LEGEND.map((l) => (
            <Group key={l.status} gap={6}>
              <span className={`${classes.swatch} ${classes[l.status]}`} aria-hidden />
              <Text size="sm">{l.label}</Text>
            </Group>
          ))}
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        {occupancy.isPending ? (
          <Skeleton h={140} />
        ) : occupancy.isError ? (
          <Alert color="red" role="alert">
            Failed to load occupancy data.
          </Alert>
        ) : seats.length === 0 ? (
          <Text c="dimmed">No seat data available for this date.</Text>
        ) : (
          <ul className={classes.grid} aria-label="Seats">
            {seats.map((s) => (
              <Tooltip key={s.seat_number} label={`Seat ${s.seat_number}: ${s.status}`}>
                <li
                  className={`${classes.tile} ${classes[s.status]}`}
                  data-status={s.status}
                  aria-label={`Seat ${s.seat_number} ${s.status}`}
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
            By shift
          </Title>
          <Text size="sm" c="dimmed">
            Click a held cell to see who holds it, or a free cell to assign the seat for that shift.
          </Text>
          <ShiftGrid date={shown} />
        </Stack>
      ) : null}
    </Stack>
  );
}
