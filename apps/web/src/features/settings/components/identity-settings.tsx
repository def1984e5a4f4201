import { Button, FileButton, Group, Image, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZLibraryIdentityRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { SubmitWithMessage } from '../../common/form-message.tsx';
import { SettingsSection, saveMessage } from '../../common/settings-section.tsx';
import { identityQuery, useRemoveLogo, useSaveIdentity, useUploadLogo } from '../api/settings.ts';

const EMPTY = { name: '', address: '', phone: '', upiId: '' };

/**
 * The library's identity, which receipts, ID cards, reminders and the student home show: its
 * name, address, phone, UPI ID and logo. The owner's own section of Settings.
 */
export function IdentitySettings() {
  const t = useT();
  const current = useQuery(identityQuery);
  const save = useSaveIdentity();
  const upload = useUploadLogo();
  const removeLogo = useRemoveLogo();
  const form = useForm({ initialValues: EMPTY, validate: contractValidate(ZLibraryIdentityRequest) });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!current.data) return;
    const { name, address, phone, upiId } = current.data;
    setValues({ name, address, phone, upiId });
    resetDirty({ name, address, phone, upiId });
  }, [current.data, setValues, resetDirty]);

  const submit = form.onSubmit((values) => save.mutate(values));
  const message = saveMessage(save, {
    saved: t('account.identity.saved'),
    failed: t('account.identity.saveFailed'),
  });
  const logoError = upload.isError
    ? messageOf(upload.error, t('account.identity.uploadFailed'))
    : removeLogo.isError
      ? messageOf(removeLogo.error, t('account.identity.removeFailed'))
      : null;
  const logo = current.data?.logo;

  return (
    <SettingsSection
      title={t('account.identity.title')}
      intro={t('account.identity.intro')}
      width={520}
      loading={current.isPending}
      loadFailed={current.isError ? t('account.identity.loadFailed') : null}
      skeletonHeight={260}
    >
      <Stack gap="md">
        <Group gap="md" align="center" wrap="nowrap">
          {logo ? (
            <Image
              src={`/api/${logo}`}
              alt={t('account.identity.logoAlt')}
              w={64}
              h={64}
              fit="contain"
              radius="sm"
            />
          ) : (
            <Paper withBorder w={64} h={64} radius="sm" style={{ display: 'grid', placeItems: 'center' }}>
              <Text size="xs" c="dimmed">
                {t('account.identity.noLogo')}
              </Text>
            </Paper>
          )}
          <Stack gap={4}>
            <Group gap="xs">
              <FileButton
                accept="image/png,image/jpeg,image/webp,image/gif"
                onChange={(f) => f && upload.mutate(f)}
              >
                {(props) => (
                  <Button {...props} size="xs" variant="light" loading={upload.isPending}>
                    {logo ? t('account.identity.change') : t('account.identity.upload')}
                  </Button>
                )}
              </FileButton>
              {logo ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={removeLogo.isPending}
                  onClick={() => removeLogo.mutate(undefined)}
                >
                  {t('account.identity.remove')}
                </Button>
              ) : null}
            </Group>
            <Text size="xs" c={logoError ? 'red' : 'dimmed'} role={logoError ? 'alert' : undefined}>
              {logoError ?? t('account.identity.logoHint')}
            </Text>
          </Stack>
        </Group>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('account.identity.name')}
              withAsterisk
              maxLength={120}
              {...form.getInputProps('name')}
            />
            <Textarea
              label={t('account.identity.address')}
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps('address')}
            />
            <TextInput
              label={t('account.identity.phone')}
              placeholder="98765 43210"
              inputMode="tel"
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t('account.identity.upi')}
              description={t('account.identity.upiHint')}
              placeholder="library@okbank"
              {...form.getInputProps('upiId')}
            />
            <SubmitWithMessage
              label={t('account.identity.save')}
              pending={save.isPending}
              message={message}
            />
          </Stack>
        </form>
      </Stack>
    </SettingsSection>
  );
}
