import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TPlaceKind, ZPlacesBulkRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { settingsQuery } from '../../settings/api/settings.ts';
import { placesQuery, useAddPlaces } from '../api/places.ts';
import { PlaceBadges } from './place-badges.tsx';

const NOUN = { seat: 'seats', locker: 'lockers' } as const;

/** The library's numbered seats and lockers: add in bulk ('A1-A40'), rename, retire, restore. */
export function PlacesPanel() {
  const add = useAddPlaces();
  const form = useForm({
    initialValues: { kind: 'seat' as TPlaceKind, labels: '' },
    validate: contractValidate(ZPlacesBulkRequest),
  });
  const kind = form.values.kind;
  const places = useQuery(placesQuery(kind));
  const settings = useQuery(settingsQuery);
  const rows = places.data ?? [];
  const active = rows.filter((p) => p.active).length;
  const total = kind === 'seat' ? settings.data?.totalSeats : settings.data?.totalLockers;
  const submit = form.onSubmit((values) =>
    add.mutate(values, { onSuccess: () => form.setFieldValue('labels', '') }),
  );
  const serverError = add.isError ? messageOf(add.error, `Failed to add ${NOUN[kind]}.`) : null;

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={3} size="h4">
              Seats and lockers
            </Title>
            <Text size="sm" c="dimmed">
              {total === undefined ? ' ' : `${active} of ${total} ${NOUN[kind]} set up (total from Settings)`}
            </Text>
          </div>
          <SegmentedControl
            value={kind}
            onChange={(v) => {
              form.setValues({ kind: v as TPlaceKind });
              form.clearErrors();
              add.reset();
            }}
            data={[
              { value: 'seat', label: 'Seats' },
              { value: 'locker', label: 'Lockers' },
            ]}
          />
        </Group>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={`Add ${NOUN[kind]}`}
              placeholder={kind === 'seat' ? 'A1-A40, B1-B20' : '1-30'}
              description="Ranges with a dash, several separated by commas"
              w={{ base: '100%', sm: 320 }}
              {...form.getInputProps('labels')}
              error={form.errors.labels ?? serverError}
            />
            <Button type="submit" loading={add.isPending}>
              Add
            </Button>
          </Group>
        </form>
        {places.isError ? (
          <Text c="red" size="sm" role="alert">
            Failed to load {NOUN[kind]}.
          </Text>
        ) : rows.length === 0 && !places.isPending ? (
          <Text c="dimmed" size="sm">
            No {NOUN[kind]} yet. Add them above, e.g. 'A1-A40'.
          </Text>
        ) : (
          <PlaceBadges places={rows} label={`The library's ${NOUN[kind]}`} />
        )}
      </Stack>
    </Paper>
  );
}
