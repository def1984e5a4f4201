import { Group, Paper, Text } from '@mantine/core';
import type { TLedgerTotals } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { formatRupees } from '../../common/format.ts';

/** The ledger's balance as every screen states it: Due, or Advance when paid ahead. */
export function BalanceLine({ totals }: { totals: TLedgerTotals }) {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="xl" wrap="wrap">
        <Text>{t('finance.balance.totalFees', { amount: formatRupees(totals.total_fees) })}</Text>
        <Text>{t('finance.balance.discount', { amount: formatRupees(totals.discount) })}</Text>
        <Text>{t('finance.balance.paid', { amount: formatRupees(totals.paid) })}</Text>
        {totals.advance > 0 ? (
          <Text fw={700} c="green" data-testid="balance">
            {t('finance.balance.advance', { amount: formatRupees(totals.advance) })}
          </Text>
        ) : (
          <Text fw={700} data-testid="balance">
            {t('finance.balance.due', { amount: formatRupees(totals.due) })}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
