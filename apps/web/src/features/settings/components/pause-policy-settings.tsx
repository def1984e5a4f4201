import { NumberInput, Radio, SimpleGrid, Stack } from '@mantine/core';
import { type TPausePolicy, ZPausePolicyRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { SubmitWithMessage } from '../../common/form-message.tsx';
import { SettingsSection, saveMessage } from '../../common/settings-section.tsx';
import { pausePolicyQuery, useSavePausePolicy } from '../../seating/api/pauses.ts';

/**
 * Pauses: how short and long one may be, the paused days a student may have in a year, whether
 * the seat is freed for others meanwhile or kept, and whether the ledger credits the paused days.
 */
export function PausePolicySettings() {
  const t = useT();
  const current = useQuery(pausePolicyQuery);
  const save = useSavePausePolicy();
  const [policy, set] = useDraft(current.data);
  const [error, setError] = useState<string | null>(null);
  const message = saveMessage(
    save,
    { saved: t('account.pausePolicy.saved'), failed: t('account.pausePolicy.saveFailed') },
    error,
  );
  return (
    <SettingsSection
      title={t('account.pausePolicy.title')}
      intro={t('account.pausePolicy.intro')}
      loading={!policy}
      loadFailed={current.isError ? t('account.pausePolicy.loadFailed') : null}
      skeletonHeight={160}
    >
      {policy && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const checked = ZPausePolicyRequest.safeParse(policy);
            setError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
            if (checked.success) save.mutate(policy);
          }}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={t('account.pausePolicy.minDays')}
                min={1}
                max={365}
                allowDecimal={false}
                value={policy.min_days}
                onChange={(v) => set({ min_days: Number(v) })}
              />
              <NumberInput
                label={t('account.pausePolicy.maxDays')}
                min={1}
                max={365}
                allowDecimal={false}
                value={policy.max_days}
                onChange={(v) => set({ max_days: Number(v) })}
              />
              <NumberInput
                label={t('account.pausePolicy.cap')}
                min={0}
                max={366}
                allowDecimal={false}
                value={policy.yearly_cap_days}
                onChange={(v) => set({ yearly_cap_days: Number(v) })}
              />
            </SimpleGrid>
            <Radio.Group
              label={t('account.pausePolicy.seatRule')}
              value={policy.seat_rule}
              onChange={(v) => set({ seat_rule: v as TPausePolicy['seat_rule'] })}
            >
              <Stack gap={6} mt={6}>
                <Radio value="freed" label={t('account.pausePolicy.freed')} />
                <Radio value="kept" label={t('account.pausePolicy.kept')} />
              </Stack>
            </Radio.Group>
            <Radio.Group
              label={t('account.pausePolicy.ledgerRule')}
              value={policy.ledger_rule}
              onChange={(v) => set({ ledger_rule: v as TPausePolicy['ledger_rule'] })}
            >
              <Stack gap={6} mt={6}>
                <Radio value="none" label={t('account.pausePolicy.none')} />
                <Radio value="credit" label={t('account.pausePolicy.credit')} />
              </Stack>
            </Radio.Group>
            <SubmitWithMessage
              label={t('account.pausePolicy.save')}
              pending={save.isPending}
              message={message}
            />
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
