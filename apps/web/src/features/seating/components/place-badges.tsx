import { ActionIcon, Badge, Button, Group, TextInput, Tooltip } from '@mantine/core';
import type { TPlace } from '@studydesk/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useUpdatePlace } from '../api/places.ts';

/** The places as badges, each with rename and retire/restore; a rename edits in place. */
export function PlaceBadges({ places, label }: { places: TPlace[]; label: string }) {
  const t = useT();
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
                aria-label={t('seating.places.newName', { label: p.label })}
                value={renaming.label}
                onChange={(e) => setRenaming({ id: p.id, label: e.currentTarget.value })}
                autoFocus
              />
              <Button size="xs" type="submit" loading={update.isPending}>
                {t('form.save')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setRenaming(null)}>
                {t('form.cancel')}
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
                <Tooltip label={t('seating.places.rename', { label: p.label })}>
                  <ActionIcon
                    size="xs"
                    variant="subtle"
                    aria-label={t('seating.places.rename', { label: p.label })}
                    onClick={() => setRenaming({ id: p.id, label: p.label })}
                  >
                    ✎
                  </ActionIcon>
                </Tooltip>
                <Tooltip
                  label={
                    p.active
                      ? t('seating.places.retire', { label: p.label })
                      : t('seating.places.restore', { label: p.label })
                  }
                >
                  <ActionIcon
                    size="xs"
                    variant="subtle"
                    color={p.active ? 'red' : 'green'}
                    aria-label={
                      p.active
                        ? t('seating.places.retire', { label: p.label })
                        : t('seating.places.restore', { label: p.label })
                    }
                    onClick={() => update.mutate({ id: p.id, active: !p.active })}
                  >
                    {p.active ? '×' : '↺'}
                  </ActionIcon>
                </Tooltip>
              </Group>
            }
          >
            {p.active ? p.label : t('seating.places.retired', { label: p.label })}
          </Badge>
        ),
      )}
    </Group>
  );
}
