import {
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { EXPENSE_CATEGORIES, type TExpenseMethod, ZExpenseRequest } from '@studydesk/contract';
import { DEFAULT_TIME_ZONE, dayAndMinute } from '@studydesk/contract/dates';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { DateField } from '../../common/date-field.tsx';
import { expenseCategoriesQuery, useRecordExpense } from '../api/expenses.ts';
import { categoryLabel, methodOptions } from './labels.ts';

const OWN = '__own__';
/** Each field's message when the form's check refuses it (the server says the same in English). */
export const FIELD_ERRORS: Record<string, MessageKey> = {
  category: 'finance.expenses.categoryMissing',
  spent_on: 'finance.expenses.dateInvalid',
  amount: 'finance.expenses.amountInvalid',
  method: 'finance.expenses.methodMissing',
  note: 'finance.expenses.noteTooLong',
  day_of_month: 'finance.expenses.dayInvalid',
};

/** Records an expense: a category (the usual, the owner's own, or a new one), the day, amount, method, note, bill. */
export function ExpenseForm() {
  const t = useT();
  const categories = useQuery(expenseCategoriesQuery);
  const record = useRecordExpense();
  const today = dayAndMinute(new Date(), DEFAULT_TIME_ZONE).today;
  const [category, setCategory] = useState<string | null>('rent');
  const [ownName, setOwnName] = useState('');
  const [spentOn, setSpentOn] = useState(today);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string | null>('cash');
  const [note, setNote] = useState('');
  const [bill, setBill] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const options = [
    ...EXPENSE_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(t, c) })),
    ...(categories.data?.own ?? []).map((c) => ({ value: c, label: c })),
    { value: OWN, label: t('finance.expenses.newCategory') },
  ];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      category: category === OWN ? ownName : (category ?? ''),
      spent_on: spentOn,
      amount,
      method: (method ?? '') as TExpenseMethod,
      note,
    };
    const checked = ZExpenseRequest.safeParse(body);
    if (!checked.success) {
      const next: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? '');
        next[field] ??= t(FIELD_ERRORS[field] ?? 'finance.expenses.amountInvalid');
      }
      setErrors(next);
      return;
    }
    setErrors({});
    record.mutate(
      { body, bill },
      {
        onSuccess: () => {
          setAmount('');
          setNote('');
          setBill(null);
          setOwnName('');
        },
      },
    );
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} aria-label={t('finance.expenses.record')} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('finance.expenses.record')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <Select
              label={t('finance.expenses.categoryLabel')}
              data={options}
              value={category}
              onChange={setCategory}
              allowDeselect={false}
              error={category !== OWN ? errors.category : undefined}
            />
            {category === OWN ? (
              <TextInput
                label={t('finance.expenses.ownCategory')}
                value={ownName}
                maxLength={40}
                onChange={(e) => setOwnName(e.currentTarget.value)}
                error={errors.category}
                required
              />
            ) : null}
            <DateField
              label={t('finance.expenses.date')}
              value={spentOn}
              onChange={setSpentOn}
              error={errors.spent_on}
              required
            />
            <TextInput
              label={t('finance.expenses.amount')}
              value={amount}
              inputMode="decimal"
              onChange={(e) => setAmount(e.currentTarget.value)}
              error={errors.amount}
              required
            />
            <Select
              label={t('finance.expenses.method')}
              data={methodOptions(t)}
              value={method}
              onChange={setMethod}
              allowDeselect={false}
              error={errors.method}
            />
            <FileInput
              label={t('finance.expenses.bill')}
              placeholder={t('finance.expenses.billPlaceholder')}
              accept="image/jpeg,image/png,image/webp,image/gif"
              value={bill}
              onChange={setBill}
              clearable
            />
          </SimpleGrid>
          <Textarea
            label={t('finance.expenses.note')}
            value={note}
            maxLength={500}
            autosize
            minRows={1}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={errors.note}
          />
          <Group>
            <Button type="submit" loading={record.isPending}>
              {t('finance.expenses.save')}
            </Button>
            {record.isError ? (
              <span role="alert" style={{ color: 'var(--mantine-color-red-8)', fontSize: 14 }}>
                {messageOf(record.error, t('finance.expenses.saveFailed'))}
              </span>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
