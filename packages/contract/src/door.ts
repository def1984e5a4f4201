import { z } from 'zod';
import { singleLineText } from './common.ts';
import { ZRupees } from './seating.ts';

/**
 * The front door: what an ID card's QR holds, the owner's rules at the door, and what a scan at the
 * desk answers.
 */

/** Every card's QR starts with this; the rest is opaque (crypto/card-tokens.ts on the server). */
export const CARD_TOKEN_PREFIX = 'SD1.';

/** What the desk shows to print or preview a card: the QR's text and the number typed by hand. */
export const ZIdCardCode = z.object({
  /** The QR's text: a signed token of the card, naming no one to whoever only reads it. */
  qr: z.string(),
  /** What the card prints and the desk may type instead (the student's code). */
  card_number: z.string(),
  /** The seat of the student's current seat plan (the one running, else the next), and its last day. */
  seat: z.string().nullable(),
  valid_till: z.string().nullable(),
});
export type TIdCardCode = z.infer<typeof ZIdCardCode>;

/** The checks made at the door, in the order the desk shows them. */
export const DOOR_RULES = [
  'card_revoked',
  'plan_expired',
  'no_plan',
  'outside_shift',
  'dues',
  'already_in',
] as const;
export type TDoorRule = (typeof DOOR_RULES)[number];
/** What a rule does when it applies: refuse entry, or let in with a warning. */
export const ZDoorMode = z.enum(['refuse', 'warn'], { message: 'Choose refuse or warn' });
export type TDoorMode = z.infer<typeof ZDoorMode>;

/** The owner's rules at the door (Settings). */
export const ZDoorRules = z.object({
  card_revoked: ZDoorMode,
  plan_expired: ZDoorMode,
  no_plan: ZDoorMode,
  outside_shift: ZDoorMode,
  dues: ZDoorMode,
  /** The dues rule applies when the student owes more than this (rupees). */
  dues_above: z.number(),
  /** 'warn': a scan of a student already in checks them out; 'refuse': it does nothing. */
  already_in: ZDoorMode,
});
export type TDoorRules = z.infer<typeof ZDoorRules>;
export const ZDoorRulesRequest = ZDoorRules.extend({ dues_above: ZRupees });

/** A scan at the desk: a card's QR text, or the card number typed by hand or by a USB scanner. */
export const ZDeskScanRequest = z.object({
  code: singleLineText({ missing: 'Scan a card or type its number' })
    .min(1, { message: 'Scan a card or type its number' })
    .max(200, { message: 'That is not a card' }),
  /** Lets a refused student in (or out) anyway; the reason goes on the audit trail. */
  override_reason: singleLineText().max(300).optional(),
});

/** Why a scan warns or refuses: unknown_card always refuses; the others as the owner set them. */
export const ZDoorReason = z.object({
  rule: z.enum([...DOOR_RULES, 'unknown_card']),
  /** True when this reason refuses; false when it only warns. */
  refuses: z.boolean(),
  /** Details for the desk: the plan's end date, the shift, the amount due. */
  detail: z.string().nullable(),
});
export type TDoorReason = z.infer<typeof ZDoorReason>;

/**
 * A scan's answer, always 200 when the code was read: a refusal is a verdict the desk shows, not an
 * error (nothing changed, and it is on the audit trail and the staff home).
 */
export const ZDeskScan = z.object({
  /** ok: green; warn: amber (let in, with reasons); refused: red (nothing done unless overridden). */
  verdict: z.enum(['ok', 'warn', 'refused']),
  /** What the scan did. */
  action: z.enum(['checked_in', 'checked_out', 'none']),
  /** True when staff let a refused student through with a reason. */
  overridden: z.boolean(),
  reasons: z.array(ZDoorReason),
  /** Null for an unknown card (another library's card is unknown here). */
  student: z
    .object({
      id: z.number().int(),
      name: z.string(),
      student_code: z.string(),
      /** The photo's URL, or null. */
      photo_url: z.string().nullable(),
      seat: z.string().nullable(),
      shift: z.string().nullable(),
      valid_till: z.string().nullable(),
      /** valid: a plan covers today; expired: the last one ended; none: no seat plan. */
      validity: z.enum(['valid', 'expired', 'none']),
      /** What the student owes now (rupees; 0 when nothing or in advance). */
      due: z.number(),
    })
    .nullable(),
});
export type TDeskScan = z.infer<typeof ZDeskScan>;

/** A refusal at the door today (the staff home), overridden or not. */
export const ZDoorRefusal = z.object({
  id: z.number().int(),
  at: z.string(),
  student_id: z.number().int().nullable(),
  name: z.string().nullable(),
  rules: z.array(z.string()),
  overridden: z.boolean(),
  override_reason: z.string().nullable(),
  by: z.string(),
});
export type TDoorRefusal = z.infer<typeof ZDoorRefusal>;
