import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TReminderKind, TReminderLang } from '@studydesk/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useSendReminder } from '../api/reminders.ts';

export interface BulkTarget {
  studentId: number;
  name: string;
  detail: string;
}

/** Walks a list one student at a time: send on WhatsApp (or skip), then the next. */
export function BulkReminders({
  targets,
  kind,
  lang,
}: {
  targets: BulkTarget[];
  kind: TReminderKind;
  lang: TReminderLang;
}) {
  const t = useT();
  const send = useSendReminder();
  const [index, setIndex] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const current = index === null ? null : targets[index];
  const next = () => setIndex((i) => (i === null || i + 1 >= targets.length ? null : i + 1));
  const sendCurrent = async () => {
    if (!current) return;
    setBusy(true);
    const done = await send({
      studentId: current.studentId,
      name: current.name,
      kind,
      channel: 'whatsapp',
      lang,
    });
    setBusy(false);
    if (done) next();
  };
  return (
    <>
      <Button variant="light" disabled={targets.length === 0} onClick={() => setIndex(0)}>
        {t('reminders.oneByOne', { count: targets.length })}
      </Button>
      <Modal opened={current !== null} onClose={() => setIndex(null)} title={t('reminders.oneByOneTitle')}>
        {current ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('reminders.position', { index: (index ?? 0) + 1, count: targets.length })}
            </Text>
            <Text fw={700}>{current.name}</Text>
            <Text size="sm">{current.detail}</Text>
            <Group>
              <Button loading={busy} onClick={sendCurrent}>
                {t('reminders.send')}
              </Button>
              <Button variant="default" onClick={next}>
                {t('reminders.skip')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
