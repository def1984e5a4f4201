import { Alert, Skeleton, Stack } from '@mantine/core';
import { DEFAULT_TIME_ZONE, dayAndMinute } from '@studydesk/contract/dates';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { expenseSettingsQuery } from '../api/expenses.ts';
import { ExpenseForm } from './expense-form.tsx';
import { ExpenseList } from './expense-list.tsx';

/** The desk's expenses tab: recorded only when the owner allows it; never edited or deleted here. */
export function StaffExpenses() {
  const t = useT();
  const settings = useQuery(expenseSettingsQuery);
  const thisMonth = dayAndMinute(new Date(), DEFAULT_TIME_ZONE).today.slice(0, 7);
  return (
    <Stack gap="lg">
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
