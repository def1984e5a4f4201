import { Alert, Anchor, Button, Stack } from '@mantine/core';
import type { TMembershipPlan } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { formatRupees } from '../../common/format.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { membershipPlansQuery } from '../api/membership-plans.ts';

/** Student plans: choose one and Pay Now (a Pending payment the library confirms). */
export function StudentPlansPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const paid = (location.state as { paid?: string } | null)?.paid;
  const plans = useQuery(membershipPlansQuery);
  const columns: Column<TMembershipPlan>[] = [
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
  ];
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
      <DataTable
        query={plans}
        errorText={t('seating.plans.failed')}
        columns={columns}
        rowKey={(p) => p.id}
        emptyText={t('seating.plans.empty')}
      />
    </Stack>
  );
}
