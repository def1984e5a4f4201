import { Group, NumberInput, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZUpdateSettingsRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { useSession } from '../../../lib/session.tsx';
import { type FormMessageValue, SubmitWithMessage } from '../../common/form-message.tsx';
import { settingsQuery, useSaveSettings } from '../api/settings.ts';

/** The library's seat and locker capacity (the UPI ID is with the library's identity). */
export function CapacitySettings() {
  const t = useT();
  const { user } = useSession();
  const current = useQuery(settingsQuery);
  const save = useSaveSettings();
  const form = useForm({
    initialValues: { totalSeats: 0 as number | string, totalLockers: 0 as number | string },
    validate: contractValidate(ZUpdateSettingsRequest),
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!current.data) return;
    const { totalSeats, totalLockers } = current.data;
    setValues({ totalSeats, totalLockers });
    resetDirty({ totalSeats, totalLockers });
  }, [current.data, setValues, resetDirty]);

  const submit = form.onSubmit((values) =>
    save.mutate({
      adminId: user?.id,
      totalSeats: Number(values.totalSeats),
      totalLockers: Number(values.totalLockers),
    }),
  );
  const message: FormMessageValue | null = save.isSuccess
    ? { kind: 'success', text: t('account.capacity.saved') }
    : save.isError
      ? { kind: 'error', text: messageOf(save.error, t('account.capacity.saveFailed')) }
      : null;

  return (
    <Stack gap="sm" maw={520}>
      <Title order={2} size="h3">
        {t('account.capacity.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('account.capacity.intro')}
      </Text>
      <Paper withBorder p="lg" radius="md">
        {current.isPending ? (
          <Skeleton h={120} />
        ) : (
          <form onSubmit={submit}>
            <Stack gap="sm">
              <Group grow>
                <NumberInput
                  label={t('account.capacity.seats')}
                  min={0}
                  max={5000}
                  allowDecimal={false}
                  {...form.getInputProps('totalSeats')}
                />
                <NumberInput
                  label={t('account.capacity.lockers')}
                  min={0}
                  max={5000}
                  allowDecimal={false}
                  {...form.getInputProps('totalLockers')}
                />
              </Group>
              <SubmitWithMessage
                label={t('account.capacity.save')}
                pending={save.isPending}
                message={message}
              />
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
