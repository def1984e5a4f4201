import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TDoorDevice } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { type Translate, useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { confirmAction } from '../../common/feedback.tsx';
import { formatDateTime } from '../../common/format.ts';
import {
  doorDevicesQuery,
  useAddDoorDevice,
  useRenewPairing,
  useRevokeDoorDevice,
} from '../api/door-devices.ts';

type Kind = TDoorDevice['kind'];
/** A link to show: a kiosk's pairing link (once, 15 minutes) or a poster's address. */
interface Shown {
  title: string;
  url: string;
  help: string;
}

/** A QR of a link with the link itself, to open on a tablet or to print on the door. */
function LinkWithQr({ shown, onClose }: { shown: Shown; onClose: () => void }) {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md" data-testid="door-link">
      <Stack gap="sm" align="center" ta="center">
        <Text fw={600}>{shown.title}</Text>
        <QRCodeSVG value={shown.url} size={220} marginSize={2} aria-label={shown.title} />
        <Text size="sm" c="dimmed" maw={460}>
          {shown.help}
        </Text>
        <Anchor href={shown.url} size="xs" style={{ wordBreak: 'break-all' }} data-testid="door-link-url">
          {shown.url}
        </Anchor>
        <Group gap="xs">
          <CopyButton value={shown.url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t('account.devices.copied') : t('account.devices.copy')}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={() => window.print()}>
            {t('account.devices.print')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onClose}>
            {t('account.devices.close')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const pairingShown = (t: Translate, url: string): Shown => ({
  title: t('account.devices.pairTitle'),
  url,
  help: t('account.devices.pairHelp'),
});
const posterShown = (t: Translate, name: string, url: string): Shown => ({
  title: t('account.devices.posterTitle', { name }),
  url,
  help: t('account.devices.posterHelp'),
});

/**
 * Self check-in at the door (Settings): the owner pairs a tablet as a kiosk or prints a door poster,
 * sees each one's last use, and revokes one that is lost or replaced.
 */
export function DoorDevicesSettings() {
  const t = useT();
  const devices = useQuery(doorDevicesQuery);
  const add = useAddDoorDevice();
  const renew = useRenewPairing();
  const revoke = useRevokeDoorDevice();
  const [kind, setKind] = useState<Kind>('kiosk');
  const [name, setName] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);

  const submit = () =>
    add.mutate(
      { kind, name: name.trim() },
      {
        onSuccess: (created) => {
          setName('');
          setShown(
            created.pairing_url
              ? pairingShown(t, created.pairing_url)
              : posterShown(t, created.device.name, created.device.poster_url ?? ''),
          );
        },
      },
    );
  const askRevoke = async (device: TDoorDevice) => {
    const sure = await confirmAction({
      title: t('account.devices.revokeTitle', { name: device.name }),
      message: device.kind === 'kiosk' ? t('account.devices.revokeKiosk') : t('account.devices.revokePoster'),
      confirmLabel: t('account.devices.revoke'),
      danger: true,
    });
    if (sure) revoke.mutate(device.id);
  };

  return (
    <Stack gap="sm" maw={720}>
      <Title order={2} size="h3">
        {t('account.devices.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('account.devices.intro')}
      </Text>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <SegmentedControl
                aria-label={t('account.devices.kind')}
                value={kind}
                onChange={(v) => setKind(v as Kind)}
                data={[
                  { value: 'kiosk', label: t('account.devices.kiosk') },
                  { value: 'poster', label: t('account.devices.poster') },
                ]}
              />
              <TextInput
                label={t('account.devices.name')}
                placeholder={
                  kind === 'kiosk'
                    ? t('account.devices.kioskPlaceholder')
                    : t('account.devices.posterPlaceholder')
                }
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={60}
                w={{ base: '100%', sm: 240 }}
              />
              <Button type="submit" loading={add.isPending}>
                {kind === 'kiosk' ? t('account.devices.pair') : t('account.devices.make')}
              </Button>
            </Group>
          </form>
          {add.isError ? (
            <Alert color="red" role="alert">
              {messageOf(add.error, t('account.devices.addFailed'))}
            </Alert>
          ) : null}
          {renew.isError ? (
            <Alert color="red" role="alert">
              {messageOf(renew.error, t('account.devices.linkFailed'))}
            </Alert>
          ) : null}
          {shown ? <LinkWithQr shown={shown} onClose={() => setShown(null)} /> : null}
          {devices.isError ? (
            <Text c="red" role="alert">
              {t('account.devices.loadFailed')}
            </Text>
          ) : !devices.data ? (
            <Skeleton h={80} />
          ) : devices.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('account.devices.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing="xs" data-testid="door-devices">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('account.devices.device')}</Table.Th>
                    <Table.Th>{t('account.devices.lastUsed')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {devices.data.map((d) => (
                    <Table.Tr key={d.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {d.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {d.kind === 'kiosk'
                            ? d.paired_at
                              ? t('account.devices.kiosk')
                              : t('account.devices.notPaired')
                            : t('account.devices.poster')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{d.last_seen_at ? formatDateTime(d.last_seen_at) : '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          {d.kind === 'kiosk' ? (
                            <Button
                              size="xs"
                              variant="light"
                              onClick={() =>
                                renew.mutate(d.id, {
                                  onSuccess: (link) => setShown(pairingShown(t, link.pairing_url ?? '')),
                                })
                              }
                            >
                              {t('account.devices.pairingLink')}
                            </Button>
                          ) : (
                            <Button
                              size="xs"
                              variant="light"
                              onClick={() => setShown(posterShown(t, d.name, d.poster_url ?? ''))}
                            >
                              {t('account.devices.posterButton')}
                            </Button>
                          )}
                          <Button size="xs" color="red" variant="subtle" onClick={() => void askRevoke(d)}>
                            {t('account.devices.revoke')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
