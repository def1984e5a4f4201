import { Badge, Loader, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { pendingCountQuery } from '../api/payments.ts';
import { DayCloseTab } from '../components/day-close-tab.tsx';
import { DuesTab } from '../components/dues-tab.tsx';
import { GstReturnsTab } from '../components/gst-returns-tab.tsx';
import { ReceiptsTab } from '../components/receipts-tab.tsx';
import { RecordPaymentTab } from '../components/record-payment-tab.tsx';
import { ToConfirmTab } from '../components/to-confirm-tab.tsx';

// Read by few and only now and then: its code loads when the tab opens.
// The desk's expenses (when the owner allows them): their code loads when the tab opens.
const StaffExpenses = lazy(() =>
  import('../../expenses/components/staff-expenses.tsx').then((m) => ({ default: m.StaffExpenses })),
);
const BankStatementTab = lazy(() =>
  import('../components/bank-statement-tab.tsx').then((m) => ({ default: m.BankStatementTab })),
);
const ReconciliationTab = lazy(() =>
  import('../components/reconciliation-tab.tsx').then((m) => ({ default: m.ReconciliationTab })),
);

/**
 * Collections: payments to confirm, money taken at the desk, receipts, day close, (owner) dues,
 * reconciliation and GST returns, (desk) expenses.
 */
export function MoneyDeskPage() {
  const t = useT();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'confirm';
  const pending = useQuery(pendingCountQuery);
  return (
    <Stack gap="lg">
      <PageHeader title={t('finance.desk.title')} />
      <Tabs value={tab} onChange={(v) => setParams(v ? { tab: v } : {})} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab
            value="confirm"
            rightSection={
              pending.data ? (
                <Badge size="sm" circle data-testid="to-confirm-count">
                  {pending.data.total}
                </Badge>
              ) : null
            }
          >
            {t('finance.desk.toConfirm')}
          </Tabs.Tab>
          <Tabs.Tab value="record">{t('finance.desk.record')}</Tabs.Tab>
          <Tabs.Tab value="statement">{t('finance.desk.statement')}</Tabs.Tab>
          <Tabs.Tab value="receipts">{t('finance.desk.receipts')}</Tabs.Tab>
          <Tabs.Tab value="day-close">{t('finance.desk.dayClose')}</Tabs.Tab>
          {user?.role === 'admin' ? <Tabs.Tab value="dues">{t('finance.desk.dues')}</Tabs.Tab> : null}
          {user?.role === 'admin' ? (
            <Tabs.Tab value="reconciliation">{t('finance.desk.reconciliation')}</Tabs.Tab>
          ) : null}
          {user?.role === 'admin' ? <Tabs.Tab value="gst">{t('finance.desk.gst')}</Tabs.Tab> : null}
          {user?.role === 'staff' ? (
            <Tabs.Tab value="expenses">{t('finance.expenses.staffTitle')}</Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="confirm" pt="md">
          <ToConfirmTab />
        </Tabs.Panel>
        <Tabs.Panel value="record" pt="md">
          <RecordPaymentTab initialStudent={params.get('student')} />
        </Tabs.Panel>
        <Tabs.Panel value="statement" pt="md">
          <Suspense fallback={<Loader size="sm" aria-label={t('finance.statement.reading')} />}>
            <BankStatementTab />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="receipts" pt="md">
          <ReceiptsTab />
        </Tabs.Panel>
        <Tabs.Panel value="day-close" pt="md">
          <DayCloseTab />
        </Tabs.Panel>
        {user?.role === 'admin' ? (
          <Tabs.Panel value="dues" pt="md">
            <DuesTab />
          </Tabs.Panel>
        ) : null}
        {user?.role === 'admin' ? (
          <Tabs.Panel value="reconciliation" pt="md">
            <Suspense fallback={<Loader size="sm" aria-label={t('finance.reconciliation.loading')} />}>
              <ReconciliationTab />
            </Suspense>
          </Tabs.Panel>
        ) : null}
        {user?.role === 'admin' ? (
          <Tabs.Panel value="gst" pt="md">
            <GstReturnsTab />
          </Tabs.Panel>
        ) : null}
        {user?.role === 'staff' ? (
          <Tabs.Panel value="expenses" pt="md">
            <Suspense fallback={<Loader size="sm" aria-label={t('finance.expenses.loading')} />}>
              <StaffExpenses />
            </Suspense>
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}
