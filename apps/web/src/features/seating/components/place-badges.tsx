import { ActionIcon, Badge, Button, Group, TextInput, Tooltip } from '@mantine/core';
import type { TPlace } from '@studydesk/contract';
import { useState } from 'react';
import { useUpdatePlace } from '../api/places.ts';

/** The places as badges, each with rename and retire/restore; a rename edits in place. */
export function PlaceBadges({ places, label }: { places: TPlace[]; label: string }) {
  const update = useUpdatePlace();
  const [renaming, setRenaming] = useState<{ id: number; label: string } | null>(null);

  return (
    <Group gap="xs" aria-label={label}>
      {places.map((p) =>
        renaming?.id === p.id ? (
          <form
            key={p.id}
            onSubmit={(e) => {
              e.preventDefault();
              update.mutate({ id: p.id, label: renaming.label }, { onSuccess: () => setRenaming(null) });
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
              <Button size="xs" type="submit" loading={update.isPending}>
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
                    onClick={() => update.mutate({ id: p.id, active: !p.active })}
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
  );
}
