import { Button, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REMINDER_FIELDS, type TReminderTemplates, ZReminderTemplatesRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { reminderTemplatesQuery, useSaveReminderTemplates } from '../api/reminder-templates.ts';

const FIELDS = [
  ['dues.en', 'account.templates.duesEn'],
  ['dues.hi', 'account.templates.duesHi'],
  ['expiry.en', 'account.templates.expiryEn'],
  ['expiry.hi', 'account.templates.expiryHi'],
] as const;

/** Settings: the wording of WhatsApp/SMS reminders, in English and Hindi. */
export function ReminderTemplatesCard() {
  const t = useT();
  const q = useQuery(reminderTemplatesQuery);
  const save = useSaveReminderTemplates();
  const form = useForm<TReminderTemplates>({
    initialValues: { dues: { en: '', hi: '' }, expiry: { en: '', hi: '' } },
    validate: contractValidate(ZReminderTemplatesRequest),
  });
  const { initialize } = form;
  useEffect(() => {
    if (q.data) initialize(q.data);
  }, [q.data, initialize]);
  const submit = form.onSubmit((values) => save.mutate(values));

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('account.templates.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.templates.intro')} {REMINDER_FIELDS.map((f) => `{${f}}`).join(' ')}
          </Text>
          {q.isError ? (
            <Text c="red" size="sm">
              {t('account.templates.loadFailed')}
            </Text>
          ) : null}
          {form.initialized ? (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {FIELDS.map(([path, label]) => (
                <Textarea
                  key={path}
                  label={t(label)}
                  autosize
                  minRows={3}
                  maxLength={1000}
                  {...form.getInputProps(path)}
                />
              ))}
            </SimpleGrid>
          ) : null}
          {save.isError ? (
            <Text c="red" size="sm" role="alert">
              {messageOf(save.error, t('account.templates.saveFailed'))}
            </Text>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={!form.initialized} w="fit-content">
            {t('account.templates.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
