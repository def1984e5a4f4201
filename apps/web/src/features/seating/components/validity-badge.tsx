import { Badge } from '@mantine/core';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';

const COLOR = { Upcoming: 'blue', Active: 'green', Expiring: 'orange', Expired: 'gray' } as const;
const LABEL: Record<keyof typeof COLOR, MessageKey> = {
  Upcoming: 'seating.validity.upcoming',
  Active: 'seating.validity.active',
  Expiring: 'seating.validity.expiring',
  Expired: 'seating.validity.expired',
};

/** Where a plan stands by its dates: 'Expiring · 3 days left', 'Expired', 'Renewed'... */
export function ValidityBadge({
  validity,
  daysLeft,
  renewed = false,
}: {
  validity: keyof typeof COLOR | null;
  daysLeft: number | null;
  renewed?: boolean;
}) {
  const t = useT();
  if (!validity) return <>—</>;
  const left =
    validity === 'Expiring' && daysLeft !== null ? t('seating.validity.daysLeft', { count: daysLeft }) : '';
  return (
    <Badge
      color={COLOR[validity]}
      variant="light"
      tt="none"
      style={{ overflow: 'visible' }}
      miw="max-content"
    >
      {t(LABEL[validity])}
      {left}
      {renewed ? t('seating.validity.renewed') : ''}
    </Badge>
  );
}
