import { Alert, Badge, Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  type TMessageKind,
  type TMessageLogEntry,
  type TMessageStatus,
  type TScheduledNotice,
} from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../common/format.ts';
import { KeysetTable } from '../../common/keyset-table.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { type Column, RowsOrCards } from '../../common/rows-or-cards.tsx';
import { reminderKeys } from '../api/keys.ts';
import { MESSAGES_PATH, scheduledMessagesQuery } from '../api/messages.ts';

const KINDS: Record<TMessageKind, MessageKey> = {
  dues: 'account.messages.kind.dues',
  expiry: 'account.messages.kind.expiry',
  receipt: 'account.messages.kind.receipt',
  month_end: 'account.messages.kind.month_end',
  digest: 'account.messages.kind.digest',
};
const STATUSES: Record<TMessageStatus, { label: MessageKey; color: string }> = {
  queued: { label: 'account.messages.status.queued', color: 'gray' },
  sent: { label: 'account.messages.status.sent', color: 'blue' },
  delivered: { label: 'account.messages.status.delivered', color: 'teal' },
  read: { label: 'account.messages.status.read', color: 'green' },
  failed: { label: 'account.messages.status.failed', color: 'red' },
};
/** Why a message failed, in the owner's words (the desk's reasons, and two of the outbox's own). */
const REASONS: Record<NonNullable<TMessageLogEntry['reason']>, MessageKey> = {
  not_on_whatsapp: 'reminders.reason.not_on_whatsapp',
  template_missing: 'reminders.reason.template_missing',
  rate_limited: 'reminders.reason.rate_limited',
  credentials: 'reminders.reason.credentials',
  unreachable: 'reminders.reason.unreachable',
  rejected: 'reminders.reason.rejected',
  not_set_up: 'account.messages.reason.not_set_up',
  interrupted: 'account.messages.reason.interrupted',
};
const STEPS: Record<number, MessageKey> = {
  7: 'account.messages.step.week',
  1: 'account.messages.step.day',
  0: 'account.messages.step.onTheDay',
};

/**
 * Messages (owner): the plan end notices of the coming week and what waits to go out, then every
 * message sent, newest first, by kind, status or student, with why one failed.
 */
export function MessagesPage() {
  const t = useT();
  const [kind, setKind] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [student, setStudent] = useState<{ id: number; name: string } | null>(null);
  const filter: Record<string, string> = {
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(student ? { student_id: String(student.id) } : {}),
  };
  const statusCell = (m: TMessageLogEntry) => (
    <Stack gap={2}>
      <Badge color={STATUSES[m.status].color} variant="light" w="fit-content">
        {t(STATUSES[m.status].label)}
      </Badge>
      {m.reason ? (
        <Text size="sm" c="red.8">
          {t(REASONS[m.reason])}
        </Text>
      ) : null}
      {m.error ? (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
          {m.error}
        </Text>
      ) : null}
    </Stack>
  );
  const toCell = (m: TMessageLogEntry) =>
    m.student_id === null ? (
      t('account.messages.toOwner')
    ) : (
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        title={t('account.messages.onlyThisStudent')}
        onClick={() => setStudent({ id: m.student_id ?? 0, name: m.student_name ?? '' })}
      >
        {m.student_name}
      </Button>
    );
  const columns: Column<TMessageLogEntry>[] = [
    { header: t('account.messages.column.when'), cell: (m) => formatDateTime(m.created_at) },
    { header: t('account.messages.column.to'), cell: toCell },
    {
      header: t('account.messages.column.message'),
      cell: (m) =>
        `${t(KINDS[m.kind])} · ${t(m.channel === 'whatsapp' ? 'account.messages.whatsapp' : 'account.messages.sms')}`,
    },
    { header: t('account.messages.column.status'), cell: statusCell },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('account.messages.title')} description={t('account.messages.description')} />
      <ComingUp />
      <Title order={2} size="h4">
        {t('account.messages.sentTitle')}
      </Title>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t('account.messages.kindFilter')}
          placeholder={t('account.messages.all')}
          data={MESSAGE_KINDS.map((k) => ({ value: k, label: t(KINDS[k]) }))}
          value={kind}
          onChange={setKind}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('account.messages.statusFilter')}
          placeholder={t('account.messages.all')}
          data={MESSAGE_STATUSES.map((s) => ({ value: s, label: t(STATUSES[s].label) }))}
          value={status}
          onChange={setStatus}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        {student ? (
          <Button variant="light" onClick={() => setStudent(null)}>
            {t('account.messages.showEveryone', { name: student.name })}
          </Button>
        ) : null}
      </Group>
      <KeysetTable
        path={MESSAGES_PATH}
        queryKey={reminderKeys.messages()}
        columns={columns}
        filter={filter}
        emptyText={t('account.messages.empty')}
        errorText={t('account.messages.loadFailed')}
      />
    </Stack>
  );
}

/** The notices due in the coming 7 days (computed from the plans) and the messages queued. */
function ComingUp() {
  const t = useT();
  const q = useQuery(scheduledMessagesQuery);
  const noticeColumns: Column<TScheduledNotice>[] = [
    { header: t('account.messages.column.goesOut'), cell: (n) => formatDate(n.day) },
    { header: t('account.messages.column.to'), cell: (n) => n.student_name },
    {
      header: t('account.messages.column.plan'),
      cell: (n) =>
        t(n.plan === 'seat' ? 'account.messages.seatEnds' : 'account.messages.lockerEnds', {
          place: n.place,
          date: formatDate(n.ends_on),
        }),
    },
    {
      header: t('account.messages.column.notice'),
      cell: (n) => t(STEPS[n.days_before] ?? 'account.messages.step.day'),
    },
  ];
  const queuedColumns: Column<TMessageLogEntry>[] = [
    { header: t('account.messages.column.when'), cell: (m) => formatDateTime(m.created_at) },
    { header: t('account.messages.column.to'), cell: (m) => m.student_name ?? t('account.messages.toOwner') },
    { header: t('account.messages.column.message'), cell: (m) => t(KINDS[m.kind]) },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('account.messages.comingUp')}
      </Title>
      {q.isError ? (
        <Alert color="red">{messageOf(q.error, t('account.messages.scheduledFailed'))}</Alert>
      ) : !q.data ? (
        <Stack gap="xs" aria-label={t('account.messages.loading')}>
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <>
          {q.data.sends_notices ? null : <Alert color="yellow">{t('account.messages.noProvider')}</Alert>}
          <Paper withBorder radius="md">
            <RowsOrCards
              rows={q.data.notices}
              columns={noticeColumns}
              rowKey={(n) => `${n.day}:${n.student_id}`}
              loading={false}
              error={null}
              emptyText={t('account.messages.noNotices')}
              label={t('account.messages.comingUp')}
              minWidth={640}
            />
          </Paper>
          {q.data.queued.length > 0 ? (
            <>
              <Text fw={500}>{t('account.messages.queuedTitle')}</Text>
              <Paper withBorder radius="md">
                <RowsOrCards
                  rows={q.data.queued}
                  columns={queuedColumns}
                  rowKey={(m) => m.id}
                  loading={false}
                  error={null}
                  emptyText=""
                  label={t('account.messages.queuedTitle')}
                  minWidth={560}
                />
              </Paper>
            </>
          ) : null}
        </>
      )}
    </Stack>
  );
}
