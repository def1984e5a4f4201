import { NumberInput, Stack, Switch } from '@mantine/core';
import { ZMonthEndSettings } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { SubmitWithMessage } from '../../common/form-message.tsx';
import { SettingsSection, saveMessage } from '../../common/settings-section.tsx';
import { monthEndSettingsQuery, useSaveMonthEndSettings } from '../api/month-end.ts';

/** Settings: the day each month students are asked 'Continuing next month?' (1-28), or not at all. */
export function MonthEndSettings() {
  const t = useT();
  const current = useQuery(monthEndSettingsQuery);
  const save = useSaveMonthEndSettings();
  const [value, patch] = useDraft(current.data);
  const [dayError, setDayError] = useState<string | null>(null);
  const message = saveMessage(save, {
    saved: t('account.monthEnd.saved'),
    failed: t('account.monthEnd.saveFailed'),
  });
  return (
    <SettingsSection
      title={t('account.monthEnd.title')}
      intro={t('account.monthEnd.intro')}
      loading={!value}
      loadFailed={current.isError ? t('account.monthEnd.loadFailed') : null}
    >
      {value && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const checked = ZMonthEndSettings.safeParse(value);
            setDayError(checked.success ? null : t('account.monthEnd.dayRange'));
            if (checked.success) save.mutate(value);
          }}
        >
          <Stack gap="md">
            <Switch
              label={t('account.monthEnd.on')}
              checked={value.on}
              onChange={(e) => patch({ on: e.currentTarget.checked })}
            />
            <NumberInput
              label={t('account.monthEnd.day')}
              description={t('account.monthEnd.dayHint')}
              min={1}
              max={28}
              allowDecimal={false}
              disabled={!value.on}
              value={value.day}
              onChange={(v) => patch({ day: Number(v) })}
              error={dayError}
              w={{ base: '100%', sm: 260 }}
            />
            <SubmitWithMessage
              label={t('account.monthEnd.save')}
              pending={save.isPending}
              message={message}
            />
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
