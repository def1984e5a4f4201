import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { TMembershipPlan } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { mayHaveReachedServer, useSubmission } from '../../lib/use-submission.ts';
import { formatRupees } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { SimpleTable } from './simple-table.tsx';

/** Student plans: choose one and Pay Now (a Pending payment the library confirms). */
export function StudentPlansPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const paid = (location.state as { paid?: string } | null)?.paid;
  const plans = useQuery({
    queryKey: ['membership-plans'],
    queryFn: () => api.get<TMembershipPlan[]>('/api/auth/plane'),
  });
  return (
    <Stack gap="lg">
      <PageHeader title="Plans" description="Membership plans of your library." />
      {paid ? (
        <Alert color="green" variant="light" role="status">
          Payment for {paid} sent for confirmation. Pay it and follow its status in{' '}
          <Anchor component={Link} to="/student/payments">
            Payment History
          </Anchor>
          .
        </Alert>
      ) : null}
      <SimpleTable
        rows={plans.data ?? []}
        rowKey={(p) => p.id}
        loading={plans.isPending}
        error={plans.isError ? 'Failed to fetch plans.' : null}
        emptyText="Your library has no plans yet."
        columns={[
          { header: 'Name', cell: (p) => p.name },
          { header: 'Duration (days)', cell: (p) => p.duration_days },
          { header: 'Price', cell: (p) => formatRupees(p.price) },
          {
            header: 'Pay',
            cell: (p) => (
              <Button size="xs" onClick={() => navigate('/payment', { state: { plan: p } })}>
                Pay Now
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
  const navigate = useNavigate();
  const { user } = useSession();
  const submission = useSubmission();
  const [error, setError] = useState<string | null>(null);
  const plan = (useLocation().state as { plan?: TMembershipPlan } | null)?.plan;
  if (!plan) {
    return (
      <Stack gap="lg">
        <PageHeader title="Payment" />
        <Text c="dimmed">No plan selected.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={460}>
      <PageHeader title="Payment" />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {plan.name}
          </Title>
          <Text>Duration: {plan.duration_days} days</Text>
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
                  setError('Payment failed. Please try again.');
                  return mayHaveReachedServer(err);
                }
              })
            }
          >
            Pay Now
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
