import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import type { TPlace, TPlaceKind, TSettings } from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../common/feedback.tsx';

const NOUN = { seat: 'seats', locker: 'lockers' } as const;

/** The library's numbered seats and lockers: add in bulk ('A1-A40'), rename, retire, restore. */
export function PlacesPanel() {
  const client = useQueryClient();
  const [kind, setKind] = useState<TPlaceKind>('seat');
  const [labels, setLabels] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [renaming, setRenaming] = useState<{ id: number; label: string } | null>(null);
  const places = useQuery({
    queryKey: ['places', kind, true],
    queryFn: () => api.get<TPlace[]>(`/api/places?kind=${kind}&all=true`),
  });
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: () => api.get<TSettings>('/api/auth/admin/setting'),
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['places'] }),
      client.invalidateQueries({ queryKey: ['occupancy'] }),
    ]);
  const rows = places.data ?? [];
  const active = rows.filter((p) => p.active).length;
  const total = kind === 'seat' ? settings.data?.totalSeats : settings.data?.totalLockers;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!labels.trim()) return setError("Enter seat numbers such as 'A1-A40' or '1-80'.");
    setPending(true);
    try {
      const res = await api.post<{ message: string }>('/api/places/bulk', { kind, labels });
      notifySuccess(res.message);
      setLabels('');
      setError(null);
      await refresh();
    } catch (err) {
      setError(messageOf(err, `Failed to add ${NOUN[kind]}.`));
    } finally {
      setPending(false);
    }
  };
  const update = async (place: TPlace, change: { label?: string; active?: boolean }) => {
    try {
      await api.put(`/api/places/${place.id}`, change);
      setRenaming(null);
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, 'Failed to save the seat. Try again.'));
    }
  };

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
              setKind(v as TPlaceKind);
              setError(null);
            }}
            data={[
              { value: 'seat', label: 'Seats' },
              { value: 'locker', label: 'Lockers' },
            ]}
          />
        </Group>
        <form onSubmit={add} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={`Add ${NOUN[kind]}`}
              placeholder={kind === 'seat' ? 'A1-A40, B1-B20' : '1-30'}
              description="Ranges with a dash, several separated by commas"
              value={labels}
              onChange={(e) => setLabels(e.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
              error={error}
            />
            <Button type="submit" loading={pending}>
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
          <Group gap="xs" aria-label={`The library's ${NOUN[kind]}`}>
            {rows.map((p) =>
              renaming?.id === p.id ? (
                <form
                  key={p.id}
                  onSubmit={(e) => {
                    e.preventDefault();
                    void update(p, { label: renaming.label });
                  }}
                >
                  <Group gap={4}>
                    <TextInput
                      size="xs"
                      w={110}
                      aria-label={`New name for ${p.label}`}
                      value={renaming.label}
                      onChange={(e) => setRenaming({ id: p.id, label: e.currentTarget.value })}
                      autoFocus
                    />
                    <Button size="xs" type="submit">
                      Save
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setRenaming(null)}>
                      Cancel
                    </Button>
                  </Group>
                </form>
              ) : (
                <Badge
                  key={p.id}
                  size="lg"
                  variant={p.active ? 'light' : 'outline'}
                  color={p.active ? 'blue' : 'gray'}
                  tt="none"
                  rightSection={
                    <Group gap={2} wrap="nowrap">
                      <Tooltip label={`Rename ${p.label}`}>
                        <ActionIcon
                          size="xs"
                          variant="subtle"
                          aria-label={`Rename ${p.label}`}
                          onClick={() => setRenaming({ id: p.id, label: p.label })}
                        >
                          ✎
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={p.active ? `Retire ${p.label}` : `Restore ${p.label}`}>
                        <ActionIcon
                          size="xs"
                          variant="subtle"
                          color={p.active ? 'red' : 'green'}
                          aria-label={p.active ? `Retire ${p.label}` : `Restore ${p.label}`}
                          onClick={() => update(p, { active: !p.active })}
                        >
                          {p.active ? '×' : '↺'}
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  }
                >
                  {p.active ? p.label : `${p.label} (retired)`}
                </Badge>
              ),
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
