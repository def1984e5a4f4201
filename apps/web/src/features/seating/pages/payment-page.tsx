import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { TMembershipPlan } from '@studydesk/contract';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { formatRupees } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { useSendPayment } from '../../finance/api/send-payment.ts';

/** The payment page: Pay Now sends a Pending payment for the plan, then returns to the plans. */
export function PaymentPage() {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const pay = useSendPayment();
  const plan = (useLocation().state as { plan?: TMembershipPlan } | null)?.plan;
  if (!plan || !user) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('seating.plans.paymentTitle')} />
        <Text c="dimmed">{t('seating.plans.noPlan')}</Text>
      </Stack>
    );
  }
  const payNow = () =>
    pay.mutate(
      { student_id: user.id, amount: plan.price, plan_id: plan.id },
      { onSuccess: () => navigate('/student/planss', { replace: true, state: { paid: plan.name } }) },
    );
  return (
    <Stack gap="lg" maw={460}>
      <PageHeader title={t('seating.plans.paymentTitle')} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {plan.name}
          </Title>
          <Text>{t('seating.plans.duration', { days: plan.duration_days })}</Text>
          <Text fw={700} fz="xl">
            {formatRupees(plan.price)}
          </Text>
          <Button mt="sm" loading={pay.isPending} onClick={payNow}>
            {t('seating.plans.payNow')}
          </Button>
          {pay.isError ? (
            <Text c="red" role="alert">
              {t('seating.plans.paymentFailed')}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
