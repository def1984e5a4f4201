import { financeKeys } from '../../finance/api/keys.ts';

/**
 * Query keys of expenses and profit. They live under the money ledger's 'ledger' key: a payment
 * or refund anywhere refreshes the profit shown, as an expense recorded here does.
 */
export const expensesKeys = {
  all: [...financeKeys.all, 'expenses'] as const,
  list: () => [...expensesKeys.all, 'list'] as const,
  categories: () => [...expensesKeys.all, 'categories'] as const,
  settings: () => [...expensesKeys.all, 'settings'] as const,
  recurring: () => [...expensesKeys.all, 'recurring'] as const,
  profit: (month: string) => [...expensesKeys.all, 'profit', month] as const,
  trend: () => [...expensesKeys.all, 'trend'] as const,
};
