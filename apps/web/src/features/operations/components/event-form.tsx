import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZEventForm } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { DateField } from '../../common/date-field.tsx';
import { ImageInput } from '../../common/image-input.tsx';
import { useAddEvent } from '../api/events.ts';

const EMPTY = {
  title: '',
  date: '',
  desktop_image: null as File | null,
  mobile_image: null as File | null,
  description: '',
};
type Fields = typeof EMPTY;

/** Adds an event with its desktop and mobile images; `full` (three events) disables it. */
export function EventForm({ full }: { full: boolean }) {
  const t = useT();
  const add = useAddEvent();
  const form = useForm<Fields>({
    initialValues: EMPTY,
    validate: contractValidate<Fields>(ZEventForm, {
      fields: ['title', 'date', 'desktop_image', 'mobile_image', 'description'],
      message: t('operations.manageEvents.required'),
    }),
  });
  const submit = form.onSubmit((values) => {
    const data = new FormData();
    data.append('title', values.title.trim());
    data.append('description', values.description.trim());
    data.append('date', values.date);
    data.append('status', 'Scheduled');
    data.append('desktop_image', values.desktop_image as File);
    data.append('mobile_image', values.mobile_image as File);
    add.mutate(data, { onSuccess: () => form.reset() });
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('operations.manageEvents.titleField')} {...form.getInputProps('title')} />
            <DateField
              label={t('operations.manageEvents.date')}
              value={form.values.date}
              onChange={(value) => form.setFieldValue('date', value)}
              error={form.errors.date}
            />
            <ImageInput
              label={t('operations.manageEvents.desktop')}
              {...form.getInputProps('desktop_image')}
            />
            <ImageInput label={t('operations.manageEvents.mobile')} {...form.getInputProps('mobile_image')} />
          </SimpleGrid>
          <Textarea
            label={t('operations.manageEvents.details')}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          {full ? (
            <Alert color="yellow" variant="light">
              {t('operations.manageEvents.max')}
            </Alert>
          ) : null}
          {add.isError ? (
            <Text c="red" size="sm" role="alert">
              {messageOf(add.error, t('operations.manageEvents.addFailed'))}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" disabled={full} loading={add.isPending}>
              {t('operations.manageEvents.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
