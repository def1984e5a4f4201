import { Button, Group, Stack, Text } from '@mantine/core';
import type { TReminderDelivery, TReminderKind, TReminderLang, TReminderLogEntry } from '@studydesk/contract';
import { useState } from 'react';
import { type Translate, useT } from '../../../i18n/use-t.ts';
import { deliveryText, useSendReminder } from '../api/reminders.ts';

const REMINDER_LANGUAGES: Array<{ value: TReminderLang; label: string }> = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'हिन्दी' },
];

/**
 * English or Hindi for the reminders of a list: two toggle buttons (a SegmentedControl would bring
 * Mantine's floating indicator and ~20 KB more to the owner's first screen).
 */
export function ReminderLanguage({
  value,
  onChange,
}: {
  value: TReminderLang;
  onChange(v: TReminderLang): void;
}) {
  const t = useT();
  return (
    <Group gap={4} role="group" aria-label={t('reminders.language')} wrap="nowrap">
      {REMINDER_LANGUAGES.map((language) => (
        <Button
          key={language.value}
          lang={language.value}
          size="compact-xs"
          variant={language.value === value ? 'filled' : 'default'}
          aria-pressed={language.value === value}
          onClick={() => onChange(language.value)}
        >
          {language.label}
        </Button>
      ))}
    </Group>
  );
}

/** 'reminded 5 min ago by Asha', in the language shown. */
function remindedAgo(t: Translate, createdAt: string, by: string, now = Date.now()) {
  const minutes = Math.max(0, Math.round((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 1) return t('reminders.justNow', { by });
  if (minutes < 60) return t('reminders.minutesAgo', { count: minutes, by });
  if (minutes < 1440) return t('reminders.hoursAgo', { count: Math.round(minutes / 60), by });
  return t('reminders.daysAgo', { count: Math.round(minutes / 1440), by });
}

/** WhatsApp and SMS for one student, and when they were last reminded. */
export function RemindButtons({
  studentId,
  name,
  kind,
  lang,
  last,
}: {
  studentId: number;
  name: string;
  kind: TReminderKind;
  lang: TReminderLang;
  last?: TReminderLogEntry;
}) {
  const t = useT();
  const send = useSendReminder();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<TReminderDelivery | null>(null);
  const go = async (channel: 'whatsapp' | 'sms') => {
    setBusy(channel);
    const prepared = await send({ studentId, name, kind, channel, lang });
    setOutcome(prepared?.delivery ?? null);
    setBusy(null);
  };
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <Button
          size="compact-sm"
          loading={busy === 'whatsapp'}
          onClick={() => go('whatsapp')}
          aria-label={t('reminders.onWhatsapp', { name })}
        >
          WhatsApp
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          loading={busy === 'sms'}
          onClick={() => go('sms')}
          aria-label={t('reminders.bySms', { name })}
        >
          SMS
        </Button>
      </Group>
      {outcome ? (
        <Text size="xs" c={outcome.status === 'sent' ? 'green' : 'red'} role="status">
          {deliveryText(t, name, outcome)}
        </Text>
      ) : last ? (
        <Text size="xs" c="dimmed">
          {remindedAgo(t, last.created_at, last.sent_by)}
        </Text>
      ) : null}
    </Stack>
  );
}
