import { Button, NumberInput, Text } from '@mantine/core';
import { feeDue, type TFeeRecord, ZAssignFeesRequest } from '@studydesk/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import type { Column } from '../../common/data-table.tsx';
import { notifyError } from '../../common/feedback.tsx';
import { formatRupees } from '../../common/format.ts';
import { type FeeValues, useAssignFees } from '../api/fees.ts';

const FIELDS = [
  { key: 'seat_price', label: 'finance.fees.seatPrice' },
  { key: 'locker_price', label: 'finance.fees.lockerPrice' },
  { key: 'paid', label: 'finance.fees.paid' },
  { key: 'discount', label: 'finance.fees.discount' },
] as const;

const saved = (r: TFeeRecord): FeeValues => ({
  seat_price: r.seat_price,
  locker_price: r.locker_price,
  paid: r.paid,
  discount: r.discount,
});

/**
 * Manage Fees' columns: every student's prices, paid and discount as inputs; the due updates live
 * as seat + locker - paid - discount (never below 0), and Save sends the row.
 */
export function useFeeColumns(): Column<TFeeRecord>[] {
  const t = useT();
  const assign = useAssignFees();
  /** Rows being edited: what was typed, until it is saved. */
  const [drafts, setDrafts] = useState<Record<number, FeeValues>>({});
  const valuesOf = (r: TFeeRecord) => drafts[r.student_id] ?? saved(r);
  const change = (r: TFeeRecord, key: keyof FeeValues) => (value: number | string) =>
    setDrafts((d) => ({
      ...d,
      [r.student_id]: { ...(d[r.student_id] ?? saved(r)), [key]: Number(value) || 0 },
    }));

  const save = (r: TFeeRecord) => {
    const values = valuesOf(r);
    const body = { student_id: r.student_id, ...values, total_fees: values.seat_price + values.locker_price };
    const checked = ZAssignFeesRequest.safeParse(body);
    if (!checked.success)
      return notifyError(checked.error.issues[0]?.message ?? t('finance.fees.assignFailed'));
    assign.mutate(body, {
      onSuccess: () => setDrafts(({ [r.student_id]: _saved, ...others }) => others),
    });
  };

  function input(field: (typeof FIELDS)[number]): Column<TFeeRecord> {
    return {
      header: t(field.label),
      cell: (r) => (
        <NumberInput
          aria-label={t('finance.fees.fieldFor', { field: t(field.label), name: r.name })}
          min={0}
          decimalScale={2}
          value={valuesOf(r)[field.key]}
          onChange={change(r, field.key)}
          size="xs"
          w={110}
          prefix="₹"
        />
      ),
    };
  }

  return [
    {
      header: t('finance.fees.student'),
      cell: (r) => (
        <>
          <Text size="sm" fw={600}>
            {r.name}
          </Text>
          <Text size="xs" c="dimmed">
            {r.student_code}
            {r.father_name ? ` · ${r.father_name}` : ''}
          </Text>
        </>
      ),
    },
    ...FIELDS.slice(0, 2).map((f) => input(f)),
    {
      header: t('finance.fees.total'),
      cell: (r) => formatRupees(valuesOf(r).seat_price + valuesOf(r).locker_price),
    },
    ...FIELDS.slice(2).map((f) => input(f)),
    {
      header: t('finance.fees.due'),
      cell: (r) => (
        <Text fw={700} size="sm" data-testid={`due-${r.student_id}`}>
          {formatRupees(feeDue(valuesOf(r)))}
        </Text>
      ),
    },
    {
      header: t('finance.fees.actions'),
      cell: (r) => (
        <Button
          size="xs"
          onClick={() => save(r)}
          loading={assign.isPending && assign.variables?.student_id === r.student_id}
        >
          {t('finance.fees.save')}
        </Button>
      ),
    },
  ];
}
