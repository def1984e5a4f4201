import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  EXPENSE_CATEGORIES,
  type TExpenseMethod,
  type TRecurringExpense,
  ZRecurringExpenseRequest,
} from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { formatRupees } from '../../common/format.ts';
import { recurringQuery, useAddRecurring, useDeleteRecurring, useToggleRecurring } from '../api/expenses.ts';
import { AmountAndMethod, fieldErrors, SaveRow } from './expense-fields.tsx';
import { categoryLabel, methodLabel } from './labels.ts';

const bodyOf = (r: TRecurringExpense, active: boolean) => ({
  category: r.category,
  amount: r.amount,
  method: r.method,
  note: r.note,
  day_of_month: r.day_of_month,
  active,
});

/** Monthly expenses (rent, salaries) that post themselves on their day each month, until switched off. */
export function RecurringExpenses() {
  const t = useT();
  const list = useQuery(recurringQuery);
  const add = useAddRecurring();
  const toggle = useToggleRecurring();
  const remove = useDeleteRecurring();
  const [category, setCategory] = useState<string | null>('rent');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string | null>('bank_transfer');
  const [day, setDay] = useState('1');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      category: category ?? '',
      amount,
      method: (method ?? '') as TExpenseMethod,
      day_of_month: day,
      note,
      active: true,
    };
    const checked = ZRecurringExpenseRequest.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrors(t, checked.error.issues));
      return;
    }
    setErrors({});
    add.mutate(body, { onSuccess: () => setAmount('') });
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('finance.expenses.recurringTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('finance.expenses.recurringIntro')}
      </Text>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} aria-label={t('finance.expenses.addRecurring')} noValidate>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
            <Select
              label={t('finance.expenses.categoryLabel')}
              data={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(t, c) }))}
              value={category}
              onChange={setCategory}
              allowDeselect={false}
            />
            <AmountAndMethod
              amount={amount}
              onAmount={setAmount}
              method={method}
              onMethod={setMethod}
              errors={errors}
            />
            <TextInput
              label={t('finance.expenses.dayOfMonth')}
              value={day}
              inputMode="numeric"
              onChange={(e) => setDay(e.currentTarget.value)}
              error={errors.day_of_month}
              required
            />
            <TextInput
              label={t('finance.expenses.note')}
              value={note}
              maxLength={200}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
          </SimpleGrid>
          <SaveRow label={t('finance.expenses.addRecurring')} save={add} mt="sm" />
        </form>
      </Paper>
      {list.isPending ? (
        <Text size="sm" c="dimmed">
          {t('finance.expenses.loading')}
        </Text>
      ) : list.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('finance.expenses.loadFailed')}
        </Text>
      ) : list.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('finance.expenses.recurringEmpty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {list.data.map((r) => (
            <Paper key={r.id} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>
                    {categoryLabel(t, r.category)} · {formatRupees(r.amount)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('finance.expenses.everyMonthOn', { day: r.day_of_month })} · {methodLabel(t, r.method)}
                    {r.note ? ` · ${r.note}` : ''}
                  </Text>
                </div>
                <Group gap="sm">
                  <Switch
                    label={t('finance.expenses.active')}
                    checked={r.active}
                    onChange={(e) => toggle.mutate({ id: r.id, body: bodyOf(r, e.currentTarget.checked) })}
                  />
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => remove.mutate(r.id)}
                    aria-label={t('finance.expenses.deleteOne', { what: categoryLabel(t, r.category) })}
                  >
                    {t('finance.expenses.delete')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
