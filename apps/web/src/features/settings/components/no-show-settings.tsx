import { Group, NumberInput, Stack, Switch } from '@mantine/core';
import { MAX_NO_SHOW_MINUTES, ZNoShowRuleRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { SubmitWithMessage } from '../../common/form-message.tsx';
import { SettingsSection, saveMessage } from '../../common/settings-section.tsx';
import { noShowRuleQuery, useSaveNoShowRule } from '../api/no-shows.ts';

/**
 * No-shows: when on, a seat whose student has not checked in by their shift's start + N minutes
 * shows 'Free today' on the seat map and the grid, and the desk may book it for that day only.
 */
export function NoShowSettings() {
  const t = useT();
  const current = useQuery(noShowRuleQuery);
  const save = useSaveNoShowRule();
  const [rule, patch] = useDraft(current.data);
  const [minutesError, setMinutesError] = useState<string | null>(null);
  const message = saveMessage(save, {
    saved: t('account.noShow.saved'),
    failed: t('account.noShow.saveFailed'),
  });

  return (
    <SettingsSection
      title={t('account.noShow.title')}
      intro={t('account.noShow.intro')}
      loading={!rule}
      loadFailed={current.isError ? t('account.noShow.loadFailed') : null}
    >
      {rule && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            // The API's own rule, so the form says what the server would.
            const checked = ZNoShowRuleRequest.safeParse(rule);
            setMinutesError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
            if (checked.success) save.mutate(rule);
          }}
        >
          <Stack gap="md">
            <Switch
              label={t('account.noShow.free')}
              description={t('account.noShow.freeHint')}
              checked={rule.free_seats}
              onChange={(e) => patch({ free_seats: e.currentTarget.checked })}
            />
            <Group>
              <NumberInput
                label={t('account.noShow.minutes')}
                description={t('account.noShow.minutesHint')}
                min={0}
                max={MAX_NO_SHOW_MINUTES}
                allowDecimal={false}
                disabled={!rule.free_seats}
                value={rule.after_minutes}
                onChange={(v) => patch({ after_minutes: Number(v) })}
                error={minutesError}
                w={{ base: '100%', sm: 260 }}
              />
            </Group>
            <SubmitWithMessage label={t('account.noShow.save')} pending={save.isPending} message={message} />
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
