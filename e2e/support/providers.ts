/** What the run's fake WhatsApp Cloud API accepts (global-setup.ts starts it). */
export const E2E_PROVIDER = {
  token: 'EAAG-e2e-token',
  /** Dues, expiry, receipt; each takes its kind's values (TEMPLATE_PARAMETERS). */
  templates: ['fee_due_reminder', 'plan_ending', 'payment_receipt'],
} as const;

/** What the run's fake Razorpay accepts (global-setup.ts starts it; it delivers webhooks to the server). */
export const E2E_RAZORPAY = {
  keyId: 'rzp_test_E2eKey000001',
  keySecret: 'e2e-razorpay-key-secret',
  webhookSecret: 'e2e-razorpay-webhook-secret',
} as const;
