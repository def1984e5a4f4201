import { Group, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZUpdateSettingsRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { useSession } from '../../../lib/session.tsx';
import { SubmitWithMessage } from '../../common/form-message.tsx';
import { SettingsSection, saveMessage } from '../../common/settings-section.tsx';
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
  const message = saveMessage(save, {
    saved: t('account.capacity.saved'),
    failed: t('account.capacity.saveFailed'),
  });

  return (
    <SettingsSection
      title={t('account.capacity.title')}
      intro={t('account.capacity.intro')}
      width={520}
      loading={current.isPending}
      loadFailed={current.isError ? t('account.capacity.loadFailed') : null}
      skeletonHeight={120}
    >
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
          <SubmitWithMessage label={t('account.capacity.save')} pending={save.isPending} message={message} />
        </Stack>
      </form>
    </SettingsSection>
  );
}
