/**
 * Query keys of the finance domain. Everything derived from the money ledger starts with 'ledger':
 * the desk's payment tabs read ['ledger', studentId] and refresh ['ledger'], and seat and locker
 * plans (which charge their student) refresh it too. So one posted entry refreshes every Due shown.
 */
export const financeKeys = {
  all: ['ledger'] as const,
  fees: (search: string) => [...financeKeys.all, 'fees', search] as const,
  dues: (filters: string) => [...financeKeys.all, 'dues', filters] as const,
  invoices: () => [...financeKeys.all, 'invoices'] as const,
};
