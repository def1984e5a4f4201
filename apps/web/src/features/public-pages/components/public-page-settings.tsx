import {
  Anchor,
  Button,
  FileButton,
  Group,
  Image,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { TPublicPageSettings } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { SubmitWithMessage } from '../../common/form-message.tsx';
import { SettingsSection, saveMessage } from '../../common/settings-section.tsx';
import {
  publicPageSettingsQuery,
  useAddPublicPhoto,
  useRemovePublicPhoto,
  useSavePublicPage,
} from '../api/public-page-settings.ts';

/** The library's public page (`/l/<address>`): on or off, its address, a description, facilities and photos. */
export function PublicPageSettings() {
  const t = useT();
  const current = useQuery(publicPageSettingsQuery);
  return (
    <SettingsSection
      title={t('account.publicPage.title')}
      intro={t('account.publicPage.intro')}
      width={520}
      loading={current.isPending}
      loadFailed={current.isError ? t('account.publicPage.loadFailed') : null}
      skeletonHeight={260}
    >
      {current.data && <PublicPageForm current={current.data} />}
    </SettingsSection>
  );
}

function PublicPageForm({ current }: { current: TPublicPageSettings }) {
  const t = useT();
  const save = useSavePublicPage();
  const addPhoto = useAddPublicPhoto();
  const removePhoto = useRemovePublicPhoto();
  const [enabled, setEnabled] = useState(current.enabled);
  const [slug, setSlug] = useState(current.slug);
  const [description, setDescription] = useState(current.description);
  const [facilities, setFacilities] = useState(current.facilities.join(', '));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({
      enabled,
      slug,
      description,
      facilities: facilities
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
    });
  };
  const message = saveMessage(save, {
    saved: t('account.publicPage.saved'),
    failed: t('account.publicPage.saveFailed'),
  });
  const photoError = addPhoto.isError
    ? messageOf(addPhoto.error, t('account.publicPage.uploadFailed'))
    : removePhoto.isError
      ? messageOf(removePhoto.error, t('account.publicPage.removeFailed'))
      : null;
  const address = current.slug ? `${window.location.origin}/l/${current.slug}` : null;

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Switch
            label={t('account.publicPage.enabled')}
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
          />
          <TextInput
            label={t('account.publicPage.slug')}
            description={t('account.publicPage.slugHint')}
            placeholder="gyan-library"
            withAsterisk
            value={slug}
            onChange={(e) => setSlug(e.currentTarget.value)}
          />
          <Textarea
            label={t('account.publicPage.description')}
            autosize
            minRows={2}
            maxLength={600}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <TextInput
            label={t('account.publicPage.facilities')}
            description={t('account.publicPage.facilitiesHint')}
            placeholder={t('account.publicPage.facilitiesExample')}
            value={facilities}
            onChange={(e) => setFacilities(e.currentTarget.value)}
          />
          <SubmitWithMessage
            label={t('account.publicPage.save')}
            pending={save.isPending}
            message={message}
          />
        </Stack>
      </form>
      {address && current.enabled ? (
        <Text size="sm">
          {t('account.publicPage.liveAt')}{' '}
          <Anchor href={address} target="_blank" rel="noopener noreferrer">
            {address}
          </Anchor>
        </Text>
      ) : null}
      {current.slug ? (
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('account.publicPage.photos')}
          </Text>
          <Group gap="xs">
            {current.photos.map((p, i) => (
              <Stack key={p.file} gap={2} align="center">
                <Image
                  src={p.url}
                  alt={t('account.publicPage.photoAlt', { n: i + 1 })}
                  w={96}
                  h={64}
                  radius="sm"
                />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  loading={removePhoto.isPending && removePhoto.variables === p.file}
                  onClick={() => removePhoto.mutate(p.file)}
                  aria-label={t('account.publicPage.removePhoto', { n: i + 1 })}
                >
                  {t('account.publicPage.remove')}
                </Button>
              </Stack>
            ))}
          </Group>
          {current.photos.length < 6 ? (
            <FileButton
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(file) => {
                if (!file) return;
                const form = new FormData();
                form.append('photo', file);
                addPhoto.mutate(form);
              }}
            >
              {(props) => (
                <Button {...props} size="xs" variant="light" loading={addPhoto.isPending} w="fit-content">
                  {t('account.publicPage.addPhoto')}
                </Button>
              )}
            </FileButton>
          ) : null}
          <Text size="xs" c={photoError ? 'red' : 'dimmed'} role={photoError ? 'alert' : undefined}>
            {photoError ?? t('account.publicPage.photoHint')}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
