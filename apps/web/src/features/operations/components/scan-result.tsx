import {
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TDeskScan, TDoorReason, TSeatToday } from '@studydesk/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Translate } from '../../../i18n/use-t.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { formatDate, formatRupees } from '../../common/format.ts';
import { initials } from '../../common/initials.ts';

const COLOR = { ok: 'green', warn: 'yellow', refused: 'red' } as const;

/** The server names a whole-day plan 'Whole day' in English: the desk says it in its own language. */
const shiftText = (t: Translate, shift: string | null) =>
  shift === 'Whole day' ? t('operations.desk.wholeDay') : shift;

/** The desk's words for a reason a scan warns or refuses. */
function reasonText(t: Translate, r: TDoorReason): string {
  switch (r.rule) {
    case 'card_revoked':
      return t('operations.scan.rule.cardRevoked');
    case 'plan_expired':
      return t('operations.scan.rule.planExpired', { date: r.detail ? formatDate(r.detail) : '—' });
    case 'no_plan':
      return t('operations.scan.rule.noPlan');
    case 'outside_shift':
      return t('operations.scan.rule.outsideShift', { shift: shiftText(t, r.detail) ?? '—' });
    case 'dues':
      return t('operations.scan.rule.dues', { amount: formatRupees(Number(r.detail ?? 0)) });
    case 'already_in':
      return t('operations.scan.rule.alreadyIn');
    default:
      return t('operations.scan.rule.unknownCard');
  }
}

/** Where a late student sits today, when the desk gave their seat away. */
export function seatTodayText(t: Translate, s: TSeatToday): string {
  const values = { planSeat: s.plan_seat, seat: s.seat ?? '—' };
  if (s.outcome === 'kept') return t('operations.scan.seatToday.kept', values);
  if (s.outcome === 'moved') return t('operations.scan.seatToday.moved', values);
  return t('operations.scan.seatToday.noneFree', values);
}

function headline(t: Translate, scan: TDeskScan): string {
  const name = scan.student?.name ?? '';
  if (!scan.student) return t('operations.scan.unknown');
  if (scan.overridden) {
    return scan.action === 'checked_out'
      ? t('operations.scan.overriddenOut', { name })
      : t('operations.scan.overriddenIn', { name });
  }
  if (scan.action === 'checked_in') return t('operations.scan.checkedIn', { name });
  if (scan.action === 'checked_out') return t('operations.scan.checkedOut', { name });
  return t('operations.scan.refused', { name });
}

/**
 * A scan's verdict, large: green (in or out), amber (let in, with warnings), red (refused, with the
 * reasons and 'Let in anyway' for a reason). The photo, seat, shift and validity are a second look.
 */
