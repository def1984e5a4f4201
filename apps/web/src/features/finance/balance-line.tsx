import { Group, Paper, Text } from '@mantine/core';
import type { TLedgerTotals } from '@studydesk/contract';
import { formatRupees } from '../common/format.ts';

/** The ledger's balance as every screen states it: Due, or Advance when paid ahead. */
export function BalanceLine({ totals }: { totals: TLedgerTotals }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="xl" wrap="wrap">
        <Text>Total fees {formatRupees(totals.total_fees)}</Text>
        <Text>Discount {formatRupees(totals.discount)}</Text>
        <Text>Paid {formatRupees(totals.paid)}</Text>
        {totals.advance > 0 ? (
          <Text fw={700} c="green" data-testid="balance">
            Advance {formatRupees(totals.advance)}
          </Text>
        ) : (
          <Text fw={700} data-testid="balance">
            Due {formatRupees(totals.due)}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
