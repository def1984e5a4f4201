import { Paper, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { expenseSettingsQuery, useSaveExpenseSettings } from '../api/expenses.ts';

/** The owner's setting: whether the desk may record expenses (never edit or delete them). */
export function ExpenseSettings() {
  const t = useT();
  const settings = useQuery(expenseSettingsQuery);
  const save = useSaveExpenseSettings();
  return (
    <Paper withBorder p="md" radius="md">
      <Switch
        label={t('finance.expenses.staffMayRecord')}
        description={t('finance.expenses.staffMayRecordHint')}
        checked={settings.data?.staff_may_record ?? false}
        disabled={settings.isPending || save.isPending}
        onChange={(e) => save.mutate({ staff_may_record: e.currentTarget.checked })}
      />
      {settings.isError ? (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          {t('finance.expenses.loadFailed')}
        </Text>
      ) : null}
    </Paper>
  );
}
