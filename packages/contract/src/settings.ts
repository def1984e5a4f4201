import { z } from 'zod';
import { numeric, ZId } from './common.ts';

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
  upiId: z
    .string()
    .trim()
    .regex(/^$|^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, {
      message: 'Enter a UPI ID such as library@okbank',
    })
    .optional(),
});
