import { Anchor, Button, Group, Select, Stack, Title } from '@mantine/core';
import type { TExpense } from '@studydesk/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { confirmDelete } from '../../common/feedback.tsx';
import { formatDate, formatRupees } from '../../common/format.ts';
import { PagedTable } from '../../common/paged-table.tsx';
import { EXPENSES_PATH, useDeleteExpense } from '../api/expenses.ts';
import { expensesKeys } from '../api/keys.ts';
import { ChangeExpenseForm } from './expense-form.tsx';
import { categoryLabel, methodLabel } from './labels.ts';

/** The months to filter by: this one and the eleven before it (YYYY-MM), newest first. */
export function lastMonths(thisMonth: string, n = 12): string[] {
  const [y = 2000, m = 1] = thisMonth.split('-').map(Number);
  return Array.from({ length: n }, (_, i) => {
    const k = y * 12 + (m - 1) - i;
    return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  });
}
export const monthLabel = (month: string) => formatDate(`${month}-01`).replace(/^\d+ /, '');

/**
 * The library's expenses, paged on the server, by month; each one the reader may change (the owner
 * any, a desk member their own that day) has Change, its bill's photo too; the owner may delete one.
 */
export function ExpenseList({ thisMonth, canDelete }: { thisMonth: string; canDelete: boolean }) {
  const t = useT();
  const [month, setMonth] = useState<string | null>(thisMonth);
  const [editing, setEditing] = useState<TExpense | null>(null);
  const remove = useDeleteExpense();
  const what = (r: TExpense) => `${categoryLabel(t, r.category)} ${formatRupees(r.amount)}`;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('finance.expenses.listTitle')}
      </Title>
      <Select
        label={t('finance.expenses.month')}
        data={lastMonths(thisMonth).map((m) => ({ value: m, label: monthLabel(m) }))}
        value={month}
        onChange={setMonth}
        clearable
        placeholder={t('finance.expenses.allMonths')}
        maw={260}
      />
      <PagedTable
        path={EXPENSES_PATH}
        queryKey={expensesKeys.list()}
        filters={{ month: month ?? undefined }}
        emptyText={t('finance.expenses.empty')}
        errorText={t('finance.expenses.loadFailed')}
        columns={[
          { header: t('finance.expenses.date'), cell: (r) => formatDate(r.spent_on) },
          {
            header: t('finance.expenses.categoryLabel'),
            cell: (r) =>
              r.recurring_id !== null
                ? `${categoryLabel(t, r.category)} (${t('finance.expenses.monthly')})`
                : categoryLabel(t, r.category),
          },
          { header: t('finance.expenses.amount'), cell: (r) => formatRupees(r.amount) },
          { header: t('finance.expenses.method'), cell: (r) => methodLabel(t, r.method) },
          { header: t('finance.expenses.note'), cell: (r) => r.note || '—' },
          {
            header: t('finance.expenses.bill'),
            cell: (r) =>
              r.bill ? (
                <Anchor href={`/api/${r.bill}`} target="_blank" rel="noopener" size="sm">
                  {t('finance.expenses.viewBill')}
                </Anchor>
              ) : (
                '—'
              ),
          },
          {
            header: t('finance.expenses.actions'),
            cell: (r) => (
              <Group gap={4} wrap="nowrap">
                {r.can_change ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    aria-label={t('finance.expenses.editOne', { what: what(r) })}
                    onClick={() => setEditing(r)}
                  >
                    {t('finance.expenses.edit')}
                  </Button>
                ) : null}
                {canDelete ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('finance.expenses.deleteOne', { what: what(r) })}
                    onClick={async () => {
                      if (
                        await confirmDelete(
                          t('finance.expenses.deleteTitle'),
                          t('finance.expenses.deleteBody'),
                        )
                      )
                        remove.mutate(r.id);
                    }}
                  >
                    {t('finance.expenses.delete')}
                  </Button>
                ) : null}
              </Group>
            ),
          },
        ]}
      />
      {editing ? (
        <ChangeExpenseForm key={editing.id} expense={editing} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
