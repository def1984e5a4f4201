import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZEventForm } from '@studydesk/contract';
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
  const add = useAddEvent();
  const form = useForm<Fields>({
    initialValues: EMPTY,
    validate: contractValidate<Fields>(ZEventForm, {
      fields: ['title', 'date', 'desktop_image', 'mobile_image', 'description'],
      message: 'All fields including images are required',
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
            <TextInput label="Title" {...form.getInputProps('title')} />
            <DateField
              label="Date"
              value={form.values.date}
              onChange={(value) => form.setFieldValue('date', value)}
              error={form.errors.date}
            />
            <ImageInput label="Desktop image" {...form.getInputProps('desktop_image')} />
            <ImageInput label="Mobile image" {...form.getInputProps('mobile_image')} />
          </SimpleGrid>
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          {full ? (
            <Alert color="yellow" variant="light">
              Maximum 3 events allowed
            </Alert>
          ) : null}
          {add.isError ? (
            <Text c="red" size="sm" role="alert">
              {messageOf(add.error, 'Failed to add event')}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" disabled={full} loading={add.isPending}>
              Add Event
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
