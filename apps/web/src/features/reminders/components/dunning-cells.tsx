import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TDunningNext, TLastMessage } from '@studydesk/contract';
import { useState } from 'react';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { DateField } from '../../common/date-field.tsx';
import { formatDate, formatDateTime } from '../../common/format.ts';
import { usePauseDunning, useResumeDunning } from '../api/dunning.ts';

const STATUS: Record<TLastMessage['status'], { key: MessageKey; color: string }> = {
  queued: { key: 'reminders.dunning.queued', color: 'gray' },
  sent: { key: 'reminders.dunning.sent', color: 'blue' },
  delivered: { key: 'reminders.dunning.delivered', color: 'teal' },
  read: { key: 'reminders.dunning.read', color: 'green' },
  failed: { key: 'reminders.dunning.failed', color: 'red' },
};

/** The last dues message a provider was asked to send: its status, channel and when. */
export function LastMessageCell({ message }: { message: TLastMessage | null }) {
  const t = useT();
  if (!message) return <Text size="sm">—</Text>;
  const status = STATUS[message.status];
  return (
    <Stack gap={2}>
      <Badge color={status.color} variant="light" w="fit-content">
        {t(status.key)}
      </Badge>
      <Text size="xs" c="dimmed">
        {t(message.channel === 'sms' ? 'reminders.dunning.bySms' : 'reminders.dunning.byWhatsapp', {
          at: formatDateTime(message.at),
        })}
      </Text>
    </Stack>
  );
}

/** The next reminder StudyDesk sends by itself: a date, paused, done or the policy off. */
export function NextReminderCell({ next }: { next: TDunningNext }) {
  const t = useT();
  const text =
    next.state === 'date'
      ? formatDate(next.date ?? '')
      : next.state === 'paused'
        ? next.date
          ? t('reminders.dunning.pausedUntil', { date: formatDate(next.date) })
          : t('reminders.dunning.paused')
        : next.state === 'done'
          ? t('reminders.dunning.done')
          : t('reminders.dunning.off');
  return <Text size="sm">{text}</Text>;
}

/** 'Pause reminders' (with an optional date they start again) or 'Resume reminders' for one student. */
export function PauseReminders({
  studentId,
  name,
  paused,
}: {
  studentId: number;
  name: string;
  paused: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [until, setUntil] = useState('');
  const pause = usePauseDunning(t('reminders.dunning.pausedFor', { name }));
  const resume = useResumeDunning(t('reminders.dunning.resumedFor', { name }));
  if (paused) {
    return (
      <Button
        size="compact-sm"
        variant="subtle"
        loading={resume.isPending}
        onClick={() => resume.mutate({ studentId })}
      >
        {t('reminders.dunning.resume')}
      </Button>
    );
  }
  return (
    <>
      <Button size="compact-sm" variant="subtle" onClick={() => setOpen(true)}>
        {t('reminders.dunning.pause')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('reminders.dunning.pauseTitle', { name })}>
        <Stack>
          <DateField
            label={t('reminders.dunning.until')}
            description={t('reminders.dunning.untilHint')}
            clearable
            value={until}
            onChange={setUntil}
          />
          <Group justify="flex-end">
            <Button
              loading={pause.isPending}
              onClick={() =>
                pause.mutate({ studentId, until: until || null }, { onSuccess: () => setOpen(false) })
              }
            >
              {t('reminders.dunning.pause')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
