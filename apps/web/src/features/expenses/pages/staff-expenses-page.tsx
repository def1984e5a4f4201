import { Alert, Skeleton, Stack } from '@mantine/core';
import { DEFAULT_TIME_ZONE, dayAndMinute } from '@studydesk/contract/dates';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { expenseSettingsQuery } from '../api/expenses.ts';
import { ExpenseForm } from '../components/expense-form.tsx';
import { ExpenseList } from '../components/expense-list.tsx';

/** The desk's expenses: recorded only when the owner allows it; never edited or deleted here. */
export function StaffExpensesPage() {
  const t = useT();
  const settings = useQuery(expenseSettingsQuery);
  const thisMonth = dayAndMinute(new Date(), DEFAULT_TIME_ZONE).today.slice(0, 7);
  return (
    <Stack gap="lg">
      <PageHeader title={t('finance.expenses.staffTitle')} />
      {settings.isPending ? (
        <Skeleton h={120} radius="md" />
      ) : settings.isError ? (
        <Alert color="red" role="alert">
          {t('finance.expenses.loadFailed')}
        </Alert>
      ) : settings.data.staff_may_record ? (
        <>
          <ExpenseForm />
          <ExpenseList thisMonth={thisMonth} canDelete={false} />
        </>
      ) : (
        <Alert color="gray">{t('finance.expenses.notAllowed')}</Alert>
      )}
    </Stack>
  );
}
