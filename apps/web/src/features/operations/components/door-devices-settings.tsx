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
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={() => window.print()}>
            Print
          </Button>
          <Button size="xs" variant="subtle" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const pairingShown = (url: string): Shown => ({
  title: 'Open this on the tablet',
  url,
  help: 'Scan it with the tablet or open the link there within 15 minutes; it works once. The tablet then shows the kiosk screen.',
});
const posterShown = (name: string, url: string): Shown => ({
  title: `Door poster: ${name}`,
  url,
  help: 'Print it and put it up at the door. A signed-in student scans it with their phone to check in or out.',
});

/**
 * Self check-in at the door (Settings): the owner pairs a tablet as a kiosk or prints a door poster,
 * sees each one's last use, and revokes one that is lost or replaced.
 */
export function DoorDevicesSettings() {
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
              ? pairingShown(created.pairing_url)
              : posterShown(created.device.name, created.device.poster_url ?? ''),
          );
        },
      },
    );
  const askRevoke = async (device: TDoorDevice) => {
    const sure = await confirmAction({
      title: `Revoke ${device.name}?`,
      message:
        device.kind === 'kiosk'
          ? 'The tablet stops checking students in at once. You can pair a tablet again later.'
          : 'The printed poster stops working at once. Print a new poster to replace it.',
      confirmLabel: 'Revoke',
      danger: true,
    });
    if (sure) revoke.mutate(device.id);
  };

  return (
    <Stack gap="sm" maw={720}>
      <Title order={2} size="h3">
        Self check-in at the door
      </Title>
      <Text size="sm" c="dimmed">
        A kiosk is a tablet at the door that scans ID cards all day; it can only check students in and out. A
        door poster is a QR that students scan with their own phones. Both follow the rules at the door, and
        nobody can let a refused student in from them.
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
                aria-label="Kind of device"
                value={kind}
                onChange={(v) => setKind(v as Kind)}
                data={[
                  { value: 'kiosk', label: 'Kiosk tablet' },
                  { value: 'poster', label: 'Door poster' },
                ]}
              />
              <TextInput
                label="Name"
                placeholder={kind === 'kiosk' ? 'Front door tablet' : 'Main door'}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={60}
                w={{ base: '100%', sm: 240 }}
              />
              <Button type="submit" loading={add.isPending}>
                {kind === 'kiosk' ? 'Pair a tablet' : 'Make a poster'}
              </Button>
            </Group>
          </form>
          {add.isError ? (
            <Alert color="red" role="alert">
              {messageOf(add.error, 'Could not add the device.')}
            </Alert>
          ) : null}
          {renew.isError ? (
            <Alert color="red" role="alert">
              {messageOf(renew.error, 'Could not make a pairing link.')}
            </Alert>
          ) : null}
          {shown ? <LinkWithQr shown={shown} onClose={() => setShown(null)} /> : null}
          {devices.isError ? (
            <Text c="red" role="alert">
              Failed to load the door devices.
            </Text>
          ) : !devices.data ? (
            <Skeleton h={80} />
          ) : devices.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              No kiosk or poster yet.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing="xs" data-testid="door-devices">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Device</Table.Th>
                    <Table.Th>Last used</Table.Th>
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
                              ? 'Kiosk tablet'
                              : 'Kiosk tablet, not paired yet'
                            : 'Door poster'}
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
                                  onSuccess: (link) => setShown(pairingShown(link.pairing_url ?? '')),
                                })
                              }
                            >
                              Pairing link
                            </Button>
                          ) : (
                            <Button
                              size="xs"
                              variant="light"
                              onClick={() => setShown(posterShown(d.name, d.poster_url ?? ''))}
                            >
                              Poster
                            </Button>
                          )}
                          <Button size="xs" color="red" variant="subtle" onClick={() => void askRevoke(d)}>
                            Revoke
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
