import { Button, Group, Select, TextInput } from '@mantine/core';
import type { MessageKey } from '../../../i18n/keys.ts';
import type { Translate } from '../../../i18n/use-t.ts';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { methodOptions } from './labels.ts';

/** Each field's message when the form's check refuses it (the server says the same in English). */
const FIELD_ERRORS: Record<string, MessageKey> = {
  category: 'finance.expenses.categoryMissing',
  spent_on: 'finance.expenses.dateInvalid',
  amount: 'finance.expenses.amountInvalid',
  method: 'finance.expenses.methodMissing',
  note: 'finance.expenses.noteTooLong',
  day_of_month: 'finance.expenses.dayInvalid',
};

/** The form's own check's refusals, one message a field (the first). */
export function fieldErrors(t: Translate, issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= t(FIELD_ERRORS[field] ?? 'finance.expenses.amountInvalid');
  }
  return errors;
}

/** The amount and how it was paid: an expense's and a monthly expense's. */
export function AmountAndMethod({
  amount,
  onAmount,
  method,
  onMethod,
  errors,
}: {
  amount: string;
  onAmount(value: string): void;
  method: string | null;
  onMethod(value: string | null): void;
  errors: Record<string, string>;
}) {
  const t = useT();
  return (
    <>
      <TextInput
        label={t('finance.expenses.amount')}
        value={amount}
        inputMode="decimal"
        onChange={(e) => onAmount(e.currentTarget.value)}
        error={errors.amount}
        required
      />
      <Select
        label={t('finance.expenses.method')}
        data={methodOptions(t)}
        value={method}
        onChange={onMethod}
        allowDeselect={false}
        error={errors.method}
      />
    </>
  );
}

/** A form's submit button, and the server's refusal beside it. */
export function SaveRow({
  label,
  save,
  mt,
}: {
  label: string;
  save: { isPending: boolean; isError: boolean; error: unknown };
  mt?: string;
}) {
  const t = useT();
  return (
    <Group mt={mt}>
      <Button type="submit" loading={save.isPending}>
        {label}
      </Button>
      {save.isError ? (
        <span role="alert" style={{ color: 'var(--mantine-color-red-8)', fontSize: 14 }}>
          {messageOf(save.error, t('finance.expenses.saveFailed'))}
        </span>
      ) : null}
    </Group>
  );
}
