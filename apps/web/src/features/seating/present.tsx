import { Text } from '@mantine/core';
import { formatDay } from '@studydesk/contract';

/** '1 Dec 2026 → 30 Dec 2026' on one line, or '—' for a plan with no student yet. */
export function planDates(p: { starts_on: string | null; ends_on: string | null }) {
  if (!p.starts_on || !p.ends_on) return '—';
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDay(p.starts_on)} → {formatDay(p.ends_on)}
    </Text>
  );
}
