import { Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { addDays, daysBetween } from '@studydesk/contract/holds';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { DateField } from '../../common/date-field.tsx';
import { FormActions } from '../../common/form-actions.tsx';
import { pausePolicyQuery, useAskPause } from '../api/pauses.ts';

/** A seat plan a pause may be asked for: its id and how it reads ('Seat 12 · Morning'). */
export interface PausablePlan {
  id: number;
  label: string;
}

/**
 * Asks for a pause of a seat plan (a student: the desk then decides) or makes one (the desk:
 * approved at once). Shows the owner's rules; the server checks them again.
 */
export function PauseForm({
  plans,
  today,
  asStudent,
  onClose,
}: {
  plans: PausablePlan[];
  today: string;
  asStudent: boolean;
  onClose(): void;
}) {
  const t = useT();
  const policy = useQuery(pausePolicyQuery);
  const save = useAskPause();
  const [planId, setPlanId] = useState(plans[0] ? String(plans[0].id) : null);
  const [from, setFrom] = useState(addDays(today, 1));
  const [to, setTo] = useState(addDays(today, 10));
  const [reason, setReason] = useState('');
  const days = from && to && to >= from ? daysBetween(from, to) + 1 : 0;
  const p = policy.data;
  return (
    <Modal opened onClose={onClose} title={asStudent ? t('pauses.ask') : t('pauses.pausePlan')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!planId) return;
          save.mutate(
            { seat_plan_id: Number(planId), starts_on: from, ends_on: to, reason },
            { onSuccess: onClose },
          );
        }}
      >
        <Stack gap="sm">
          {p ? (
            <Text size="sm" c="dimmed">
              {t('pauses.rule', { min: p.min_days, max: p.max_days, cap: p.yearly_cap_days })}{' '}
              {p.seat_rule === 'kept' ? t('pauses.seatKeptNote') : t('pauses.seatFreedNote')}
            </Text>
          ) : null}
          <Select
            label={t('pauses.plan')}
            data={plans.map((plan) => ({ value: String(plan.id), label: plan.label }))}
            value={planId}
            onChange={setPlanId}
            allowDeselect={false}
            required
          />
          <DateField label={t('pauses.from')} value={from} onChange={setFrom} minDate={today} required />
          <DateField label={t('pauses.to')} value={to} onChange={setTo} minDate={from || today} required />
          {days > 0 ? (
            <Text size="sm" aria-live="polite">
              {t('pauses.days', { count: days })}
            </Text>
          ) : null}
          <TextInput
            label={t('pauses.reason')}
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <FormActions
            error={save.isError ? messageOf(save.error, t('pauses.failed')) : null}
            submitLabel={asStudent ? t('pauses.send') : t('pauses.save')}
            pending={save.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