export function ScanResult({
  scan,
  overriding,
  onOverride,
}: {
  scan: TDeskScan;
  overriding: boolean;
  onOverride: (reason: string) => void;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const color = scan.overridden ? 'yellow' : COLOR[scan.verdict];
  const s = scan.student;
  const role = useSession().user?.role;
  const canOverride = s && scan.verdict === 'refused' && !scan.overridden;
  const submit = () => {
    if (!reason.trim()) return setError(t('operations.scan.reasonRequired'));
    setError(null);
    onOverride(reason.trim());
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      bg={`${color}.0`}
      style={{ borderColor: `var(--mantine-color-${color}-6)`, borderWidth: 3 }}
      data-testid="scan-result"
      data-verdict={scan.overridden ? 'overridden' : scan.verdict}
      role="status"
      aria-live="polite"
    >
      <Group align="flex-start" wrap="wrap" gap="lg">
        <Avatar
          src={s?.photo_url ?? null}
          alt={s ? s.name : t('operations.scan.noPhoto')}
          size={112}
          radius="md"
          color="cyan"
        >
          {s ? initials(s.name) : '?'}
        </Avatar>
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <Title order={2} size="h3">
            {headline(t, scan)}
          </Title>
          {s ? (
            <>
              <Text c="dimmed" size="sm">
                {s.student_code}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {/* A late student moved for today sits where the desk says, not at their plan's seat. */}
                {scan.seat_today?.outcome === 'moved' && scan.seat_today.seat ? (
                  <Fact
                    label={t('operations.scan.seat')}
                    value={scan.seat_today.seat}
                    badge={t('operations.scan.seatToday.todayOnly')}
                    badgeColor="cyan"
                  />
                ) : (
                  <Fact label={t('operations.scan.seat')} value={s.seat ?? t('operations.scan.none')} />
                )}
                <Fact
                  label={t('operations.scan.shift')}
                  value={shiftText(t, s.shift) ?? t('operations.scan.none')}
                />
                <Fact
                  label={t('operations.scan.validTill')}
                  value={s.valid_till ? formatDate(s.valid_till) : t('operations.scan.none')}
                  badge={
                    s.validity === 'valid'
                      ? t('operations.scan.validity.valid')
                      : s.validity === 'expired'
                        ? t('operations.scan.validity.expired')
                        : t('operations.scan.validity.none')
                  }
                  badgeColor={s.validity === 'valid' ? 'green' : 'red'}
                />
                <Fact label={t('operations.scan.due')} value={formatRupees(s.due)} />
              </SimpleGrid>
            </>
          ) : (
            <Text size="sm">{t('operations.scan.unknownHelp')}</Text>
          )}
          {scan.seat_today ? (
            <Alert
              color={scan.seat_today.outcome === 'none_free' ? 'orange' : 'cyan'}
              variant="filled"
              data-testid="seat-today"
              p="sm"
            >
              <Text fw={700} size="md">
                {seatTodayText(t, scan.seat_today)}
              </Text>
            </Alert>
          ) : null}
          {scan.reasons.length > 0 ? (
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {scan.reasons.map((r) => (
                <Group key={r.rule} gap="xs" component="li" wrap="nowrap">
                  <Badge
                    color={r.refuses ? 'red' : 'yellow'}
                    variant="filled"
                    size="sm"
                    style={{ flex: 'none' }}
                  >
                    {r.refuses ? t('operations.scan.refuses') : t('operations.scan.warns')}
                  </Badge>
                  <Text size="sm">{reasonText(t, r)}</Text>
                </Group>
              ))}
            </Stack>
          ) : null}
          <Group gap="xs">
            {s && scan.reasons.some((r) => r.rule === 'plan_expired' || r.rule === 'dues') ? (
              <Button
                component={Link}
                to={`/${role === 'admin' ? 'admin' : 'staff'}/money?tab=record&student=${s.id}`}
                variant="light"
                size="sm"
              >
                {t('operations.scan.renew')}
              </Button>
            ) : null}
            {canOverride && !asking ? (
              <Button color="red" variant="outline" size="sm" onClick={() => setAsking(true)}>
                {t('operations.scan.letIn')}
              </Button>
            ) : null}
          </Group>
          {canOverride && asking ? (
            <Group align="flex-end" wrap="wrap" gap="xs">
              <TextInput
                label={t('operations.scan.reason')}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') submit();
                }}
                error={error}
                maxLength={300}
                w={{ base: '100%', sm: 320 }}
                data-autofocus
              />
              <Button color="red" onClick={submit} loading={overriding}>
                {t('operations.scan.confirmLetIn')}
              </Button>
              <Button variant="default" onClick={() => setAsking(false)}>
                {t('operations.scan.cancel')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

function Fact({
  label,
  value,
  badge,
  badgeColor,
}: {
  label: string;
  value: string;
  badge?: string;
  badgeColor?: string;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg" lh={1.2}>
        {value}
      </Text>
      {badge ? (
        <Badge size="xs" color={badgeColor} variant="light">
          {badge}
        </Badge>
      ) : null}
    </div>
  );
}
