import { z } from 'zod';
import { numeric, singleLineText, ZDate, ZId, ZPageQuery, ZPhone } from './common.ts';
import { addDays, formatDay } from './holds.ts';
import { formatRupees, PAYMENT_METHOD_LABELS } from './money.ts';
import { ZSeatPlanRequest } from './seating.ts';

// Month end: 'Continuing next month?', the forecast, the waiting list and the morning digest.

/** The first day of the month after `day`'s (both YYYY-MM-DD). */
function firstOfNextMonth(day: string): string {
  const d = new Date(`${day.slice(0, 8)}01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The month-end turn `today` belongs to, for a library asking on day `askDay` of each month: the
 * month asked about (YYYY-MM), the day it was (or will be) asked, and the plans it covers, those
 * ending from the asking day to the day before the next one, so every plan is asked about once.
 */
export function monthEndTurn(today: string, askDay: number) {
  const dd = String(askDay).padStart(2, '0');
  const thisMonthsDay = `${today.slice(0, 7)}-${dd}`;
  // Before this month's asking day, the turn is the one asked last month.
  const askedOn = today >= thisMonthsDay ? thisMonthsDay : `${addMonth(today, -1).slice(0, 7)}-${dd}`;
  const nextAsk = `${firstOfNextMonth(askedOn).slice(0, 7)}-${dd}`;
  return {
    month: firstOfNextMonth(askedOn).slice(0, 7),
    askedOn,
    endsFrom: askedOn,
    endsTo: addDays(nextAsk, -1),
  };
}

function addMonth(day: string, months: number): string {
  const d = new Date(`${day.slice(0, 8)}01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
];

/** 'December 2026' / 'दिसंबर 2026' for a month (YYYY-MM), as a message names it. */
export function formatMonth(month: string, lang: 'en' | 'hi'): string {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  if (lang === 'hi') return `${HINDI_MONTHS[m - 1] ?? ''} ${y}`;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const MONTH_END_ANSWER_VALUES = ['yes', 'no'] as const;
export const ZMonthEndAnswerValue = z.enum(MONTH_END_ANSWER_VALUES, { message: "Answer 'yes' or 'no'" });
export type TMonthEndAnswerValue = z.infer<typeof ZMonthEndAnswerValue>;

export const ZMonthEndAnswerRequest = z.object({ answer: ZMonthEndAnswerValue });
/** The link's token (`ME1-` + 38 characters); anything else answers the one refusal. */
export const ZMonthEndTokenParams = z.object({ token: z.string().max(200) });

/** The question as the student (in the app, or through the link) sees it. */
export const ZMonthEndQuestion = z.object({
  month: z.string(),
  name: z.string(),
  institute: z.string(),
  seat: z.string(),
  shift: z.string().nullable(),
  ends_on: z.string(),
  answer: ZMonthEndAnswerValue.nullable(),
  /** Until the plan ends the student may change their answer. */
  can_answer: z.boolean(),
});
export type TMonthEndQuestion = z.infer<typeof ZMonthEndQuestion>;
export const ZMyMonthEnd = z.object({ question: ZMonthEndQuestion.nullable() });
export type TMyMonthEnd = z.infer<typeof ZMyMonthEnd>;

export const ZMonthEndSettings = z.object({
  on: z.boolean(),
  day: numeric(
    z
      .number()
      .int()
      .min(1, { message: 'Pick a day from 1 to 28' })
      .max(28, { message: 'Pick a day from 1 to 28' }),
  ),
});
export type TMonthEndSettings = z.infer<typeof ZMonthEndSettings>;

/** Next month's forecast: how many said they continue, leave, or have not answered. */
export const ZMonthEndForecast = z.object({
  month: z.string(),
  asked_on: z.string(),
  continuing: z.number().int(),
  leaving: z.number().int(),
  no_answer: z.number().int(),
});
export type TMonthEndForecast = z.infer<typeof ZMonthEndForecast>;
export const ZForecastStudentsQuery = ZPageQuery.extend({
  answer: z.enum(['yes', 'no', 'none'], { message: "Use 'yes', 'no' or 'none'" }).optional(),
});
export const ZForecastStudent = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  name: z.string(),
  seat: z.string(),
  shift: z.string().nullable(),
  ends_on: z.string(),
  answer: ZMonthEndAnswerValue.nullable(),
});
export type TForecastStudent = z.infer<typeof ZForecastStudent>;
export const ZForecastStudentList = z.array(ZForecastStudent);

// The waiting list

export const ZWaitingEntryRequest = z
  .object({
    student_id: ZId.nullable().optional(),
    name: singleLineText().max(120).optional(),
    phone: ZPhone.optional().or(z.literal('')),
    shift_id: ZId.nullable().optional(),
    note: singleLineText().max(200).optional(),
  })
  .refine((v) => v.student_id != null || (v.name?.trim() && v.phone), {
    message: 'Pick a student, or give a name and a phone number',
    path: ['name'],
  });
