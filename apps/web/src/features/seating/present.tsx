import { Text } from '@mantine/core';
import { formatDate } from '../common/format.ts';

/** '1 Dec 2026 → 30 Dec 2026' on one line, or '—' for a plan with no student yet. */
export function planDates(p: { starts_on: string | null; ends_on: string | null }) {
  if (!p.starts_on || !p.ends_on) return '—';
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(p.starts_on)} → {formatDate(p.ends_on)}
    </Text>
  );
}
