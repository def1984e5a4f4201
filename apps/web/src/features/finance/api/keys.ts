/**
 * Query keys of the finance domain. Everything derived from the money ledger starts with 'ledger':
 * a student's balance, payments, receipts, day close, dues, fees and invoices all live under it, and
 * seat and locker plans (which charge their student) refresh it too. So one posted entry or payment
 * refreshes every Due shown.
 */
export const financeKeys = {
  all: ['ledger'] as const,
  fees: (search: string) => [...financeKeys.all, 'fees', search] as const,
  dues: (filters: string) => [...financeKeys.all, 'dues', filters] as const,
  invoices: () => [...financeKeys.all, 'invoices'] as const,
  /** One student's ledger (its totals: Due or Advance). */
  student: (studentId: number) => [...financeKeys.all, 'student', studentId] as const,
  /** Payments students sent: the desk's queue to confirm and each student's history. */
  payments: () => [...financeKeys.all, 'payments'] as const,
  pending: () => [...financeKeys.payments(), 'pending'] as const,
  studentPayments: (studentId: number) => [...financeKeys.payments(), 'student', studentId] as const,
  receipts: () => [...financeKeys.all, 'receipts'] as const,
  /** Credit notes of refunds: the library's, or one student's. */
  creditNotes: (studentId?: number) => [...financeKeys.all, 'credit-notes', studentId ?? 'all'] as const,
  dayClose: (range: string) => [...financeKeys.all, 'day-close', range] as const,
  /** The owner's reconciliation of a range (it asks Razorpay too). */
  reconciliation: (params: string) => [...financeKeys.all, 'reconciliation', params] as const,
  staffInvoices: () => [...financeKeys.all, 'staff-invoices'] as const,
  /** The library's GST registration (docs/gst.md); saving it changes what receipts become. */
  gstSettings: () => [...financeKeys.all, 'gst-settings'] as const,
};
