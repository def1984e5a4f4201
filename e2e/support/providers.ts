/** What the run's fake WhatsApp Cloud API accepts (global-setup.ts starts it). */
export const E2E_PROVIDER = {
  token: 'EAAG-e2e-token',
  templates: ['fee_due_reminder', 'plan_ending'],
} as const;
