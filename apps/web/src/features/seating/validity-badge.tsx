import { Badge } from '@mantine/core';

const COLOR = { Upcoming: 'blue', Active: 'green', Expiring: 'orange', Expired: 'gray' } as const;

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
  if (!validity) return <>—</>;
  const left =
    validity === 'Expiring' && daysLeft !== null ? ` · ${daysLeft} day${daysLeft === 1 ? '' : 's'} left` : '';
  return (
    <Badge
      color={COLOR[validity]}
      variant="light"
      tt="none"
      style={{ overflow: 'visible' }}
      miw="max-content"
    >
      {validity}
      {left}
      {renewed ? ' · renewed' : ''}
    </Badge>
  );
}
