import type { Page } from 'playwright-core';

/**
 * On a phone, from Plans: the plan's Pay Now, then Pay Now on its payment page, which starts the
 * student's own unfinished payment (it reaches the library only with a UTR or a screenshot).
 */
export async function startPlanPayment(phone: Page, plan: string) {
  await phone.goto('/student/planss');
  // On a phone the plans are cards.
  await phone
    .getByRole('listitem')
    .filter({ hasText: plan })
    .getByRole('button', { name: 'Pay Now' })
    .click();
  await phone.waitForURL('**/payment');
  // The payment page loads lazily: the plans' own Pay Now shows until its heading does.
  await phone.getByRole('heading', { name: plan }).waitFor();
  await phone.getByRole('button', { name: 'Pay Now' }).click();
  await phone.getByText('Not sent yet').waitFor();
}
