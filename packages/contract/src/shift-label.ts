// How a shift reads as text. Its own entry (`@studydesk/contract/shift-label`), free of zod, so
// the home screens that show shifts do not download the whole contract.

/** '2 hr 30 min' style duration of a shift. */
export function formatShiftDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} hr` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
}

/** A shift's times as a label shows them: '06:00 - 14:00'. */
export function formatShiftTimes(startTime: string, endTime: string): string {
  return `${startTime.slice(0, 5)} - ${endTime.slice(0, 5)}`;
}

/**
 * A shift as plans, bookings, reminders and the grid show it: 'Morning (06:00 - 14:00)'. Plans
 * keep this text; the web splits it again (`splitShiftLabel`) to set the times in small type.
 */
export function formatShiftLabel(shift: { name: string; startTime: string; endTime: string }): string {
  return `${shift.name} (${formatShiftTimes(shift.startTime, shift.endTime)})`;
}

/** A label of `formatShiftLabel` as its name and times; a label of another shape is all name. */
export function splitShiftLabel(label: string): { name: string; times: string | null } {
  const m = /^(.*\S)\s+\((\d\d:\d\d - \d\d:\d\d)\)$/.exec(label);
  return m?.[1] && m[2] ? { name: m[1], times: m[2] } : { name: label, times: null };
}
