import type { TDoorMode } from '@studydesk/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doorRules } from '../../db/schema/index.ts';

/** The library's rules at the door in paise, the column defaults when the owner never set them. */
export interface DoorRulesRow {
  cardRevoked: TDoorMode;
  planExpired: TDoorMode;
  noPlan: TDoorMode;
  outsideShift: TDoorMode;
  dues: TDoorMode;
  duesAbovePaise: number;
  alreadyIn: TDoorMode;
}

export const DEFAULT_DOOR_RULES: DoorRulesRow = {
  cardRevoked: 'refuse',
  planExpired: 'refuse',
  noPlan: 'warn',
  outsideShift: 'warn',
  dues: 'warn',
  duesAbovePaise: 0,
  alreadyIn: 'warn',
};

export async function readDoorRules(db: Db, adminId: number): Promise<DoorRulesRow> {
  const [row] = await db
    .select({
      cardRevoked: doorRules.cardRevoked,
      planExpired: doorRules.planExpired,
      noPlan: doorRules.noPlan,
      outsideShift: doorRules.outsideShift,
      dues: doorRules.dues,
      duesAbovePaise: doorRules.duesAbovePaise,
      alreadyIn: doorRules.alreadyIn,
    })
    .from(doorRules)
    .where(eq(doorRules.adminId, adminId));
  return row ? (row as DoorRulesRow) : DEFAULT_DOOR_RULES;
}

export async function writeDoorRules(db: Db, adminId: number, rules: DoorRulesRow): Promise<void> {
  await db
    .insert(doorRules)
    .values({ adminId, ...rules })
    .onConflictDoUpdate({ target: doorRules.adminId, set: { ...rules, updatedAt: sql`now()` } });
}

/** 'Free a no-show's seat for the day': off, 30 minutes, until the owner sets it. */
export interface NoShowRule {
  freeSeats: boolean;
  afterMinutes: number;
}

export async function readNoShowRule(db: Db, adminId: number): Promise<NoShowRule> {
  const [row] = await db
    .select({ freeSeats: doorRules.freeNoShowSeats, afterMinutes: doorRules.noShowAfterMinutes })
    .from(doorRules)
    .where(eq(doorRules.adminId, adminId));
  return row ?? { freeSeats: false, afterMinutes: 30 };
}

/** Writes the rule alone: the rules at the door keep their values (or defaults, on a first write). */
export async function writeNoShowRule(db: Db, adminId: number, rule: NoShowRule): Promise<void> {
  const values = { freeNoShowSeats: rule.freeSeats, noShowAfterMinutes: rule.afterMinutes };
  await db
    .insert(doorRules)
    .values({ adminId, ...values })
    .onConflictDoUpdate({ target: doorRules.adminId, set: { ...values, updatedAt: sql`now()` } });
}
