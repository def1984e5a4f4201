import type {
  TExpense,
  TExpenseRequest,
  TExpenseSettings,
  TRecurringExpenseRequest,
} from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { sendForm } from '../../../lib/upload.ts';
import { useChange } from '../../../lib/use-change.ts';
import { expensesKeys } from './keys.ts';

export const EXPENSES_PATH = '/api/expenses';
export const profitExportUrl = (month: string) => `/api/profit/export?month=${month}`;

export const expenseSettingsQuery = queryOptions({
  queryKey: expensesKeys.settings(),
  queryFn: () => api.get('/api/expenses/settings'),
});

export const expenseCategoriesQuery = queryOptions({
  queryKey: expensesKeys.categories(),
  queryFn: () => api.get('/api/expenses/categories'),
});

export const recurringQuery = queryOptions({
  queryKey: expensesKeys.recurring(),
  queryFn: () => api.get('/api/expenses/recurring'),
});

export const profitQuery = (month: string) =>
  queryOptions({
    queryKey: expensesKeys.profit(month),
    queryFn: () => api.get(`/api/profit?month=${month}`),
  });

/** Sends an expense's bill photo when one was chosen (a newer one replaces the kept one). */
function sendBill(expense: TExpense, bill: File | null, key: string) {
  if (!bill) return expense;
  const form = new FormData();
  form.append('bill', bill);
  return sendForm<TExpense>('POST', `/api/expenses/${expense.id}/bill`, form, {
    idempotencyKey: `${key}-bill`,
  });
}

/** Records an expense, then sends the bill's photo when one was chosen. */
export const useRecordExpense = () =>
  useChange({
    call: async ({ body, bill }: { body: TExpenseRequest; bill: File | null }, key) =>
      sendBill(await api.post('/api/expenses', body, key), bill, key),
    refresh: [expensesKeys.all],
    success: translate('finance.expenses.saved'),
    inline: true,
  });

/** Changes an expense, then sends the bill's photo when one was chosen (the bill later). */
export const useChangeExpense = () =>
  useChange({
    call: async ({ id, body, bill }: { id: number; body: TExpenseRequest; bill: File | null }, key) =>
      sendBill(await api.put(`/api/expenses/${id}`, body), bill, key),
    refresh: [expensesKeys.all],
    success: translate('finance.expenses.changed'),
    inline: true,
  });

export const useDeleteExpense = () =>
  useChange({
    call: (id: number) => api.delete(`/api/expenses/${id}`),
    refresh: [expensesKeys.all],
    success: translate('finance.expenses.deleted'),
  });

export const useAddRecurring = () =>
  useChange({
    call: (body: TRecurringExpenseRequest, key) => api.post('/api/expenses/recurring', body, key),
    refresh: [expensesKeys.all],
    success: translate('finance.expenses.recurringSaved'),
    inline: true,
  });

export const useToggleRecurring = () =>
  useChange({
    call: ({ id, body }: { id: number; body: TRecurringExpenseRequest }) =>
      api.put(`/api/expenses/recurring/${id}`, body),
    refresh: [expensesKeys.all],
  });

export const useDeleteRecurring = () =>
  useChange({
    call: (id: number) => api.delete(`/api/expenses/recurring/${id}`),
    refresh: [expensesKeys.all],
  });

export const useSaveExpenseSettings = () =>
  useChange({
    call: (body: TExpenseSettings) => api.put('/api/expenses/settings', body),
    refresh: [expensesKeys.settings()],
    success: translate('finance.expenses.settingsSaved'),
  });
