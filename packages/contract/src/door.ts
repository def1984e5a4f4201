import { z } from 'zod';
import { numeric, singleLineText } from './common.ts';
import { LANGUAGES } from './languages.ts';
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

/** The most minutes after a shift's start the owner may wait before a no-show's seat is free. */
export const MAX_NO_SHOW_MINUTES = 240;

/**
 * Settings, 'Free a no-show's seat for the day' (off by default): a seat plan's seat whose student
 * has not checked in by their shift's start + `after_minutes` shows 'free today', and the desk may
 * book it for that day only; the plan keeps every other day.
 */
export const ZNoShowRule = z.object({
  free_seats: z.boolean(),
  after_minutes: z.number().int(),
});
const minutesMessage = `Minutes must be a whole number from 0 to ${MAX_NO_SHOW_MINUTES}`;
export const ZNoShowRuleRequest = z.object({
  free_seats: z.boolean({ message: 'Choose on or off' }),
  after_minutes: numeric(
    z
      .number()
      .int({ message: minutesMessage })
      .min(0, { message: minutesMessage })
      .max(MAX_NO_SHOW_MINUTES, { message: minutesMessage }),
    minutesMessage,
  ),
});
export type TNoShowRule = z.infer<typeof ZNoShowRule>;

/**
 * A late student whose seat the desk gave away for today, at check-in: `kept` when the seat is free
 * again (it is theirs), `moved` to `seat` (booked for them for their shift today), or `none_free`.
 */
export const ZSeatToday = z.object({
  outcome: z.enum(['kept', 'moved', 'none_free']),
  /** The seat their plan holds on other days. */
  plan_seat: z.string(),
  /** Where to sit today (null when no seat is free for their shift). */
  seat: z.string().nullable(),
});
export type TSeatToday = z.infer<typeof ZSeatToday>;

/** A check-in at the desk: the message shown, and where a late student sits today. */
export const ZCheckinResponse = z.object({
  message: z.string(),
  /** The student's name, for the desk's notice in the language it shows. */
  name: z.string(),
  seat_today: ZSeatToday.nullable(),
});
export const ZCheckoutResponse = z.object({ message: z.string(), name: z.string() });

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
  /** Set when the student checks in late and their seat was given away for today. */
  seat_today: ZSeatToday.nullable(),
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

/**
 * Door devices: a kiosk (a tablet paired to scan ID cards all day, holding a credential that can
 * only check in and out) or a door poster (a printed QR a signed-in student scans with their phone).
 */
export const DOOR_DEVICE_KINDS = ['kiosk', 'poster'] as const;
export const ZDoorDeviceKind = z.enum(DOOR_DEVICE_KINDS, { message: 'Choose kiosk or poster' });

/** A door poster's QR opens `/door#` + this token (signed; it names the library's poster only). */
export const POSTER_TOKEN_PREFIX = 'SDP1.';

export const ZDoorDevice = z.object({
  id: z.number().int(),
  kind: ZDoorDeviceKind,
  name: z.string(),
  created_at: z.string(),
  /** A kiosk: when the tablet opened its pairing link (null while unpaired). */
  paired_at: z.string().nullable(),
  /** When the device last checked anyone in or out (a kiosk: or opened its screen). */
  last_seen_at: z.string().nullable(),
  /** A poster: the address its QR opens, to print it again; null for a kiosk. */
  poster_url: z.string().nullable(),
});
export type TDoorDevice = z.infer<typeof ZDoorDevice>;
export const ZDoorDeviceList = z.array(ZDoorDevice);

export const ZDoorDeviceRequest = z.object({
  kind: ZDoorDeviceKind,
  name: singleLineText({ missing: 'Give the device a name' })
    .trim()
    .min(1, { message: 'Give the device a name' })
    .max(60, { message: 'Keep the name under 60 characters' }),
});

/** A new kiosk's pairing link (shown once, 15 minutes, single use), or a new poster's address. */
export const ZDoorDeviceCreated = z.object({
  device: ZDoorDevice,
  /** Open on the tablet to pair it; null for a poster. */
  pairing_url: z.string().nullable(),
  /** When the pairing link stops working; null for a poster. */
  pairing_expires_at: z.string().nullable(),
});
export type TDoorDeviceCreated = z.infer<typeof ZDoorDeviceCreated>;

/** What the tablet sends from its pairing link. */
export const ZKioskPairRequest = z.object({
  code: singleLineText({ missing: 'This pairing link is incomplete' })
    .min(1, { message: 'This pairing link is incomplete' })
    .max(200, { message: 'This pairing link is not valid' }),
});

/** The paired kiosk: its name and the library it stands at. */
export const ZKiosk = z.object({
  device_name: z.string(),
  library_name: z.string(),
});
export type TKiosk = z.infer<typeof ZKiosk>;

/** A scan at a kiosk: the card's QR text, or its number typed by a USB scanner. */
export const ZKioskScanRequest = ZDeskScanRequest.pick({ code: true });

/** A signed-in student scanned the door poster. */
export const ZPosterCheckinRequest = z.object({
  poster: singleLineText({ missing: 'Scan the door poster again' })
    .min(1, { message: 'Scan the door poster again' })
    .max(200, { message: 'This is not a door poster of your library' }),
});

/**
 * What the door shows, large: green (in or out) or red (refused), in the student's language. Less
 * than the desk sees: no photo and no amounts, since others in the queue read it too.
 */
export const ZDoorAnswer = z.object({
  verdict: z.enum(['ok', 'warn', 'refused']),
  action: z.enum(['checked_in', 'checked_out', 'none']),
  /** Reasons as the desk's, with `detail` left out for dues. */
  reasons: z.array(ZDoorReason),
  /** Null for an unknown card. */
  student: z
    .object({
      name: z.string(),
      seat: z.string().nullable(),
      shift: z.string().nullable(),
      /** The student's language: the door answers in it. */
      language: z.enum(LANGUAGES),
    })
    .nullable(),
});
export type TDoorAnswer = z.infer<typeof ZDoorAnswer>;
