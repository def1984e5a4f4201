import { z } from 'zod';
import { multiLineText, numeric, ZId, ZRequiredName } from './common.ts';

/** A UPI ID (VPA) such as library@okbank, or '' for none. */
export const ZUpiId = z
  .string()
  .trim()
  .regex(/^$|^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, {
    message: 'Enter a UPI ID such as library@okbank',
  });

/** The library's seat and locker capacity and its UPI ID. */
export const ZSettings = z.object({
  totalSeats: z.number().int(),
  totalLockers: z.number().int(),
  /** The institute's UPI ID students pay to ('' when not set). */
  upiId: z.string(),
});
export type TSettings = z.infer<typeof ZSettings>;
export const ZUpdateSettingsRequest = z.object({
  adminId: ZId.optional(),
  totalSeats: numeric(z.number().int().min(0, { message: 'Total seats cannot be negative' }).max(5000)),
  totalLockers: numeric(z.number().int().min(0, { message: 'Total lockers cannot be negative' }).max(5000)),
  /** Left unchanged when not sent. */
  upiId: ZUpiId.optional(),
});

/**
 * The library's identity as receipts, ID cards, reminders and the student home show it; the
 * owner edits it in Settings (name, address, phone and UPI ID; the logo is uploaded apart).
 */
export const ZLibraryIdentity = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  upiId: z.string(),
  /** The logo's path (`uploads/logos/...`, served under /api/), or null when none is uploaded. */
  logo: z.string().nullable(),
});
export type TLibraryIdentity = z.infer<typeof ZLibraryIdentity>;
export const ZLibraryIdentityRequest = z.object({
  name: ZRequiredName('Library name is required', 120),
  address: multiLineText().max(500, { message: 'Address is at most 500 characters' }).default(''),
  /** A 10-digit Indian mobile number (as students' phones), or '' for none. */
  phone: z
    .string()
    .trim()
    .regex(/^$|^(\+91[\s-]?)?[6-9]\d{9}$/, { message: 'Enter a valid 10-digit Indian mobile number' })
    .default(''),
  upiId: ZUpiId.default(''),
});
export type TLibraryIdentityRequest = z.input<typeof ZLibraryIdentityRequest>;
