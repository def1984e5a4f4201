import { EXPENSE_CATEGORIES, EXPENSE_METHODS, type TExpenseMethod } from '@studydesk/contract';
import type { MessageKey } from '../../../i18n/keys.ts';

const CATEGORY_KEYS: Record<(typeof EXPENSE_CATEGORIES)[number], MessageKey> = {
  rent: 'finance.expenses.category.rent',
  electricity: 'finance.expenses.category.electricity',
  salaries: 'finance.expenses.category.salaries',
  internet: 'finance.expenses.category.internet',
  maintenance: 'finance.expenses.category.maintenance',
  other: 'finance.expenses.category.other',
};
const METHOD_KEYS: Record<TExpenseMethod, MessageKey> = {
  cash: 'finance.method.cash',
  upi: 'finance.method.upi',
  card: 'finance.method.card',
  bank_transfer: 'finance.method.bank_transfer',
  cheque: 'finance.expenses.cheque',
};

type T = (key: MessageKey) => string;

/** A category in words: the usual ones translated, the owner's own as typed. */
export const categoryLabel = (t: T, category: string) =>
  (EXPENSE_CATEGORIES as readonly string[]).includes(category)
    ? t(CATEGORY_KEYS[category as (typeof EXPENSE_CATEGORIES)[number]])
    : category;

export const methodLabel = (t: T, method: TExpenseMethod) => t(METHOD_KEYS[method]);
export const methodOptions = (t: T) => EXPENSE_METHODS.map((m) => ({ value: m, label: methodLabel(t, m) }));