export type TWaitingEntryRequest = z.input<typeof ZWaitingEntryRequest>;

export const ZWaitingEntry = z.object({
  id: z.number().int(),
  student_id: z.number().int().nullable(),
  name: z.string(),
  phone: z.string(),
  shift_id: z.number().int().nullable(),
  shift: z.string().nullable(),
  note: z.string(),
  created_at: z.string(),
});
export type TWaitingEntry = z.infer<typeof ZWaitingEntry>;
export const ZWaitingList = z.array(ZWaitingEntry);

/** A seat freeing at month end (its student said No), offered to the first who waits for its shift. */
export const ZSeatOffer = z.object({
  seat_number: z.string(),
  shift_id: z.number().int().nullable(),
  shift: z.string().nullable(),
  free_from: z.string(),
  leaving: z.string(),
  duration: z.string(),
  price: z.number(),
  entry: z
    .object({ id: z.number().int(), name: z.string(), student_id: z.number().int().nullable() })
    .nullable(),
});
export type TSeatOffer = z.infer<typeof ZSeatOffer>;
export const ZSeatOfferList = z.array(ZSeatOffer);

/** Seat the one waiting: a seat plan by the usual rules; a new name must be registered first (`student_id`). */
export const ZWaitingAssignRequest = ZSeatPlanRequest.pick({
  seat_number: true,
  shift_id: true,
  duration: true,
  price: true,
}).extend({ starts_on: ZDate, student_id: ZId.optional() });
export type TWaitingAssignRequest = z.input<typeof ZWaitingAssignRequest>;

// The morning digest

export const ZMorningDigest = z.object({
  on_date: z.string(),
  collected: z.object({
    total: z.number(),
    by_method: z.array(z.object({ method: z.string(), amount: z.number() })),
  }),
  dues: z.object({
    total: z.number(),
    students: z.number().int(),
    top: z.array(z.object({ student_id: z.number().int(), name: z.string(), amount: z.number() })),
  }),
  seats_free: z.array(z.object({ shift_id: z.number().int(), label: z.string(), free: z.number().int() })),
  plans_ending: z.object({ today: z.number().int(), week: z.number().int() }),
  payments_to_confirm: z.number().int(),
  month_end: ZMonthEndForecast,
});
export type TMorningDigest = z.infer<typeof ZMorningDigest>;
export const ZLatestDigest = z.object({ digest: ZMorningDigest.nullable() });

const HINDI_METHODS: Record<string, string> = {
  cash: 'नकद',
  upi: 'यूपीआई',
  card: 'कार्ड',
  bank_transfer: 'बैंक ट्रांसफ़र',
  online: 'ऑनलाइन',
};

/** The digest as plain text in the owner's language (the e-mail's body; the app draws its own). */
export function digestText(d: TMorningDigest, lang: 'en' | 'hi', library: string): string {
  const hi = lang === 'hi';
  const methods: Record<string, string> = hi ? HINDI_METHODS : PAYMENT_METHOD_LABELS;
  const rupees = (n: number) => formatRupees(n);
  const by = d.collected.by_method
    .map((m) => `${methods[m.method] ?? m.method} ${rupees(m.amount)}`)
    .join(', ');
  const top = d.dues.top.map((t, i) => `${i + 1}. ${t.name} ${rupees(t.amount)}`);
  const seats = d.seats_free.map((s) => `${s.label}: ${s.free}`);
  const m = d.month_end;
  const lines = hi
    ? [
        `${library}: सुबह की रिपोर्ट, ${formatDay(d.on_date)}`,
        `कल की वसूली: ${rupees(d.collected.total)}${by ? ` (${by})` : ''}`,
        `बकाया: ${rupees(d.dues.total)}, ${d.dues.students} विद्यार्थी`,
        ...top,
        `आज रात खाली सीटें: ${seats.join(', ') || '—'}`,
        `आज ख़त्म होने वाले प्लान: ${d.plans_ending.today}, इस हफ़्ते: ${d.plans_ending.week}`,
        `पुष्टि के लिए भुगतान: ${d.payments_to_confirm}`,
        `महीने के अंत के जवाब (${m.month}): जारी ${m.continuing}, छोड़ रहे ${m.leaving}, जवाब नहीं ${m.no_answer}`,
      ]
    : [
        `${library}: this morning, ${formatDay(d.on_date)}`,
        `Collected yesterday: ${rupees(d.collected.total)}${by ? ` (${by})` : ''}`,
        `Dues: ${rupees(d.dues.total)} from ${d.dues.students} students`,
        ...top,
        `Seats free tonight: ${seats.join(', ') || '—'}`,
        `Plans ending today: ${d.plans_ending.today}, this week: ${d.plans_ending.week}`,
        `Payments to confirm: ${d.payments_to_confirm}`,
        `Month-end answers (${m.month}): continuing ${m.continuing}, leaving ${m.leaving}, no answer ${m.no_answer}`,
      ];
  return lines.join('\n');
}
