/** What the run's fake WhatsApp Cloud API accepts (global-setup.ts starts it). */
export const E2E_PROVIDER = {
  token: 'EAAG-e2e-token',
  /** Dues, expiry, receipt; each takes its kind's values (TEMPLATE_PARAMETERS). */
  templates: ['fee_due_reminder', 'plan_ending', 'payment_receipt'],
} as const;
