import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TPause, TPauseStatus } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import type { Translate } from '../../../i18n/use-t.ts';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDate } from '../../common/format.ts';
import { pausesQuery, useDecidePause } from '../api/pauses.ts';

const STATUS_COLOR: Record<TPauseStatus, string> = {
  Pending: 'orange',
  Approved: 'green',
  Refused: 'red',
  Cancelled: 'gray',
};

export const pauseStatus = (t: Translate, s: TPauseStatus) =>
  ({
    Pending: t('pauses.status.pending'),
    Approved: t('pauses.status.approved'),
    Refused: t('pauses.status.refused'),
    Cancelled: t('pauses.status.cancelled'),
  })[s];

/**
 * Pauses as cards (they read the same at 390 px and on a desk screen): who, which seat, the
 * dates, the status and the plan's end. `desk`: approve or refuse a request, withdraw a pause;
 * otherwise the student withdraws their own request while it waits.
 */
export function PauseList({
  filter,
  desk,
  showName,
  emptyText,
}: {
  filter: { status?: TPauseStatus; studentId?: number };
  desk: boolean;
  showName: boolean;
  emptyText: string;
}) {
  const t = useT();
  const list = useQuery(pausesQuery(filter));
  const decide = useDecidePause();
  if (list.isPending) return <Skeleton h={72} radius="md" />;
  if (list.isError) return <Alert color="red">{messageOf(list.error, t('pauses.loadFailed'))}</Alert>;
  if (list.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  const act = (p: TPause, decision: 'approve' | 'refuse' | 'cancel', label: string, color?: string) => (
    <Button
      size="compact-sm"
      variant={decision === 'approve' ? 'filled' : 'light'}
      color={color}
      loading={decide.isPending && decide.variables?.id === p.id && decide.variables.decision === decision}
      onClick={() => decide.mutate({ id: p.id, decision })}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap="xs">
      {list.data.map((p) => (
        <Paper key={p.id} withBorder p="sm" radius="md">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2}>
              {showName ? <Text fw={600}>{p.student_name}</Text> : null}
              <Text size="sm">
                {t('pauses.line', {
                  seat: p.seat_number,
                  from: formatDate(p.starts_on),
                  to: formatDate(p.ends_on),
                })}{' '}
                · {t('pauses.days', { count: p.days })}
              </Text>
              {p.reason ? (
                <Text size="xs" c="dimmed">
                  {p.reason}
                </Text>
              ) : null}
              {p.status === 'Approved' && p.plan_ends_on ? (
                <Text size="xs">
                  {t('pauses.endsOn', { date: formatDate(p.plan_ends_on) })} ·{' '}
                  {p.seat_kept ? t('pauses.seatKept') : t('pauses.seatFreed')}
                </Text>
              ) : null}
            </Stack>
            <Badge color={STATUS_COLOR[p.status]} variant="light">
              {pauseStatus(t, p.status)}
            </Badge>
          </Group>
          <Group gap="xs" mt="xs">
            {desk && p.status === 'Pending' ? act(p, 'approve', t('pauses.approve')) : null}
            {desk && p.status === 'Pending' ? act(p, 'refuse', t('pauses.refuse'), 'red') : null}
            {(desk && p.status === 'Approved') || p.status === 'Pending'
              ? act(p, 'cancel', t('pauses.cancel'), 'gray')
              : null}
          </Group>
        </Paper>
      ))}
      {decide.isError ? (
        <Text c="red" size="sm" role="alert">
          {messageOf(decide.error, t('pauses.failed'))}
        </Text>
      ) : null}
    </Stack>
  );
}
