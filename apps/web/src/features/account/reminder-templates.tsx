import { Button, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { REMINDER_FIELDS, type TReminderTemplates } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { notifySuccess } from '../common/feedback.tsx';

const FIELDS = [
  ['dues', 'en', 'Dues reminder (English)'],
  ['dues', 'hi', 'Dues reminder (Hindi)'],
  ['expiry', 'en', 'Expiry reminder (English)'],
  ['expiry', 'hi', 'Expiry reminder (Hindi)'],
] as const;

/** Settings: the wording of WhatsApp/SMS reminders, in English and Hindi. */
export function ReminderTemplatesCard() {
  const client = useQueryClient();
  const q = useQuery({
    queryKey: ['reminders', 'templates'],
    queryFn: () => api.get<TReminderTemplates>('/api/reminders/templates'),
  });
  const [form, setForm] = useState<TReminderTemplates | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (q.data) setForm(q.data);
  }, [q.data]);
  const save = async () => {
    if (!form) return;
    setPending(true);
    try {
      await api.put('/api/reminders/templates', form);
      notifySuccess('Reminder templates saved');
      setError(null);
      await client.invalidateQueries({ queryKey: ['reminders', 'templates'] });
    } catch (err) {
      setError(messageOf(err, 'Failed to save the templates.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Reminder messages
        </Title>
        <Text size="sm" c="dimmed">
          Used by the WhatsApp and SMS buttons on the dues and renewals lists. Placeholders:{' '}
          {REMINDER_FIELDS.map((f) => `{${f}}`).join(' ')}
        </Text>
        {q.isError ? (
          <Text c="red" size="sm">
            Failed to load the templates.
          </Text>
        ) : null}
        {form ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {FIELDS.map(([kind, lang, label]) => (
              <Textarea
                key={`${kind}-${lang}`}
                label={label}
                autosize
                minRows={3}
                maxLength={1000}
                value={form[kind][lang]}
                onChange={(e) => {
                  const body = e.currentTarget.value;
                  setForm((f) => (f ? { ...f, [kind]: { ...f[kind], [lang]: body } } : f));
                }}
              />
            ))}
          </SimpleGrid>
        ) : null}
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Button onClick={save} loading={pending} disabled={!form} w="fit-content">
          Save messages
        </Button>
      </Stack>
    </Paper>
  );
}
