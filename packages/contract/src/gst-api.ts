import { z } from 'zod';
import { singleLineText } from './common.ts';
import { GST_RATES, GST_STATE_CODES, gstinProblem } from './gst.ts';

/** A GSTIN as typed: spaces dropped, capitals; checked by format and check character. */
export const ZGstin = z
  .string()
  .transform((v) => v.replace(/\s/g, '').toUpperCase())
  .superRefine((v, ctx) => {
    const problem = gstinProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
/** A GSTIN, or '' (blank) for none: a student who is not registered. */
export const ZOptionalGstin = z
  .string()
  .transform((v) => v.replace(/\s/g, '').toUpperCase())
  .superRefine((v, ctx) => {
    const problem = v === '' ? null : gstinProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const ZGstStateCode = z.enum(GST_STATE_CODES, { message: 'Choose a state' });
/** A student's place of supply: a state code, or '' for the library's own state. */
export const ZOptionalGstState = z.union([z.literal(''), ZGstStateCode], { message: 'Choose a state' });

/** A library's GST registration. With a GSTIN its receipts are tax invoices (docs/gst.md). */
export const ZGstSettings = z.object({
  /** '' when the library is not registered: it keeps plain receipts. */
  gstin: z.string(),
  legal_name: z.string(),
  /** The library's state code (its GSTIN's first two digits). */
  state: z.string(),
  sac: z.string(),
  rate: z.number(),
  prices_include_tax: z.boolean(),
});
export type TGstSettings = z.infer<typeof ZGstSettings>;

export const ZGstSettingsRequest = z
  .object({
    gstin: ZOptionalGstin,
    legal_name: singleLineText().max(160, { message: 'Legal name is at most 160 characters' }).default(''),
    sac: z
      .string()
      .trim()
      .regex(/^99\d{4}$/, { message: 'A SAC code for a service has 6 digits and starts with 99' })
      .default('998451'),
    rate: z
      .union(
        GST_RATES.map((r) => z.literal(r)),
        { message: 'Choose a GST rate' },
      )
      .default(18),
    prices_include_tax: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.gstin !== '' && v.legal_name === '') {
      ctx.addIssue({ code: 'custom', path: ['legal_name'], message: 'Legal name is required with a GSTIN' });
    }
  });
export type TGstSettingsRequest = z.input<typeof ZGstSettingsRequest>;

/** The tax on a receipt made a tax invoice, or on a credit note against one. */
export const ZGstBreakdown = z.object({
  id: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  /** '2026-27/0001' for an invoice, 'CN2026-27/0001' for a credit note. */
  number: z.string(),
  issued_on: z.string(),
  /** '27-Maharashtra'. */
  place_of_supply: z.string(),
  recipient_gstin: z.string().nullable(),
  rate: z.number(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type TGstBreakdown = z.infer<typeof ZGstBreakdown>;

/** A month (YYYY-MM) of GSTR-1. */
export const ZGstr1Query = z.object({
  month: z.string().regex(/^(19\d\d|20\d\d|2100)-(0[1-9]|1[0-2])$/, { message: 'Choose a month (YYYY-MM)' }),
});
