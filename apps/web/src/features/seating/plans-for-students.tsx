import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { TMembershipPlan } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { mayHaveReachedServer, useSubmission } from '../../lib/use-submission.ts';
import { formatRupees } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { SimpleTable } from './simple-table.tsx';

/** Student plans: choose one and Pay Now (a Pending payment the library confirms). */
export function StudentPlansPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const paid = (location.state as { paid?: string } | null)?.paid;
  const plans = useQuery({
    queryKey: ['membership-plans'],
    queryFn: () => api.get<TMembershipPlan[]>('/api/auth/plane'),
  });
  return (
    <Stack gap="lg">
      <PageHeader title={t('seating.plans.title')} description={t('seating.plans.description')} />
      {paid ? (
        <Alert color="green" variant="light" role="status">
          {t('seating.plans.sentBefore', { plan: paid })}{' '}
          <Anchor component={Link} to="/student/payments">
            {t('seating.plans.sentLink')}
          </Anchor>
          .
        </Alert>
      ) : null}
      <SimpleTable
        rows={plans.data ?? []}
        rowKey={(p) => p.id}
        loading={plans.isPending}
        error={plans.isError ? t('seating.plans.failed') : null}
        emptyText={t('seating.plans.empty')}
        columns={[
          { header: t('seating.column.name'), cell: (p) => p.name },
          { header: t('seating.column.duration'), cell: (p) => p.duration_days },
          { header: t('seating.column.price'), cell: (p) => formatRupees(p.price) },
          {
            header: t('seating.column.pay'),
            cell: (p) => (
              <Button size="xs" onClick={() => navigate('/payment', { state: { plan: p } })}>
                {t('seating.plans.payNow')}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}

/** The payment page: Pay Now sends a Pending payment for the plan, then returns to the plans. */
export function PaymentPage() {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const submission = useSubmission();
  const [error, setError] = useState<string | null>(null);
  const plan = (useLocation().state as { plan?: TMembershipPlan } | null)?.plan;
  if (!plan) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('seating.plans.paymentTitle')} />
        <Text c="dimmed">{t('seating.plans.noPlan')}</Text>
      </Stack>
    );
  }
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
          <Button
            mt="sm"
            loading={submission.pending}
            onClick={() =>
              submission.run(async (key) => {
                try {
                  await api.post(
                    '/api/payments',
                    { student_id: user?.id, amount: plan.price, plan_id: plan.id, method: 'Online' },
                    key,
                  );
                  navigate('/student/planss', { replace: true, state: { paid: plan.name } });
                } catch (err) {
                  setError(t('seating.plans.paymentFailed'));
                  return mayHaveReachedServer(err);
                }
              })
            }
          >
            {t('seating.plans.payNow')}
          </Button>
          {error ? (
            <Text c="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
