import { Text } from '@mantine/core';
import { formatShiftLabel, splitShiftLabel } from '@studydesk/contract/shift-label';

type ShiftLike = { name: string; start_time: string; end_time: string };

/** The text of a shift in pickers (a Select option is text): 'Morning (06:00 - 14:00)'. */
export const shiftOptionLabel = (s: ShiftLike) =>
  formatShiftLabel({ name: s.name, startTime: s.start_time, endTime: s.end_time });

/**
 * A shift as every table, grid and list shows it: its name, then its times in small dimmed
 * type; each part keeps to one line, so a shift takes at most two. Takes a shift, or a label
 * the server wrote ('Morning (06:00 - 14:00)').
 */
export function ShiftLabel({
  shift,
  label,
  size = 'sm',
}: {
  shift?: ShiftLike;
  label?: string;
  size?: 'xs' | 'sm';
}) {
  const { name, times } = shift
    ? { name: shift.name, times: `${shift.start_time} - ${shift.end_time}` }
    : splitShiftLabel(label ?? '');
  return (
    <span data-testid="shift-label">
      <Text span size={size} fw={500} style={{ whiteSpace: 'nowrap' }}>
        {name}
      </Text>
      {times ? (
        <>
          {' '}
          <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {times}
          </Text>
        </>
      ) : null}
    </span>
  );
}
