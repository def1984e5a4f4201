import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { TMembershipPlan, TPayment } from '@studydesk/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { formatRupees } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { useSendPayment } from '../api/send-payment.ts';
import { PaymentProofPanel } from '../components/payment-proof-panel.tsx';

/**
 * The payment page of a plan: Pay Now starts the student's payment at the plan's price (their own
 * unfinished one, reused when pressed again); once its UTR or screenshot is sent, back to the plans.
 */
export function PlanPaymentPage() {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const pay = useSendPayment();
  const [paying, setPaying] = useState<TPayment | null>(null);
  const plan = (useLocation().state as { plan?: TMembershipPlan } | null)?.plan;
  if (!plan || !user) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('finance.planPayment.title')} />
        <Text c="dimmed">{t('finance.planPayment.noPlan')}</Text>
      </Stack>
    );
  }
  const payNow = () =>
    pay.mutate(
      { student_id: user.id, amount: plan.price, plan_id: plan.id },
      { onSuccess: (r) => setPaying(r.payment) },
    );
  // Sent to the library with its UTR or screenshot: back to the plans, which say so.
  const sent = () => navigate('/student/planss', { replace: true, state: { paid: plan.name } });
  return (
    <Stack gap="lg" maw={520}>
      <PageHeader title={t('finance.planPayment.title')} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {plan.name}
          </Title>
          <Text>{t('finance.planPayment.duration', { days: plan.duration_days })}</Text>
          <Text fw={700} fz="xl">
            {formatRupees(plan.price)}
          </Text>
          {paying ? null : (
            <Button mt="sm" loading={pay.isPending} onClick={payNow}>
              {t('finance.history.payNow')}
            </Button>
          )}
          {pay.isError ? (
            <Text c="red" role="alert">
              {t('finance.history.failed')}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      {paying ? <PaymentProofPanel key={paying.id} payment={paying} onSent={sent} /> : null}
    </Stack>
  );
}
