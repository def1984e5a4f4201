import { Group, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { dunningOffsets, ZDunningPolicy } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { SubmitWithMessage } from '../../common/form-message.tsx';
import { SettingsSection, saveMessage } from '../../common/settings-section.tsx';
import { dunningPolicyQuery, useSaveDunningPolicy } from '../api/dunning.ts';

type DayField = 'days_before' | 'days_after' | 'every_days' | 'max_count' | 'skip_paid_days';

/**
 * Settings, 'Reminders by themselves': StudyDesk reminds students who owe on the days this policy
 * names (relative to the date their dues fell due), only between the hours set here (inside
 * 09:00-21:00), and stops when they pay.
 */
export function DunningSettingsCard() {
  const t = useT();
  const current = useQuery(dunningPolicyQuery);
  const save = useSaveDunningPolicy(t('account.dunning.saved'));
  const [policy, change] = useDraft(current.data);
  const [invalid, setInvalid] = useState(false);
  const message = saveMessage(
    save,
    { saved: t('account.dunning.saved'), failed: t('account.dunning.saveFailed') },
    invalid ? t('account.dunning.invalid') : null,
  );
  const dayField = (field: DayField, label: MessageKey, min: number, max: number) => (
    <NumberInput
      label={t(label)}
      min={min}
      max={max}
      allowDecimal={false}
      disabled={!policy?.enabled}
      value={policy?.[field] ?? 0}
      onChange={(v) => change({ [field]: Number(v) })}
    />
  );
  const schedule = policy
    ? dunningOffsets(policy)
        .map((o) =>
          o < 0
            ? t('account.dunning.before', { days: -o })
            : o === 0
              ? t('account.dunning.onDay')
              : t('account.dunning.after', { days: o }),
        )
        .join(', ')
    : '';

  return (
    <SettingsSection
      title={t('account.dunning.title')}
      intro={t('account.dunning.intro')}
      loading={!policy}
      loadFailed={current.isError ? t('account.dunning.loadFailed') : null}
      skeletonHeight={160}
      skeletonLabel={t('account.dunning.loading')}
    >
      {policy && (
        <form
          aria-label={t('account.dunning.title')}
          onSubmit={(e) => {
            e.preventDefault();
            const checked = ZDunningPolicy.safeParse(policy);
            setInvalid(!checked.success);
            if (checked.success) save.mutate(checked.data);
          }}
        >
          <Stack gap="md">
            <Switch
              label={t('account.dunning.on')}
              description={t('account.dunning.onHint')}
              checked={policy.enabled}
              onChange={(e) => change({ enabled: e.currentTarget.checked })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {dayField('days_before', 'account.dunning.days_before', 0, 15)}
              <Switch
                mt={{ sm: 'xl' }}
                label={t('account.dunning.on_due')}
                disabled={!policy.enabled}
                checked={policy.on_due}
                onChange={(e) => change({ on_due: e.currentTarget.checked })}
              />
              {dayField('days_after', 'account.dunning.days_after', 1, 30)}
              {dayField('every_days', 'account.dunning.every_days', 1, 30)}
              {dayField('max_count', 'account.dunning.max_count', 1, 20)}
              {dayField('skip_paid_days', 'account.dunning.skip_paid_days', 0, 60)}
              <TextInput
                type="time"
                label={t('account.dunning.send_from')}
                disabled={!policy.enabled}
                value={policy.send_from}
                onChange={(e) => change({ send_from: e.currentTarget.value })}
              />
              <TextInput
                type="time"
                label={t('account.dunning.send_until')}
                disabled={!policy.enabled}
                value={policy.send_until}
                onChange={(e) => change({ send_until: e.currentTarget.value })}
              />
            </SimpleGrid>
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {t('account.dunning.schedule')}
              </Text>
              <Text size="sm" data-testid="dunning-schedule">
                {schedule}
              </Text>
            </Group>
            <SubmitWithMessage label={t('account.dunning.save')} pending={save.isPending} message={message} />
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
