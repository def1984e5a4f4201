import { DEFAULT_DUNNING_POLICY, type TDunningPolicy } from '@studydesk/contract';
import type { dunningPolicies } from '../../db/schema/index.ts';

export type PolicyRow = typeof dunningPolicies.$inferSelect;

/** A stored policy as the contract spells it. */
export const presentPolicy = (row: PolicyRow | undefined): TDunningPolicy =>
  row
    ? {
        enabled: row.enabled,
        days_before: row.daysBefore,
        on_due: row.onDue,
        days_after: row.daysAfter,
        every_days: row.everyDays,
        max_count: row.maxCount,
        skip_paid_days: row.skipPaidDays,
        send_from: row.sendFrom,
        send_until: row.sendUntil,
      }
    : DEFAULT_DUNNING_POLICY;
