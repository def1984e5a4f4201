import {
  FileInput,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { EXPENSE_CATEGORIES, type TExpense, type TExpenseMethod, ZExpenseRequest } from '@studydesk/contract';
import { DEFAULT_TIME_ZONE, dayAndMinute } from '@studydesk/contract/dates';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { DateField } from '../../common/date-field.tsx';
import { expenseCategoriesQuery, useChangeExpense, useRecordExpense } from '../api/expenses.ts';
import { AmountAndMethod, fieldErrors, SaveRow } from './expense-fields.tsx';
import { categoryLabel } from './labels.ts';

const OWN = '__own__';

/** Records an expense: a category (the usual, the owner's own, or a new one), the day, amount, method, note, bill. */
export function ExpenseForm() {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md">
      <ExpenseFields title={t('finance.expenses.record')} />
    </Paper>
  );
}

/** Changes an expense in a dialog, its bill's photo too (added later, or a clearer one). */
export function ChangeExpenseForm({ expense, onClose }: { expense: TExpense; onClose(): void }) {
  const t = useT();
  return (
    <Modal opened onClose={onClose} title={t('finance.expenses.editTitle')} size="lg">
      <ExpenseFields expense={expense} onDone={onClose} />
    </Modal>
  );
}

function ExpenseFields({ title, expense, onDone }: { title?: string; expense?: TExpense; onDone?(): void }) {
  const t = useT();
  const categories = useQuery(expenseCategoriesQuery);
  const record = useRecordExpense();
  const change = useChangeExpense();
  const save = expense ? change : record;
  const today = dayAndMinute(new Date(), DEFAULT_TIME_ZONE).today;
  const [category, setCategory] = useState<string | null>(expense?.category ?? 'rent');
  const [ownName, setOwnName] = useState('');
  const [spentOn, setSpentOn] = useState(expense?.spent_on ?? today);
  const [amount, setAmount] = useState(expense ? String(expense.amount) : '');
  const [method, setMethod] = useState<string | null>(expense?.method ?? 'cash');
  const [note, setNote] = useState(expense?.note ?? '');
  const [bill, setBill] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const usual: readonly string[] = EXPENSE_CATEGORIES;
  const own = categories.data?.own ?? [];
  const options = [
    ...EXPENSE_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(t, c) })),
    ...own.map((c) => ({ value: c, label: c })),
    // The expense's own category before the list of them has come.
    ...(expense && !usual.includes(expense.category) && !own.includes(expense.category)
      ? [{ value: expense.category, label: expense.category }]
      : []),
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
      setErrors(fieldErrors(t, checked.error.issues));
      return;
    }
    setErrors({});
    if (expense) {
      change.mutate({ id: expense.id, body, bill }, { onSuccess: onDone });
      return;
    }
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
    <form onSubmit={submit} aria-label={title ?? t('finance.expenses.editTitle')} noValidate>
      <Stack gap="sm">
        {title ? (
          <Title order={2} size="h4">
            {title}
          </Title>
        ) : null}
        {expense?.recurring_id != null ? (
          <Text size="sm" c="dimmed">
            {t('finance.expenses.monthlyPosting')}
          </Text>
        ) : null}
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
          <AmountAndMethod
            amount={amount}
            onAmount={setAmount}
            method={method}
            onMethod={setMethod}
            errors={errors}
          />
          <FileInput
            label={t('finance.expenses.bill')}
            description={expense?.bill ? t('finance.expenses.billReplaces') : undefined}
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
        <SaveRow
          label={expense ? t('finance.expenses.saveChanges') : t('finance.expenses.save')}
          save={save}
        />
      </Stack>
    </form>
  );
}
