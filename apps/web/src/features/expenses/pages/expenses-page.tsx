import { Stack, Tabs } from '@mantine/core';
import { DEFAULT_TIME_ZONE, dayAndMinute } from '@studydesk/contract/dates';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { ExpenseForm } from '../components/expense-form.tsx';
import { ExpenseList } from '../components/expense-list.tsx';
import { ExpenseSettings } from '../components/expense-settings.tsx';
import { ProfitAndLoss } from '../components/profit-and-loss.tsx';
import { RecurringExpenses } from '../components/recurring-expenses.tsx';

/** The owner's expenses and profit: the month's profit and loss, expenses, monthly expenses, the desk's permission. */
export function ExpensesPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'profit';
  const thisMonth = dayAndMinute(new Date(), DEFAULT_TIME_ZONE).today.slice(0, 7);
  return (
    <Stack gap="lg">
      <PageHeader title={t('finance.expenses.title')} description={t('finance.expenses.intro')} />
      <Tabs value={tab} onChange={(v) => setParams(v ? { tab: v } : {})} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="profit">{t('finance.expenses.tabProfit')}</Tabs.Tab>
          <Tabs.Tab value="expenses">{t('finance.expenses.tabExpenses')}</Tabs.Tab>
          <Tabs.Tab value="monthly">{t('finance.expenses.tabMonthly')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profit" pt="md">
          <ProfitAndLoss thisMonth={thisMonth} />
        </Tabs.Panel>
        <Tabs.Panel value="expenses" pt="md">
          <Stack gap="lg">
            <ExpenseForm />
            <ExpenseList thisMonth={thisMonth} canDelete />
            <ExpenseSettings />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="monthly" pt="md">
          <RecurringExpenses />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
