import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TPlaceKind, ZPlacesBulkRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { settingsQuery } from '../../settings/api/settings.ts';
import { placesQuery, useAddPlaces } from '../api/places.ts';
import { PlaceBadges } from './place-badges.tsx';

/** The library's numbered seats and lockers: add in bulk ('A1-A40'), rename, retire, restore. */
export function PlacesPanel() {
  const t = useT();
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
  const serverError = add.isError ? messageOf(add.error, t('seating.places.addFailed', { kind })) : null;

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={3} size="h4">
              {t('seating.places.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {total === undefined ? ' ' : t('seating.places.setUp', { kind, active, total })}
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
              { value: 'seat', label: t('seating.places.seats') },
              { value: 'locker', label: t('seating.places.lockers') },
            ]}
          />
        </Group>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('seating.places.addLabel', { kind })}
              placeholder={kind === 'seat' ? 'A1-A40, B1-B20' : '1-30'}
              description={t('seating.places.hint')}
              w={{ base: '100%', sm: 320 }}
              {...form.getInputProps('labels')}
              error={form.errors.labels ?? serverError}
            />
            <Button type="submit" loading={add.isPending}>
              {t('seating.places.add')}
            </Button>
          </Group>
        </form>
        {places.isError ? (
          <Text c="red" size="sm" role="alert">
            {t('seating.places.loadFailed', { kind })}
          </Text>
        ) : rows.length === 0 && !places.isPending ? (
          <Text c="dimmed" size="sm">
            {t('seating.places.empty', { kind })}
          </Text>
        ) : (
          <PlaceBadges places={rows} label={t('seating.places.listLabel', { kind })} />
        )}
      </Stack>
    </Paper>
  );
}
